import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shorterTsquery } from '../topics/tsqueryText';

/** Words a show or a profile uses that say nothing about its subject. */
const GENERIC_WORDS = new Set([
  'podcast', 'podcasts', 'podd', 'podden', 'poddar', 'avsnitt', 'episode', 'episodes', 'show', 'shows', 'guest',
  'guests', 'gast', 'gaster', 'weekly', 'varje', 'vecka', 'veckan', 'every', 'listeners', 'lyssnare', 'intervju',
  'intervjuer', 'interview', 'interviews', 'conversation', 'conversations', 'samtal', 'talk', 'talks', 'about',
  'with', 'från', 'fran', 'more', 'mest', 'also', 'ocksa', 'today', 'idag',
]);
/** Words of one text taken into account: the first ones, distinct. */
const MAX_KEYWORDS = 40;

/** Lower case, accents removed: how the stored documents hold words. */
export const plainText = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '');

/** The words of texts that may say what they are about: 4-30 letters or digits, not generic, distinct, the first 40. */
export function keywordsOf(texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of plainText(text).match(/[\p{L}\p{N}]+/gu) ?? []) {
      if (word.length >= 4 && word.length <= 30 && !GENERIC_WORDS.has(word)) words.add(word);
      if (words.size === MAX_KEYWORDS) return [...words];
    }
  }
  return [...words];
}

/**
 * A tsquery's text matching any of the words in a document's name, title, expertise, talking points or description
 * (weights A and B, never a bio), as written or in their English or Swedish form, worked out by PostgreSQL once so
 * that the suggestion's statement holds it as a constant. Stop words of either language are left out (ts_lexize
 * gives them no lexeme). The words hold only letters and digits, so they cannot carry tsquery operators. Null
 * without words, or when every word is a stop word.
 */
export async function anyKeywordQuery(db: Db, words: readonly string[]): Promise<string | null> {
  if (words.length === 0) return null;
  const list = sql`ARRAY[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const result = (await db.execute(sql`
    SELECT nullif((
      to_tsquery('simple'::regconfig, k.text) || to_tsquery('english'::regconfig, k.text)
        || to_tsquery('swedish'::regconfig, k.text)
    )::text, '') AS query
    FROM (
      SELECT coalesce(string_agg(word || ':AB', ' | '), '') AS text FROM unnest(${list}) AS word
      WHERE ts_lexize('english_stem', word) <> '{}' AND ts_lexize('swedish_stem', word) <> '{}'
    ) AS k
  `)) as unknown as { rows: { query: string | null }[] };
  const query = result.rows[0]?.query;
  return query ? shorterTsquery(query) : null;
}

/** Any of several printed tsqueries (null ones left out), shortened; null when none is left. */
export function anyOfQueries(queries: readonly (string | null)[]): string | null {
  const given = queries.filter((query): query is string => !!query);
  if (given.length === 0) return null;
  return shorterTsquery(given.map((query) => `( ${query} )`).join(' | '));
}

/** Whether two words share a stem closely enough to say one text speaks of the other ("pension", "pensionssparande"). */
function sameStem(a: string, b: string): boolean {
  if (a.length < 4 || b.length < 4) return a === b;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long.startsWith(short) || (short.length >= 6 && long.startsWith(short.slice(0, 6)));
}

/** Of `phrases` (talking points, expertise), the ones that share a word stem with `words`, at most `limit`. */
export function phrasesMeeting(phrases: readonly string[], words: readonly string[], limit = 2): string[] {
  const met: string[] = [];
  for (const phrase of phrases) {
    const phraseWords = plainText(phrase).match(/[\p{L}\p{N}]+/gu) ?? [];
    if (phraseWords.some((word) => words.some((other) => sameStem(word, other)))) met.push(phrase);
    if (met.length === limit) break;
  }
  return met;
}

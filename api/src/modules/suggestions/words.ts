import { sql, type SQL } from 'drizzle-orm';

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
 * A tsquery matching any of the words in a document's name, title, expertise, talking points or description
 * (weights A and B, never a bio), as written or in their English or Swedish form. Stop words of either language
 * are left out (ts_lexize gives them no lexeme). The words hold only letters and digits, so they cannot carry
 * tsquery operators. Null without words.
 */
export function anyKeywordQuery(words: readonly string[]): SQL | null {
  if (words.length === 0) return null;
  const list = sql`ARRAY[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  return sql`(
    SELECT to_tsquery('simple'::regconfig, k.text) || to_tsquery('english'::regconfig, k.text)
      || to_tsquery('swedish'::regconfig, k.text)
    FROM (
      SELECT coalesce(string_agg(word || ':AB', ' | '), '') AS text FROM unnest(${list}) AS word
      WHERE ts_lexize('english_stem', word) <> '{}' AND ts_lexize('swedish_stem', word) <> '{}'
    ) AS k
  )`;
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

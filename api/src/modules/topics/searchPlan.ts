import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { inHeadings, shorterTsquery } from './tsqueryText';

/** Words past this many in one search are ignored (a search box, not a document). */
const MAX_WORDS = 8;
/** A word this long or longer may carry one typo; shorter ones are too easily another word. */
const MIN_TYPO_WORD = 5;
/** How alike (pg_trgm similarity, 0-1) a known word must be to stand in for a typed word that matches nothing. */
const TYPO_SIMILARITY = 0.45;
/** Known words tried for one typed word. */
const TYPO_CANDIDATES = 3;
/** Topics a search may meet (their categories and every name of theirs join the search). */
const MAX_TOPICS = 4;
/** Words as short as this match whole; longer ones also match the start of longer words ("pension" -> "pensionssparande"). */
const MAX_WHOLE_WORD = 2;

export interface TopicRef {
  id: number;
  name: string;
  name_sv: string;
}

/**
 * What a search for some text means, worked out once (see planSearch) and used by the directory's query. The
 * tsqueries reach the directory's statement as constants, so the planner estimates how many rows each matches
 * (and, for a word in half the rows, reads the listing index in order rather than the whole word index).
 */
export interface SearchPlan {
  /** A tsquery: every typed word (as written, in its English or Swedish form, or a known word one typo away), or every word of a name of a topic the text meets. */
  query: SQL;
  /**
   * A tsquery of any typed word as written, whole, in a name, expertise or talking points (weights A and B): the
   * best matches. Null when no typed word is known as written (a typo).
   */
  exactInHeadings: SQL | null;
  /** A tsquery of every typed word as written or in its forms, in a name, expertise or talking points. */
  formsInHeadings: SQL;
  /** The topics the text meets, best first: their categories' items match too. */
  topics: TopicRef[];
  /** The podcast categories that stand for those topics. */
  podcastCategoryIds: number[];
  /** The words (accents removed, lower case) that matched items contain or start with: what a card highlights. */
  terms: string[];
}

/** A tsquery's text (as PostgreSQL prints it) as a constant of the statement. */
const tsquery = (text: string) => sql`${text}::tsquery`;

/** The words of a text as a search reads them: letters and digits only, lower case, at most MAX_WORDS. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** Accents gone, as podbridge_unaccent does for the stored documents (which is what the terms are compared with). */
const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * One typed word as a tsquery: as written, in its English and its Swedish form (each also as the start of longer
 * words unless the word is short), or one of `alternatives` whole. Only letters and digits reach the query text, so
 * it cannot carry tsquery operators.
 */
function wordQuery(word: string, alternatives: readonly string[] = []): SQL {
  const text = word.length <= MAX_WHOLE_WORD ? `'${word}'` : `'${word}':*`;
  const forms = ['simple', 'english', 'swedish'].map(
    (config) => sql`to_tsquery(${sql.raw(`'${config}'`)}::regconfig, podbridge_unaccent(${text}))`,
  );
  const guesses = alternatives.map((alternative) => sql`to_tsquery('simple'::regconfig, ${`'${alternative}'`})`);
  return sql`(${sql.join([...forms, ...guesses], sql` || `)})`;
}

/** Every word must match: (w1) && (w2) && ... */
const allOf = (parts: SQL[]) => sql`(${sql.join(parts, sql` && `)})`;
const anyOf = (parts: SQL[]) => sql`(${sql.join(parts, sql` || `)})`;

/** What the word list says of the typed words: known words one typo away, and the words no known word starts with. */
interface WordCheck {
  alternatives: Map<string, string[]>;
  unknown: Set<string>;
}

/**
 * Known words one typo away from each typed word that matches nothing as written (not even as the start of a known
 * word), through the trigram index on search_words: "psycholgy" -> "psychology". Such a word is unknown: no document
 * has it as written.
 */
async function checkWords(db: Db, words: string[]): Promise<WordCheck> {
  const candidates = words.filter((word) => word.length >= MIN_TYPO_WORD && !/\p{N}/u.test(word));
  const alternatives = new Map<string, string[]>();
  const unknown = new Set<string>();
  if (candidates.length === 0) return { alternatives, unknown };
  const typed = sql.join(
    candidates.map((word) => sql`${word}`),
    sql`, `,
  );
  const rows = (await db.execute(sql`
    SELECT typed.word AS typed, known.word AS known
    FROM unnest(ARRAY[${typed}]::text[]) AS typed (word)
    LEFT JOIN LATERAL (
      SELECT search_words.word FROM search_words
      WHERE search_words.word % podbridge_unaccent(typed.word)
        AND similarity(search_words.word, podbridge_unaccent(typed.word)) >= ${TYPO_SIMILARITY}
      ORDER BY similarity(search_words.word, podbridge_unaccent(typed.word)) DESC, search_words.word
      LIMIT ${TYPO_CANDIDATES}
    ) AS known ON true
    WHERE NOT EXISTS (
      SELECT 1 FROM search_words WHERE search_words.word LIKE podbridge_unaccent(typed.word) || '%'
    )
  `)) as unknown as { rows: { typed: string; known: string | null }[] };
  for (const { typed: word, known } of rows.rows) {
    unknown.add(word);
    if (known === null || !/^[\p{L}\p{N}]+$/u.test(known)) continue;
    alternatives.set(word, [...(alternatives.get(word) ?? []), known]);
  }
  return { alternatives, unknown };
}

interface TopicRow {
  id: number;
  name_en: string;
  name_sv: string;
  aliases: string[];
  /** The text meets the topic's own name (not only one of its aliases). */
  by_name: boolean;
}

/** Plans kept per database: the same text is planned again after this long (new typo targets, another server's topic edits). */
const PLAN_TTL_MS = 60_000;
const PLANS_KEPT = 1_000;
const plans = new WeakMap<Db, LRUCache<string, SearchPlan>>();

/**
 * Works out a search: the typed words with their forms and typo guesses, and the topics they meet, whose names (and,
 * when the text names the topic itself, its aliases) in both languages then also match ("mental health" also finds
 * "psykisk hälsa" and "mental ohälsa"). Null when the text has no words. A plan is kept for a minute per database
 * and per distinct words, so a popular search costs the directory's statement alone; a topic edit forgets them all
 * (forgetSearchPlans).
 */
export async function planSearch(db: Db, text: string): Promise<SearchPlan | null> {
  const words = searchWords(text);
  if (words.length === 0) return null;
  let kept = plans.get(db);
  if (!kept) {
    kept = new LRUCache({ max: PLANS_KEPT, ttl: PLAN_TTL_MS });
    plans.set(db, kept);
  }
  const key = words.join(' ');
  const known = kept.get(key);
  if (known) return known;
  const plan = await workOut(db, words);
  kept.set(key, plan);
  return plan;
}

/** Topics changed: every search is planned again (on this server; others within PLAN_TTL_MS). */
export function forgetSearchPlans(db: Db): void {
  plans.get(db)?.clear();
}

interface PlannedTexts {
  query: string;
  exact: string | null;
  forms: string;
}

async function workOut(db: Db, words: string[]): Promise<SearchPlan> {
  const { alternatives, unknown } = await checkWords(db, words);
  const typed = allOf(words.map((word) => wordQuery(word, alternatives.get(word))));
  const result = (await db.execute(sql`
    SELECT id, name_en, name_sv, aliases,
      podbridge_search_vector(name_en || ' ' || name_sv, 'A') @@ ${typed} AS by_name,
      ARRAY(SELECT c.id FROM categories AS c WHERE c.topic_id = topics.id ORDER BY c.id) AS podcast_categories
    FROM topics
    WHERE search_document @@ ${typed}
    ORDER BY ts_rank(search_document, ${typed}) DESC, name_en
    LIMIT ${MAX_TOPICS}
  `)) as unknown as { rows: (TopicRow & { podcast_categories: number[] })[] };
  const topics = result.rows;
  // A topic met by its name brings every other word for it; one met by an alias brings its names only, so that
  // "pension" (an alias of Personal Finance) does not also search for "budget" (another of its aliases).
  const topicNames = topics.flatMap((topic) => [topic.name_en, topic.name_sv, ...(topic.by_name ? topic.aliases : [])]);
  const nameQueries = topicNames
    .map(searchWords)
    .filter((nameWords) => nameWords.length > 0)
    .map((nameWords) => allOf(nameWords.map((word) => wordQuery(word))));
  const terms = new Set<string>();
  for (const word of [...words, ...[...alternatives.values()].flat(), ...topicNames.flatMap(searchWords)]) {
    if (word.length > MAX_WHOLE_WORD) terms.add(plain(word));
  }
  const known = words.filter((word) => !unknown.has(word));
  const exact =
    known.length > 0
      ? anyOf(known.map((word) => sql`to_tsquery('simple'::regconfig, podbridge_unaccent(${`'${word}'`}))`))
      : sql`NULL::tsquery`;
  // PostgreSQL works the queries out once (each word's forms, each name's words); they are printed without repeats.
  const texts = (await db.execute(sql`
    SELECT
      (${nameQueries.length > 0 ? anyOf([typed, ...nameQueries]) : typed})::text AS query,
      (${exact})::text AS exact,
      (${allOf(words.map((word) => wordQuery(word)))})::text AS forms
  `)) as unknown as { rows: PlannedTexts[] };
  const planned = texts.rows[0]!;
  return {
    query: tsquery(shorterTsquery(planned.query)),
    exactInHeadings: planned.exact === null ? null : tsquery(inHeadings(shorterTsquery(planned.exact))),
    formsInHeadings: tsquery(inHeadings(shorterTsquery(planned.forms))),
    topics: topics.map((topic) => ({ id: topic.id, name: topic.name_en, name_sv: topic.name_sv })),
    podcastCategoryIds: topics.flatMap((topic) => topic.podcast_categories.map(Number)),
    terms: [...terms],
  };
}

/** Topics whose names are nearest to a text that found nothing: what the empty result offers instead. */
export async function nearestTopics(db: Db, text: string, limit = 3): Promise<TopicRef[]> {
  const typed = plain(searchWords(text).join(' '));
  if (!typed) return [];
  const result = (await db.execute(sql`
    SELECT id, name_en, name_sv FROM topics
    ORDER BY greatest(
      word_similarity(${typed}, podbridge_unaccent(lower(name_en))),
      word_similarity(${typed}, podbridge_unaccent(lower(name_sv))),
      word_similarity(${typed}, podbridge_unaccent(lower(podbridge_join_words(aliases))))
    ) DESC, name_en
    LIMIT ${limit}
  `)) as unknown as { rows: { id: number; name_en: string; name_sv: string }[] };
  return result.rows.map((topic) => ({ id: topic.id, name: topic.name_en, name_sv: topic.name_sv }));
}

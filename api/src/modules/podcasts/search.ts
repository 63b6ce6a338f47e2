import { sql, type SQL } from 'drizzle-orm';
import { podcasts } from '../../db/schema';

export interface PodcastSearch {
  /** Rows that match: every word as a word prefix of the title or description, or the phrase inside the title. */
  matches: SQL;
  /** Higher is better: the phrase in the title, then each word in the title; description-only matches score 0. */
  rank: SQL;
}

/** Trigram matching needs three characters to use its index. */
const MIN_PHRASE_FOR_TITLE_MATCH = 3;

/** `text` lower-cased without accents, by the same function as the stored search columns (migration 0001). */
const unaccented = (text: string) => sql`podbridge_unaccent(${text})`;

/**
 * The search conditions for the text a visitor typed, or null when it has no words. Case and accents are ignored
 * on both sides: "kallare" finds "Källare", "Malmö" finds "malmo". Words match as prefixes through the full-text
 * index (search_document); the phrase also matches anywhere in the title through the trigram index (search_title),
 * for parts of words. Ranking only reads the short stored title, so it stays cheap on many matches.
 */
export function podcastSearch(text: string): PodcastSearch | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  // Only letters and digits reach the query text, so it cannot carry tsquery operators or LIKE wildcards.
  const query = sql`to_tsquery('simple'::regconfig, ${unaccented(words.map((word) => `'${word}':*`).join(' & '))})`;
  const phrase = words.join(' ');
  const titleHas = (part: string) => sql`${podcasts.searchTitle} LIKE ${unaccented(`%${part}%`)}`;
  const inDocument = sql`${podcasts.searchDocument} @@ ${query}`;
  const wordsInTitle = sql.join(
    words.map((word) => sql`(${titleHas(word)})::int`),
    sql` + `,
  );
  const rank = sql`((${titleHas(phrase)})::int * ${words.length + 1} + ${wordsInTitle})`;
  if (phrase.length < MIN_PHRASE_FOR_TITLE_MATCH) return { matches: inDocument, rank };
  return { matches: sql`(${inDocument} OR ${titleHas(phrase)})`, rank };
}

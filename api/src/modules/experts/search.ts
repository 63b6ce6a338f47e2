import { sql, type SQL } from 'drizzle-orm';
import { expertProfiles } from '../../db/schema';

export interface ExpertSearch {
  /** Rows that match: every word as a word prefix of the name, expertise or bio, or the phrase inside the name. */
  matches: SQL;
  /** Higher is better: the phrase in the name, then each word in the name; other matches score 0. */
  rank: SQL;
}

/** Trigram matching needs three characters to use its index. */
const MIN_PHRASE_FOR_NAME_MATCH = 3;

/** `text` without accents, by the same function as the stored search columns (migration 0001). */
const unaccented = (text: string) => sql`podbridge_unaccent(${text})`;

/**
 * The search conditions for the text a visitor typed, or null when it has no words: as for podcasts
 * (modules/podcasts/search.ts), with the name in the title's place and the expertise list and bio in the
 * description's. Case and accents are ignored on both sides ("goteborg" finds "Göteborg").
 */
export function expertSearch(text: string): ExpertSearch | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  // Only letters and digits reach the query text, so it cannot carry tsquery operators or LIKE wildcards.
  const query = sql`to_tsquery('simple'::regconfig, ${unaccented(words.map((word) => `'${word}':*`).join(' & '))})`;
  const phrase = words.join(' ');
  const nameHas = (part: string) => sql`${expertProfiles.searchName} LIKE ${unaccented(`%${part}%`)}`;
  const inDocument = sql`${expertProfiles.searchDocument} @@ ${query}`;
  const wordsInName = sql.join(
    words.map((word) => sql`(${nameHas(word)})::int`),
    sql` + `,
  );
  const rank = sql`((${nameHas(phrase)})::int * ${words.length + 1} + ${wordsInName})`;
  if (phrase.length < MIN_PHRASE_FOR_NAME_MATCH) return { matches: inDocument, rank };
  return { matches: sql`(${inDocument} OR ${nameHas(phrase)})`, rank };
}

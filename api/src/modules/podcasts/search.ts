import { sql, type SQL } from 'drizzle-orm';
import { podcasts } from '../../db/schema';

export interface PodcastSearch {
  /** Rows that match: a word-prefix match on title or description, or the phrase inside the title. */
  matches: SQL;
  /** Higher is better: a title hit outweighs any description-only hit. */
  rank: SQL;
}

/** Title and description words weigh 1 and 0.1; weights for unused classes D and C first. */
const WEIGHTS = sql.raw(`'{0, 0, 0.1, 1}'::float4[]`);
/** Trigram matching needs three characters to use its index. */
const MIN_PHRASE_FOR_TITLE_MATCH = 3;

/**
 * The search conditions for the text a visitor typed, or null when it has no words. Case and accents are ignored
 * on both sides (podbridge_unaccent, see migration 0001): "kallare" finds "Källare", "Malmö" finds "malmo".
 * Each word matches as a prefix through the full-text index; the whole phrase also matches anywhere in the title
 * through the trigram index, for parts of words.
 */
export function podcastSearch(text: string): PodcastSearch | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  // Only letters and digits reach the query text, so it cannot carry tsquery operators or LIKE wildcards.
  const query = sql`to_tsquery('simple'::regconfig, podbridge_unaccent(${words.map((word) => `'${word}':*`).join(' & ')}))`;
  const phrase = words.join(' ');
  const inDocument = sql`${podcasts.searchDocument} @@ ${query}`;
  const rankInDocument = sql`ts_rank(${WEIGHTS}, ${podcasts.searchDocument}, ${query})`;
  if (phrase.length < MIN_PHRASE_FOR_TITLE_MATCH) return { matches: inDocument, rank: rankInDocument };
  const inTitle = sql`podbridge_unaccent(lower(${podcasts.title})) LIKE podbridge_unaccent(${`%${phrase}%`})`;
  return {
    matches: sql`(${inDocument} OR ${inTitle})`,
    rank: sql`(${rankInDocument} + CASE WHEN ${inTitle} THEN 1 ELSE 0 END)`,
  };
}

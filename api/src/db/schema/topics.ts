import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** PostgreSQL's full-text document type; only ever written by the database (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** PostgreSQL's full-text query type; only ever written by the database (a generated column). */
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/**
 * The curated topics people search for, each with its English and Swedish name and aliases in either language
 * ("Mental Health" = "psykisk hälsa" = "mental ohälsa"). Categories point at a topic, so a search that meets a topic
 * finds the profiles in its categories and whatever is written in any of its names.
 */
export const topics = pgTable(
  'topics',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nameEn: text().notNull().unique('topics_name_en_key'),
    nameSv: text().notNull(),
    /** Other words for the topic, in either language, as written. */
    aliases: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Names and aliases in the simple, English and Swedish forms (podbridge_search_vector, migration 0015). */
    searchDocument: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`podbridge_search_vector("name_en" || ' ' || "name_sv" || ' ' || podbridge_join_words("aliases"), 'A')`,
      ),
    /**
     * Any of the topic's names or aliases as a phrase, as written or in its English or Swedish form
     * (podbridge_topic_query, migration 0019): which topics a show's description or an expert's profile speaks of.
     */
    matchQuery: tsquery()
      .notNull()
      .generatedAlwaysAs(sql`podbridge_topic_query("name_en", "name_sv", "aliases")`),
    ...timestamps,
  },
  (table) => [index('topics_search_document_idx').using('gin', table.searchDocument)],
);

/**
 * Every word the searchable texts hold (their lexemes, accents removed), kept by triggers (migration 0017): a
 * word typed with a typo is compared with these through the trigram index, never with every row of a directory.
 */
export const searchWords = pgTable('search_words', { word: text().primaryKey() }, (table) => [
  index('search_words_trigram_idx').using('gin', sql`${table.word} gin_trgm_ops`),
  index('search_words_prefix_idx').using('btree', sql`${table.word} text_pattern_ops`),
]);

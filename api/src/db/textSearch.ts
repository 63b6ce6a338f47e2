import { and, asc, count, desc, not, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { PageRequest } from '../http/pagination';
import type { Db } from './client';

/** Trigram matching needs three characters to use its index. */
const MIN_PHRASE_FOR_TITLE_MATCH = 3;

/**
 * A search needs exact counts only this far past the page it shows: beyond it the count stops there, so a common
 * word does not cost every match on each request. Every page stays reachable: the next pages extend it.
 */
export const SEARCH_COUNT_HORIZON = 600;

/** `text` lower-cased without accents, by the same function as the stored search columns (migration 0001). */
const unaccented = (text: string) => sql`podbridge_unaccent(${text})`;

/** One stretch of the ranking: rows of one rank, or (ranked) of several, which sort by the rank first. */
export interface RankBand {
  where: SQL;
  ranked: boolean;
  /** The band's rank when it is one number for all its rows (else the search's rank expression). */
  rank?: number;
}

export interface TextSearch {
  /** Rows that match: every word as a word prefix of the document, or the phrase inside the title. */
  matches: SQL;
  /** Higher is better: the phrase in the title, then each word in the title; document-only matches score 0. */
  rank: SQL;
  /** The matches split by rank, best first (each with `matches`), so a page reads only as far down each as it shows. */
  bands: RankBand[];
}

/** The stored search columns of a table: a full-text document and a lower-cased, unaccented title. */
export interface SearchColumns {
  document: AnyPgColumn;
  title: AnyPgColumn;
}

/** How a search reads the document beyond the typed words as prefixes. */
export interface DocumentMatch {
  /** A tsquery the document must match instead of every typed word as a prefix (e.g. with word forms and topics). */
  query?: SQL;
  /** Rows that match whatever their document says (e.g. those in a category of a topic the text met). */
  alsoMatches?: SQL;
}

/**
 * The search conditions for the text a visitor typed, or null when it has no words. Case and accents are ignored
 * on both sides: "kallare" finds "Källare", "Malmö" finds "malmo". Words match as prefixes through the full-text
 * index on the document (or as `document.query` says); the phrase also matches anywhere in the title through the
 * trigram index, for parts of words. Ranking reads only the short stored title.
 */
export function textSearch(text: string, columns: SearchColumns, document: DocumentMatch = {}): TextSearch | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  // Only letters and digits reach the query text, so it cannot carry tsquery operators or LIKE wildcards.
  const query = sql`to_tsquery('simple'::regconfig, ${unaccented(words.map((word) => `'${word}':*`).join(' & '))})`;
  const phrase = words.join(' ');
  const titleHas = (part: string) => sql`${columns.title} LIKE ${unaccented(`%${part}%`)}`;
  const inDocument = document.alsoMatches
    ? sql`(${document.alsoMatches} OR ${columns.document} @@ ${document.query ?? query})`
    : sql`${columns.document} @@ ${document.query ?? query}`;
  const wordsInTitle = sql.join(
    words.map((word) => sql`(${titleHas(word)})::int`),
    sql` + `,
  );
  const phraseInTitle = titleHas(phrase);
  const rank = sql`((${phraseInTitle})::int * ${words.length + 1} + ${wordsInTitle})`;
  const matches = phrase.length < MIN_PHRASE_FOR_TITLE_MATCH ? inDocument : sql`(${inDocument} OR ${phraseInTitle})`;
  // The phrase in the title outranks any words in it (words.length + 1 > words.length), words in it outrank none.
  const bands: RankBand[] = [
    { where: phraseInTitle, ranked: false },
    ...(words.length > 1 ? [{ where: and(not(phraseInTitle), sql`(${wordsInTitle}) > 0`)!, ranked: true }] : []),
    { where: and(not(phraseInTitle), sql`(${wordsInTitle}) = 0`)!, ranked: false },
  ];
  return { matches, rank, bands };
}

export interface RankedPageOptions {
  table: PgTable;
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  /** Every condition of the list, the search's matches included. */
  where: SQL | undefined;
  search: Pick<TextSearch, 'rank' | 'bands'>;
  /** Ties within a rank: higher first by this number (an expert's recorded appearances), before creation time. */
  tieBreak?: AnyPgColumn;
  /** Ties within a rank: newest first, or oldest first (the admin queues). */
  oldestFirst?: boolean;
  page: PageRequest;
  /** How far past the page's start to count (SEARCH_COUNT_HORIZON). */
  countHorizon?: number;
}

/**
 * The ids of one page of search results, best match first (ties by `tieBreak`, then creation time, then id), and how
 * many match, counted up to SEARCH_COUNT_HORIZON past the page's start. Each rank band reads its rows in that order,
 * which an index gives without sorting (the listing index; for experts, the one on recorded appearances and creation
 * time), and stops after the rows the page can show, so a word in half the rows costs a page, not half the table.
 */
export async function rankedPage(db: Db, options: RankedPageOptions): Promise<{ ids: number[]; count: number }> {
  const { table, id, createdAt, tieBreak, where, search, page } = options;
  const order = options.oldestFirst ? asc : desc;
  const end = page.offset + page.pageSize;
  const [first, second, ...rest] = search.bands.map((band) =>
    db
      .select({
        id,
        rank: sql<number>`${band.rank === undefined ? search.rank : sql`${band.rank}::int`}`.as('rank'),
        tie: sql<number>`${tieBreak ?? sql`0`}`.as('tie'),
        createdAt,
      })
      .from(table)
      .where(and(where, band.where))
      .orderBy(...(band.ranked ? [desc(search.rank)] : []), ...(tieBreak ? [desc(tieBreak)] : []), order(createdAt), order(id))
      .limit(end),
  );
  // By position: 2 is the rank, 3 the tie-break, 4 the creation time, 1 the id.
  const direction = sql.raw(options.oldestFirst ? 'asc' : 'desc');
  const [rows, [counted]] = await Promise.all([
    unionAll(first!, second!, ...rest)
      .orderBy(sql`2 desc`, sql`3 desc`, sql`4 ${direction}`, sql`1 ${direction}`)
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ total: count() }).from(
      db
        .select({ one: sql`1`.as('one') })
        .from(table)
        .where(where)
        .limit(page.offset + (options.countHorizon ?? SEARCH_COUNT_HORIZON))
        .as('counted'),
    ),
  ]);
  return { ids: rows.map((row) => Number(row.id)), count: counted?.total ?? 0 };
}

import { sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { inHeadings, shorterTsquery } from './tsqueryText';

describe('shorterTsquery', () => {
  it.each([
    // Repeats go, the first one stays.
    ["'weekly':* | 'week':* | 'weekly':*", "'week':*"],
    // A prefix covers longer words and their prefixes in the same alternatives.
    ["'psycholog':* | 'psychology' | 'psychologist':* | 'psykolog':*", "'psycholog':* | 'psykolog':*"],
    // A whole word does not cover its prefix form.
    ["'pension' | 'pension':*", "'pension':*"],
    ["'pension' | 'pensions'", "'pension' | 'pensions'"],
    // Each word of two keeps its own alternatives; an alternative is never dropped for a word of another one.
    [
      "( 'mental':* | 'mental':* ) & ( 'health':* | 'health' ) | 'psykisk':* & 'halsa':*",
      "'mental':* & 'health':* | 'psykisk':* & 'halsa':*",
    ],
    // Alternatives of several words count once.
    ["'mental':* & 'health':* | 'mental':* & 'health':* | 'angest':*", "'angest':* | 'mental':* & 'health':*"],
    // Weights must agree.
    ["'history':*AB | 'history':*", "'history':*AB | 'history':*"],
  ])('%s -> %s', (query, shorter) => {
    expect(shorterTsquery(query)).toBe(shorter);
  });

  it('leaves a query with ! or <-> as it was', () => {
    expect(shorterTsquery("'a' <-> 'b' | 'a'")).toBe("'a' <-> 'b' | 'a'");
    expect(shorterTsquery("!'a' | 'a'")).toBe("!'a' | 'a'");
  });
});

describe('inHeadings', () => {
  it('limits every word to weights A and B, prefixes staying prefixes', () => {
    expect(inHeadings("( 'mental':* | 'mentala' ) & 'health':*")).toBe("( 'mental':*AB | 'mentala':AB ) & 'health':*AB");
  });
});

describe('a shorter query on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.destroy());

  it('matches exactly the documents the printed one does', async () => {
    const documents = [
      'Psychologist and author',
      'Psykologen i Malmö',
      'Mental health at work',
      'Psykisk hälsa och arbete',
      'Pensions and savings',
      'Weekend weekly news',
      'Nothing to see',
    ];
    const queries = [
      "'psycholog':* | 'psychology' | 'psychologist':* | 'psykolog':*",
      "( 'mental':* | 'mental':* ) & ( 'health':* | 'health' ) | 'psykisk':* & 'halsa':*",
      "'pension' | 'pension':* | 'savings'",
      "'mental':* & 'health':* | 'mental':* & 'health':* | 'angest':*",
      "'weekly':* | 'week':* | 'weekly':*",
    ];
    for (const query of queries) {
      const result = (await database.database.db.execute(sql`
        SELECT document,
          to_tsvector('simple', podbridge_unaccent(document)) @@ ${query}::tsquery AS printed,
          to_tsvector('simple', podbridge_unaccent(document)) @@ ${shorterTsquery(query)}::tsquery AS shorter
        FROM unnest(ARRAY[${sql.join(
          documents.map((document) => sql`${document}`),
          sql`, `,
        )}]::text[]) AS document
      `)) as unknown as { rows: { document: string; printed: boolean; shorter: boolean }[] };
      for (const row of result.rows) expect({ query, ...row, shorter: row.printed }).toEqual({ query, ...row });
      expect(result.rows.some((row) => row.printed)).toBe(true);
    }
  });
});

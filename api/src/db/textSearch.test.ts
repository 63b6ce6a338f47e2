import { and, desc, eq, sql } from 'drizzle-orm';
import { podcasts, users } from './schema';
import { pageRequest } from '../http/pagination';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { rankedPage, textSearch } from './textSearch';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const [owner] = await t.db
    .insert(users)
    .values({ username: 'searcher', email: 's@example.se', passwordHash: 'x', userType: 'podcaster' })
    .returning({ id: users.id });
  // 90 podcasts in every band of "nordic food": the phrase in the title, one or both words apart in it, the words
  // only in the description; some pending; creation times with ties, so the id breaks them.
  const titles = ['Nordic Food Weekly', 'Food from the North', 'Nordic nights and food', 'Mat och prat', 'Nordisk mat'];
  await t.db.execute(sql`
    INSERT INTO podcasts (owner_id, title, description, approval_status, created_at)
    SELECT ${owner!.id}, (${sql.raw(`ARRAY[${titles.map((title) => `'${title}'`).join(',')}]`)})[1 + g % 5],
           CASE WHEN g % 3 = 0 THEN 'nordic food and more' ELSE 'talk about things' END,
           (CASE WHEN g % 11 = 0 THEN 'pending' ELSE 'approved' END)::approval_status,
           timestamptz '2026-01-01' + (g / 2) * interval '1 hour'
    FROM generate_series(1, 90) g`);
});
afterAll(() => t.close());

const searchFor = (text: string) =>
  textSearch(text, { document: podcasts.searchDocument, title: podcasts.searchTitle })!;

/** Every match in the order one query ranking all of them gives: the order pages must follow. */
async function rankedByOneQuery(text: string): Promise<number[]> {
  const search = searchFor(text);
  const rows = await t.db
    .select({ id: podcasts.id })
    .from(podcasts)
    .where(and(eq(podcasts.isApproved, true), search.matches))
    .orderBy(desc(search.rank), desc(podcasts.createdAt), desc(podcasts.id));
  return rows.map((row) => row.id);
}

async function allPages(text: string, pageSize: number, countHorizon?: number) {
  const search = searchFor(text);
  const ids: number[] = [];
  const counts: number[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const result = await rankedPage(t.db, {
      table: podcasts,
      id: podcasts.id,
      createdAt: podcasts.createdAt,
      where: and(eq(podcasts.isApproved, true), search.matches),
      search,
      page: pageRequest({ page, page_size: pageSize }),
      countHorizon,
    });
    counts.push(result.count);
    if (result.ids.length === 0) break;
    ids.push(...result.ids);
  }
  return { ids, counts };
}

describe('rankedPage', () => {
  it.each(['nordic food', 'food', 'nord', 'mat', 'talk nordic', 'ab'])(
    'pages through "%s" in the order of one ranked query, each match once',
    async (text) => {
      const expected = await rankedByOneQuery(text);
      expect(expected.length).toBeGreaterThan(0);
      const { ids, counts } = await allPages(text, 7);
      expect(ids).toEqual(expected);
      expect(counts[0]).toBe(expected.length);
    },
  );

  it('ranks the phrase in the title first, then words in it, then description-only matches', async () => {
    const { ids } = await allPages('nordic food', 100);
    const rows = await t.db.select({ id: podcasts.id, title: podcasts.title }).from(podcasts);
    const titleOf = new Map(rows.map((row) => [row.id, row.title]));
    const titles = ids.map((id) => titleOf.get(id));
    const firstOther = titles.findIndex((title) => title !== 'Nordic Food Weekly');
    expect(firstOther).toBeGreaterThan(0);
    expect(titles.slice(firstOther)).not.toContain('Nordic Food Weekly');
    expect(titles.at(-1)).toMatch(/^(Mat och prat|Nordisk mat)$/);
  });

  it('counts only up to the horizon past the page, and every match stays reachable', async () => {
    const expected = await rankedByOneQuery('talk');
    expect(expected.length).toBeGreaterThan(30);
    const { ids, counts } = await allPages('talk', 5, 10);
    expect(counts[0]).toBe(10);
    expect(counts[1]).toBe(15);
    expect(counts.at(-1)).toBe(expected.length);
    expect(ids).toEqual(expected);
  });

  it('finds nothing for words nobody used', async () => {
    expect(await allPages('zyxwvu', 12)).toEqual({ ids: [], counts: [0] });
  });
});

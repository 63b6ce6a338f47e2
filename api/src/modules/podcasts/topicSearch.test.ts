import { sql } from 'drizzle-orm';
import { DEMO_PODCASTS } from '../../demo/podcasts';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { loginAs } from '../../testing/users';

// The podcast directory's search on the demo podcasts: topics, word forms and typos, as for experts.
let t: TestApp;

type PageBody = { count: number; results: { title: string }[]; search?: { topics: { name: string }[] } };

const search = async (text: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/podcasts/?search=${encodeURIComponent(text)}` });
  expect(response.statusCode).toBe(200);
  return response.json<PageBody>();
};
const titles = (body: PageBody) => body.results.map((item) => item.title);

beforeAll(async () => {
  t = await buildTestApp();
  const { user } = await loginAs(t, 'podcaster');
  const rows = sql.join(
    DEMO_PODCASTS.map(
      ([title, category, , description]) =>
        sql`(${user.id}, ${title}, ${description}, 'approved'::approval_status, (SELECT id FROM categories WHERE name = ${category}))`,
    ),
    sql`, `,
  );
  await t.db.execute(
    sql`INSERT INTO podcasts (owner_id, title, description, approval_status, category_id) VALUES ${rows}`,
  );
});
afterAll(() => t.close());

describe('topic search in the podcast directory', () => {
  it.each(['psychology', 'psykologi', 'psycholgy'])(
    '%s finds the shows in Psychology and about psychologists',
    async (text) => {
      const found = titles(await search(text));
      expect(found).toEqual(expect.arrayContaining(['Psykologi i vardagen', 'Mind Matters']));
    },
  );

  it('finds a category through its topic and ranks the title above it', async () => {
    const body = await search('pension');
    expect(titles(body)[0]).toBe('Pensionspodden');
    // "pension" is one of Personal Finance's aliases: the topic's other aliases ("budget") are not searched for.
    expect(titles(body)).not.toContain('Marketing Without Budget');
    expect(body.search?.topics.map((topic) => topic.name)).toContain('Personal Finance');
  });

  it('finds word forms in Swedish: "föräldrar" meets "föräldraskap" through the Parenting topic', async () => {
    expect(titles(await search('föräldrar'))).toContain('Föräldrapodden');
  });

  it('answers the plain list unchanged when there is no search', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/podcasts/' });
    expect(response.json<PageBody>().count).toBe(DEMO_PODCASTS.length);
    expect(response.json<PageBody>().search).toBeUndefined();
  });
});

describe('the statistics a search is planned with', () => {
  it('keeps the 10,000 most common words of both directories, so a rare word is not guessed to match thousands', async () => {
    const result = (await t.db.execute(sql`
      SELECT attrelid::regclass::text AS "table", attstattarget::int AS target FROM pg_attribute
      WHERE attname = 'search_document' AND attrelid IN ('podcasts'::regclass, 'expert_profiles'::regclass)
      ORDER BY 1`)) as unknown as { rows: { table: string; target: number }[] };
    expect(result.rows.map((row) => [row.table.replace(/^.*\./, ''), row.target])).toEqual([
      ['expert_profiles', 1000],
      ['podcasts', 1000],
    ]);
  });
});

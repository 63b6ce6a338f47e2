import { expertCategories } from '../../db/schema';
import { addDemoExpert } from '../../demo/seed';
import { DEMO_EXPERTS } from '../../demo/experts';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { loginAs } from '../../testing/users';

// The expert directory's search on the demo directory: the searches a host types, in Swedish and English.
let t: TestApp;

type Summary = { terms: string[]; topics: { name: string; name_sv: string }[]; nearest_topics: { name: string }[] };
type PageBody = { count: number; results: { name: string }[]; search?: Summary };

const search = async (text: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/experts/?search=${encodeURIComponent(text)}` });
  expect(response.statusCode).toBe(200);
  return response.json<PageBody>();
};
const names = (body: PageBody) => body.results.map((item) => item.name);

const PSYCHOLOGISTS = ['Nadia Rahimi', 'Tobias Franzén'];

beforeAll(async () => {
  t = await buildTestApp();
  const { user: admin } = await loginAs(t, 'admin');
  const categoryIds = new Map(
    (await t.db.select().from(expertCategories)).map((category) => [category.name, category.id]),
  );
  const approver = {
    id: admin.id,
    username: admin.username,
    email: admin.email,
    userType: admin.user_type,
    isAdmin: true,
  };
  for (const demo of DEMO_EXPERTS)
    await addDemoExpert({ db: t.db, files: t.app.files }, demo, categoryIds, approver, null);
});
afterAll(() => t.close());

describe('topic search in the expert directory', () => {
  it.each(['psychology', 'psykologi', 'Psykolog', 'psycholgy', 'mental health', 'psykisk hälsa'])(
    '%s finds both demo psychologists',
    async (text) => {
      const body = await search(text);
      expect(names(body)).toEqual(expect.arrayContaining(PSYCHOLOGISTS));
      expect(body.count).toBe(body.results.length);
    },
  );

  it('ranks the psychologists first for "psychology" (category and words above anything else)', async () => {
    const body = await search('psychology');
    expect(names(body).slice(0, 2).sort()).toEqual([...PSYCHOLOGISTS].sort());
    expect(body.search?.topics.map((topic) => topic.name)).toContain('Psychology');
    expect(body.search?.terms).toEqual(expect.arrayContaining(['psychology', 'psykologi']));
  });

  it('finds "pension" as written, in longer words and in other forms', async () => {
    const found = names(await search('pension'));
    // 'Pensions' (expertise), 'Pensionssparande' (talking point) and 'pensioner' (talking point).
    expect(found.slice(0, 2)).toEqual(expect.arrayContaining(['Henrik Ström', 'Oliver Brandt']));
  });

  it('finds English word forms: "historians" meets "History" and "historiker"', async () => {
    expect(names(await search('historians'))).toContain('Gustav Wiberg');
  });

  it('forgives one typo in a longer word and ranks exact words above it', async () => {
    expect(names(await search('vikingatidn'))).toEqual(['Gustav Wiberg']);
    expect(names(await search('fermentring'))).toEqual(['Ylva Hedman']);
  });

  it('does not guess at short words or find anything for nonsense', async () => {
    const body = await search('xqzvw');
    expect(body.count).toBe(0);
    expect(body.search?.nearest_topics.length).toBeGreaterThan(0);
  });

  it('offers the nearest topics when nothing matches', async () => {
    const body = await search('psykiatrii');
    expect(body.count).toBe(0);
    expect(body.search?.nearest_topics.map((topic) => topic.name)).toContain('Psychology');
  });

  it('keeps the typed words out of the query syntax', async () => {
    for (const text of ["psych' | !a:*", '&&&', 'a:* & b', '%_%']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/experts/?search=${encodeURIComponent(text)}` });
      expect(response.statusCode).toBe(200);
    }
  });
});

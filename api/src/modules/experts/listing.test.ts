import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { addExpert, expertCategoryId } from '../../testing/experts';
import { loginAs } from '../../testing/users';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
const ids: Record<string, number> = {};

type Item = { id: number; name: string };
type PageBody = { count: number; next: string | null; previous: string | null; results: Item[] };

const list = async (query: string, headers?: { authorization: string }) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/experts/${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<PageBody>();
};
const names = (body: PageBody) => body.results.map((item) => item.name);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
  const climate = await expertCategoryId(t, 'Climate Science');
  const nutrition = await expertCategoryId(t, 'Nutrition');
  const nordic = await expertCategoryId(t, 'Nordic Culture');
  const experts: [string, string, string, number[]][] = [
    ['Åsa Öberg', 'Klimatforskare i Göteborg.', 'Climate Science, Oceanography', [climate, nordic]],
    ['Björn Ängström', 'Kostrådgivare från Malmö.', 'Nutrition, Fika', [nutrition]],
    ['Karin Svensson', 'Writes about saunas and the Swedish way of life.', 'Nordic Culture', [nordic]],
    ['Göran Climateson', 'Economist.', 'Economics', []],
  ];
  for (const [name, bio, expertise, categories] of experts) {
    const { headers } = await loginAs(t, 'expert');
    const profile = await addExpert(
      t,
      headers,
      { name, bio, expertise, category_ids: categories.join(',') },
      { approvedBy: admin.headers },
    );
    ids[name] = profile.id;
  }
});
afterAll(() => t.close());

describe('GET /api/experts/categories/', () => {
  it('lists at least 50 expert categories alphabetically', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/experts/categories/' });
    expect(response.statusCode).toBe(200);
    const categories = response.json<{ id: number; name: string }[]>();
    expect(categories.length).toBeGreaterThanOrEqual(50);
    expect(Object.keys(categories[0]!)).toEqual(['id', 'name', 'name_sv']);
    expect(categories.find((category) => category.name === 'Mental Health')).toMatchObject({ name_sv: 'Psykisk hälsa' });
    const sorted = [...categories].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
    expect(categories.map((category) => category.name)).toEqual(sorted.map((category) => category.name));
    expect(categories.map((category) => category.name)).toEqual(
      expect.arrayContaining([
        'Artificial Intelligence',
        'Climate Science',
        'Nordic Culture',
        'Venture Capital',
        'Food & Cooking',
      ]),
    );
  });
});

describe('GET /api/experts/', () => {
  it('pages newest first with absolute links', async () => {
    const first = await list('?page_size=2');
    expect(first.count).toBe(4);
    expect(names(first)).toEqual(['Göran Climateson', 'Karin Svensson']);
    expect(first.next).toBe('http://localhost:8000/api/experts/?page_size=2&page=2');
    expect(first.previous).toBeNull();
    const past = await list('?page=5&page_size=2');
    expect(past.results).toEqual([]);
    expect(past.previous).toBe('http://localhost:8000/api/experts/?page=2&page_size=2');
    expect((await t.app.inject({ method: 'GET', url: '/api/experts/?page=0' })).statusCode).toBe(400);
  });

  it.each([
    ['goteborg', ['Åsa Öberg']],
    ['GÖTEBORG', ['Åsa Öberg']],
    ['asa', ['Åsa Öberg']],
    ['ÅSA öberg', ['Åsa Öberg']],
    ['angstrom', ['Björn Ängström']],
    ['malmo', ['Björn Ängström']],
    ['oceanograph', ['Åsa Öberg']],
    ['sauna', ['Karin Svensson']],
    ['nonexistentword', []],
  ])('searches %s case- and accent-insensitively over name, bio and expertise', async (search, expected) => {
    expect(names(await list(`?search=${encodeURIComponent(search)}`))).toEqual(expected);
  });

  it('ranks the exact word in the expertise and category above a name that only starts with it', async () => {
    const body = await list('?search=climate');
    expect(names(body)).toEqual(['Åsa Öberg', 'Göran Climateson']);
    expect(body.count).toBe(2);
  });

  it('filters by category, also with a search', async () => {
    const nordic = await expertCategoryId(t, 'Nordic Culture');
    expect(names(await list(`?category=${nordic}`)).sort()).toEqual(['Karin Svensson', 'Åsa Öberg'].sort());
    expect(names(await list(`?category=${nordic}&search=karin`))).toEqual(['Karin Svensson']);
    expect(names(await list(`?category=${await expertCategoryId(t, 'Law')}`))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/experts/?category=abc' })).statusCode).toBe(400);
  });
});

describe('featured experts', () => {
  it('answers the approved profiles an admin featured, latest featured first, at both paths', async () => {
    const fan = await loginAs(t, 'podcaster');
    await t.app.inject({
      method: 'POST',
      url: `/api/experts/profiles/${ids['Björn Ängström']}/react/`,
      headers: fan.headers,
      payload: { reaction_type: 'like' },
    });
    const { headers } = await loginAs(t, 'expert');
    const pending = await addExpert(t, headers, { name: 'Pending Person' });
    const feature = (id: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin_dashboard/experts/${id}/featured/`,
        headers: admin.headers,
        payload: { featured: true },
      });
    expect((await feature(ids['Åsa Öberg']!)).statusCode).toBe(200);
    expect((await feature(ids['Karin Svensson']!)).statusCode).toBe(200);
    expect((await feature(pending.id)).json()).toEqual({
      code: 'conflict',
      detail: 'Only a published expert profile can be featured.',
    });
    for (const url of ['/api/experts/featured/', '/api/experts/profiles/featured/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const featured = response.json<(Item & { is_featured: boolean })[]>();
      expect(featured.map((item) => item.name)).toEqual(['Karin Svensson', 'Åsa Öberg']);
      expect(featured.every((item) => item.is_featured)).toBe(true);
    }
  });
});

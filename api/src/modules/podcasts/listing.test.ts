import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { addPodcast, categoryId, podcasterWithProfile } from '../../testing/podcasts';
import { loginAs } from '../../testing/users';
import { errorFields } from '../../testing/errors';

let t: TestApp;
let owner: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
  owner = await podcasterWithProfile(t);
});
afterAll(() => t.close());

const list = async (query: string, headers?: { authorization: string }) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/podcasts/${query}`, headers });
  return response;
};
const titlesOf = (response: { json: () => { results: { title: string }[] } }) =>
  response.json().results.map((podcast) => podcast.title);

describe('GET /api/podcasts/categories/', () => {
  it('lists at least 50 seeded categories sorted by name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/podcasts/categories/' });
    const names: string[] = response.json().map((category: { name: string }) => category.name);
    expect(names.length).toBeGreaterThanOrEqual(50);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toEqual(expect.arrayContaining(['Business', 'True Crime', 'Local News (Sweden)']));
    expect(response.json()[0]).toEqual({ id: expect.any(Number), name: expect.any(String), name_sv: expect.any(String) });
  });
});

describe('pagination', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 5; i += 1) {
      await addPodcast(
        t,
        owner.headers,
        { title: `Avsnitt ${i}`, category_id: await categoryId(t, 'History') },
        { approvedBy: admin.headers },
      );
    }
  });

  it('pages newest first with absolute next and previous links', async () => {
    const response = await list('?page=2&page_size=2&category=' + (await categoryId(t, 'History')));
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.count).toBe(5);
    expect(titlesOf(response)).toEqual(['Avsnitt 3', 'Avsnitt 2']);
    expect(page.next).toMatch(/^http:\/\/localhost:8000\/api\/podcasts\/\?.*page=3/);
    expect(page.previous).toMatch(/^http:\/\/localhost:8000\/api\/podcasts\/\?.*page=1/);
    expect(page.next).toContain('page_size=2');
  });

  it('answers a page past the end with no results, the count and a way back', async () => {
    const page = (await list(`?page=9&page_size=2&category=${await categoryId(t, 'History')}`)).json();
    expect(page).toMatchObject({ count: 5, next: null, results: [] });
    expect(page.previous).toContain('page=3');
  });

  it.each(['?page=0', '?page=-1', '?page=abc', '?page_size=0'])('rejects %s', async (query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(errorFields(response.json())).toEqual([query.includes('size') ? 'page_size' : 'page']);
  });

  it('clamps page_size to 100', async () => {
    for (let i = 0; i < 100; i += 1)
      await addPodcast(t, owner.headers, { title: `Bulk ${i}` }, { approvedBy: admin.headers });
    const page = (await list('?page_size=1000')).json();
    expect(page.results).toHaveLength(100);
    expect(page.count).toBeGreaterThan(100);
    expect(page.next).toContain('page=2');
  });

  it('rejects a non-numeric category and finds nothing for an unknown one', async () => {
    expect((await list('?category=music')).statusCode).toBe(400);
    expect((await list('?category=999999')).json()).toMatchObject({ count: 0, results: [] });
  });
});

describe('search', () => {
  beforeAll(async () => {
    const food = await categoryId(t, 'Food');
    await addPodcast(
      t,
      owner.headers,
      { title: 'Källarsnack', description: 'Vin och ost i Malmö.', category_id: food },
      { approvedBy: admin.headers },
    );
    await addPodcast(
      t,
      owner.headers,
      { title: 'Ostbågen', description: 'Om källare, vin och kanelbullar.' },
      { approvedBy: admin.headers },
    );
    await addPodcast(
      t,
      owner.headers,
      { title: 'MALMO CALLING', description: 'Nightlife in the south.' },
      { approvedBy: admin.headers },
    );
    await addPodcast(t, owner.headers, { title: 'Hemlig källare', description: 'Not approved yet.' });
  });

  it('ignores accents and case both ways', async () => {
    expect(titlesOf(await list('?search=kallar'))).toEqual(expect.arrayContaining(['Källarsnack', 'Ostbågen']));
    expect(titlesOf(await list('?search=KÄLLARE'))).toEqual(expect.arrayContaining(['Ostbågen']));
    expect(titlesOf(await list('?search=Malmo'))).toEqual(expect.arrayContaining(['Källarsnack', 'MALMO CALLING']));
    expect(titlesOf(await list('?search=malmö'))).toEqual(expect.arrayContaining(['Källarsnack', 'MALMO CALLING']));
  });

  it('ranks title matches before description-only matches', async () => {
    expect(titlesOf(await list('?search=källar'))).toEqual(['Källarsnack', 'Ostbågen']);
    expect(titlesOf(await list('?search=malmo'))[0]).toBe('MALMO CALLING');
  });

  it('finds parts of words inside titles', async () => {
    expect(titlesOf(await list('?search=arsnack'))).toEqual(['Källarsnack']);
  });

  it('combines search with the category filter and respects visibility', async () => {
    expect(titlesOf(await list(`?search=vin&category=${await categoryId(t, 'Food')}`))).toEqual(['Källarsnack']);
    expect(titlesOf(await list('?search=hemlig'))).toEqual([]);
    expect(titlesOf(await list('?search=hemlig', owner.headers))).toEqual(['Hemlig källare']);
  });

  it('treats text without letters or digits as no search, and counts matches', async () => {
    expect((await list('?search=%25%27%3B--')).json().count).toBeGreaterThan(100);
    expect((await list('?search=malmo')).json().count).toBe(2);
  });
});

describe('GET /api/podcasts/featured/', () => {
  it('shows the approved podcasts an admin featured, latest featured first, at most 8', async () => {
    const feature = (id: number, featured = true) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin_dashboard/podcasts/${id}/featured/`,
        headers: admin.headers,
        payload: { featured },
      });
    const ids: number[] = [];
    for (let index = 0; index < 9; index += 1) {
      ids.push((await addPodcast(t, owner.headers, { title: `Featured ${index}` }, { approvedBy: admin.headers })).id);
    }
    const notFeatured = await addPodcast(
      t,
      owner.headers,
      { title: 'Liked, not featured' },
      { approvedBy: admin.headers },
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/podcasts/${notFeatured.id}/like/`,
      headers: (await loginAs(t, 'listener')).headers,
    });
    for (const id of ids) expect((await feature(id)).statusCode).toBe(200);

    const featured = (await t.app.inject({ method: 'GET', url: '/api/podcasts/featured/' })).json<
      { id: number; is_featured: boolean }[]
    >();
    expect(featured.map((podcast) => podcast.id)).toEqual([...ids].reverse().slice(0, 8));
    expect(featured.every((podcast) => podcast.is_featured)).toBe(true);

    await feature(ids[8]!, false);
    const after = (await t.app.inject({ method: 'GET', url: '/api/podcasts/featured/' })).json<{ id: number }[]>();
    expect(after.map((podcast) => podcast.id)).toEqual([...ids].reverse().slice(1, 9));
  });
});

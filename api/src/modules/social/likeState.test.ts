import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { addExpert } from '../../testing/experts';
import { addPodcast, podcasterWithProfile } from '../../testing/podcasts';
import { loginAs } from '../../testing/users';

type Headers = { authorization: string };
interface Item {
  id: number;
  likes_count: number;
  current_user_liked: boolean;
}

let t: TestApp;
let fan: Awaited<ReturnType<typeof loginAs>>;
const liked = { podcast: 0, expert: 0 };
const other = { podcast: 0, expert: 0 };
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await loginAs(t, 'admin');
  const owner = await podcasterWithProfile(t);
  fan = await loginAs(t, 'listener');
  liked.podcast = (await addPodcast(t, owner.headers, { title: 'Liked show' }, { approvedBy: admin.headers })).id;
  other.podcast = (await addPodcast(t, owner.headers, { title: 'Other show' }, { approvedBy: admin.headers })).id;
  for (const key of ['expert', 'other'] as const) {
    const { headers } = await loginAs(t, 'expert');
    const { id } = await addExpert(t, headers, {}, { approvedBy: admin.headers });
    if (key === 'expert') liked.expert = id;
    else other.expert = id;
  }
  // The featured lists show what an admin featured: all four.
  for (const [area, ids] of [
    ['podcasts', [liked.podcast, other.podcast]],
    ['experts', [liked.expert, other.expert]],
  ] as const) {
    for (const id of ids) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin_dashboard/${area}/${id}/featured/`,
        headers: admin.headers,
        payload: { featured: true },
      });
    }
  }
  await t.app.inject({ method: 'POST', url: `/api/podcasts/${liked.podcast}/like/`, headers: fan.headers });
  await t.app.inject({ method: 'POST', url: `/api/experts/profiles/${liked.expert}/react/`, headers: fan.headers });
});
afterAll(() => t.close());

const get = async (url: string, headers?: Headers) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.json<unknown>();
};
const byId = (items: Item[], id: number) => items.find((item) => item.id === id);

describe.each([
  ['podcast', '/api/podcasts/', '/api/podcasts/featured/', (id: number) => `/api/podcasts/${id}/`],
  ['expert', '/api/experts/', '/api/experts/featured/', (id: number) => `/api/experts/profiles/${id}/`],
] as const)('the %s like state in lists', (kind, listUrl, featuredUrl, detailUrl) => {
  it('shows a signed-in viewer which items they like, beside the count', async () => {
    for (const items of [
      ((await get(listUrl, fan.headers)) as { results: Item[] }).results,
      (await get(featuredUrl, fan.headers)) as Item[],
    ]) {
      expect(byId(items, liked[kind])).toMatchObject({ likes_count: 1, current_user_liked: true });
      expect(byId(items, other[kind])).toMatchObject({ likes_count: 0, current_user_liked: false });
    }
    expect(await get(detailUrl(liked[kind]), fan.headers)).toMatchObject({ current_user_liked: true });
    expect(await get(detailUrl(other[kind]), fan.headers)).toMatchObject({ current_user_liked: false });
  });

  it('shows an anonymous viewer no like of their own', async () => {
    for (const items of [((await get(listUrl)) as { results: Item[] }).results, (await get(featuredUrl)) as Item[]]) {
      expect(byId(items, liked[kind])).toMatchObject({ likes_count: 1, current_user_liked: false });
    }
    expect(await get(detailUrl(liked[kind]))).toMatchObject({ likes_count: 1, current_user_liked: false });
  });

  it('shows the featured list to a visitor whose token went stale, as to an anonymous one', async () => {
    const items = (await get(featuredUrl, { authorization: 'Bearer not-a-token' })) as Item[];
    expect(byId(items, liked[kind])).toMatchObject({ current_user_liked: false });
  });
});

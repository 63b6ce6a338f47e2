import { eq } from 'drizzle-orm';
import { savedItems } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { expertWithProfile } from '../../testing/experts';
import { addPodcast, podcasterWithProfile } from '../../testing/podcasts';
import { loginAs } from '../../testing/users';
import { errorFields } from '../../testing/errors';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
type Headers = { authorization: string } | undefined;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
});

afterAll(() => t.close());

const save = (url: string, headers: Headers, saved = true) =>
  t.app.inject({ method: 'PUT', url, headers, payload: { saved } });
const savedList = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/saved/', headers })).json<{
    count: number;
    results: {
      type: string;
      podcast: { id: number; current_user_saved: boolean } | null;
      expert: { id: number } | null;
    }[];
  }>();

describe('saved items', () => {
  it('saves podcasts and experts, lists them latest first, and shows the saved state on the items', async () => {
    const listener = await loginAs(t, 'listener');
    const owner = await podcasterWithProfile(t);
    const podcast = await addPodcast(t, owner.headers, { title: 'Saved show' }, { approvedBy: admin.headers });
    const expert = await expertWithProfile(t, { name: 'Saved Expert' }, { approvedBy: admin.headers });

    expect((await save(`/api/podcasts/${podcast.id}/save/`, listener.headers)).json()).toEqual({ saved: true });
    expect((await save(`/api/podcasts/${podcast.id}/save/`, listener.headers)).statusCode).toBe(200);
    expect((await save(`/api/experts/profiles/${expert.profile.id}/save/`, listener.headers)).statusCode).toBe(200);

    const list = await savedList(listener.headers);
    expect(list.count).toBe(2);
    expect(list.results.map((item) => [item.type, item.podcast?.id ?? item.expert?.id])).toEqual([
      ['expert', expert.profile.id],
      ['podcast', podcast.id],
    ]);
    expect(list.results[1]!.podcast!.current_user_saved).toBe(true);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/podcasts/${podcast.id}/`,
      headers: listener.headers,
    });
    expect(detail.json()).toMatchObject({ current_user_saved: true });
    const asOwner = await t.app.inject({ method: 'GET', url: `/api/podcasts/${podcast.id}/`, headers: owner.headers });
    expect(asOwner.json()).toMatchObject({ current_user_saved: false });

    expect((await save(`/api/podcasts/${podcast.id}/save/`, listener.headers, false)).json()).toEqual({ saved: false });
    expect((await savedList(listener.headers)).results.map((item) => item.type)).toEqual(['expert']);
  });

  it('drops an unpublished item from the list (back once published again) and a deleted one for good', async () => {
    const listener = await loginAs(t, 'listener');
    const owner = await podcasterWithProfile(t);
    const podcast = await addPodcast(t, owner.headers, {}, { approvedBy: admin.headers });
    await save(`/api/podcasts/${podcast.id}/save/`, listener.headers);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin_dashboard/podcasts/${podcast.id}/unpublish/`,
      headers: admin.headers,
      payload: { reason: 'Off topic' },
    });
    expect((await savedList(listener.headers)).count).toBe(0);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin_dashboard/podcasts/${podcast.id}/republish/`,
      headers: admin.headers,
    });
    expect((await savedList(listener.headers)).count).toBe(1);
    await t.app.inject({ method: 'DELETE', url: `/api/podcasts/${podcast.id}/`, headers: owner.headers });
    expect((await savedList(listener.headers)).count).toBe(0);
    expect(await t.db.select().from(savedItems).where(eq(savedItems.targetId, podcast.id))).toEqual([]);
  });

  it("refuses anonymous visitors, items the user cannot see, and bad bodies; a user's list is their own", async () => {
    const listener = await loginAs(t, 'listener');
    const other = await loginAs(t, 'expert');
    const owner = await podcasterWithProfile(t);
    const pending = await addPodcast(t, owner.headers);
    expect((await save(`/api/podcasts/${pending.id}/save/`, undefined)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/saved/' })).statusCode).toBe(401);
    expect((await save(`/api/podcasts/${pending.id}/save/`, listener.headers)).statusCode).toBe(404);
    expect((await save('/api/podcasts/999999/save/', listener.headers)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/podcasts/${pending.id}/save/`,
      headers: listener.headers,
      payload: { saved: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad.json())).toEqual(['saved']);
    expect(await t.db.select().from(savedItems).where(eq(savedItems.userId, listener.user.id))).toEqual([]);

    const published = await addPodcast(t, owner.headers, {}, { approvedBy: admin.headers });
    await save(`/api/podcasts/${published.id}/save/`, listener.headers);
    expect((await savedList(other.headers)).count).toBe(0);
  });
});

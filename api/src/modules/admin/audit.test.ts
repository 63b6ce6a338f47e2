import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { addPodcast, podcasterWithProfile } from '../../testing/podcasts';
import { loginAs } from '../../testing/users';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(() => t.close());

describe('GET /api/admin_dashboard/actions/', () => {
  it('lists who did what to which item and why, newest first, filtered by admin and by item', async () => {
    const first = await loginAs(t, 'admin');
    const second = await loginAs(t, 'admin');
    const owner = await podcasterWithProfile(t);
    const podcast = await addPodcast(t, owner.headers, { title: 'Audited' });
    const other = await addPodcast(t, owner.headers, { title: 'Other' }, { approvedBy: first.headers });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin_dashboard/podcasts/${podcast.id}/reject/`,
      headers: first.headers,
      payload: { reason: 'Too thin.' },
    });
    await t.app.inject({ method: 'POST', url: `/api/podcasts/${podcast.id}/approve/`, headers: second.headers });
    const list = async (query = '') =>
      (
        await t.app.inject({ method: 'GET', url: `/api/admin_dashboard/actions/${query}`, headers: first.headers })
      ).json<{
        count: number;
        results: {
          action: string;
          admin: { id: number | null; username: string };
          target_id: number;
          target_label: string;
          reason: string | null;
        }[];
      }>();

    const all = await list();
    expect(all.count).toBe(3);
    expect(all.results.map((entry) => entry.action)).toEqual(['approve', 'reject', 'approve']);
    expect(all.results[1]).toMatchObject({
      admin: { id: first.user.id, username: first.user.username },
      target_type: 'podcast',
      target_id: podcast.id,
      target_label: 'Audited',
      reason: 'Too thin.',
      created_at: expect.any(String),
    });
    expect((await list(`?admin=${second.user.id}`)).results.map((entry) => entry.target_id)).toEqual([podcast.id]);
    expect((await list(`?target_type=podcast&target_id=${other.id}`)).results.map((entry) => entry.action)).toEqual([
      'approve',
    ]);
    expect((await list('?target_type=expert')).count).toBe(0);

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin_dashboard/actions/?target_type=planet',
      headers: first.headers,
    });
    expect(bad.statusCode).toBe(400);
    const admins = await t.app.inject({ method: 'GET', url: '/api/admin_dashboard/admins/', headers: first.headers });
    expect(admins.json<{ id: number }[]>().map((admin) => admin.id)).toEqual(
      expect.arrayContaining([first.user.id, second.user.id]),
    );
  });
});

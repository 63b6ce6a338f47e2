import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { expertWithProfile } from '../../testing/experts';
import { addPodcast, podcasterWithProfile } from '../../testing/podcasts';
import { loginAs } from '../../testing/users';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(() => t.close());

const STATS = '/api/admin_dashboard/stats/';

describe('GET /api/admin_dashboard/stats/', () => {
  it('counts users, podcasts and experts, the pending ones as the pending lists show them', async () => {
    const admin = await loginAs(t, 'admin');
    const before = (await t.app.inject({ method: 'GET', url: STATS, headers: admin.headers })).json();

    const podcaster = await podcasterWithProfile(t);
    const approved = await addPodcast(t, podcaster.headers, { title: 'Approved show' });
    await addPodcast(t, podcaster.headers, { title: 'Waiting show' });
    await t.app.inject({ method: 'POST', url: `/api/podcasts/${approved.id}/approve/`, headers: admin.headers });
    await expertWithProfile(t, {}, { approvedBy: admin.headers });
    await expertWithProfile(t);
    await loginAs(t, 'listener');

    const response = await t.app.inject({ method: 'GET', url: STATS, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats).toEqual({
      total_users: before.total_users + 4,
      total_podcasts: before.total_podcasts + 2,
      total_experts: before.total_experts + 2,
      pending_experts: before.pending_experts + 1,
      pending_podcasts: before.pending_podcasts + 1,
      open_reports: before.open_reports,
      failed_emails: before.failed_emails,
    });
    const pendingExperts = await t.app.inject({ method: 'GET', url: '/api/experts/pending/', headers: admin.headers });
    const pendingPodcasts = await t.app.inject({
      method: 'GET',
      url: '/api/podcasts/pending/',
      headers: admin.headers,
    });
    expect(stats.pending_experts).toBe(pendingExperts.json().length);
    expect(stats.pending_podcasts).toBe(pendingPodcasts.json().length);
  });

  it('refuses anonymous visitors (401) and every non-admin (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: STATS })).statusCode).toBe(401);
    for (const role of ['podcaster', 'expert', 'listener'] as const) {
      const { headers } = await loginAs(t, role);
      const response = await t.app.inject({ method: 'GET', url: STATS, headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'permission_denied',
        detail: 'You do not have permission to perform this action.',
      });
    }
  });
});

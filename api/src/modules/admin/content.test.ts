import { eq } from 'drizzle-orm';
import { adminActions, expertProfiles, podcasts } from '../../db/schema';
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

const REASON = 'The description promises episodes that are not there.';
const act = (method: 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url: `/api/admin_dashboard${url}`, headers, ...(payload ? { payload } : {}) });
const storedPodcast = async (id: number) => (await t.db.select().from(podcasts).where(eq(podcasts.id, id)))[0]!;
const storedExpert = async (id: number) =>
  (await t.db.select().from(expertProfiles).where(eq(expertProfiles.id, id)))[0]!;
const trailOf = (type: 'podcast' | 'expert', id: number) =>
  t.db
    .select()
    .from(adminActions)
    .where(eq(adminActions.targetId, id))
    .then((rows) => rows.filter((row) => row.targetType === type));

describe('rejecting a podcast with a reason', () => {
  it('rejects a pending podcast, shows the reason to its owner and admins only, mails it, and records it', async () => {
    const owner = await podcasterWithProfile(t);
    const { id } = await addPodcast(t, owner.headers, { title: 'Deep Sea' });
    const response = await act('POST', `/podcasts/${id}/reject/`, admin.headers, { reason: `  ${REASON} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      detail: 'Podcast rejected',
      podcast: { id, approval_status: 'rejected', is_approved: false, review_reason: REASON },
    });

    const asOwner = await t.app.inject({ method: 'GET', url: `/api/podcasts/${id}/`, headers: owner.headers });
    expect(asOwner.json()).toMatchObject({ approval_status: 'rejected', review_reason: REASON });
    expect((await t.app.inject({ method: 'GET', url: `/api/podcasts/${id}/` })).statusCode).toBe(404);
    const pending = await t.app.inject({ method: 'GET', url: '/api/podcasts/pending/', headers: admin.headers });
    expect(pending.json<{ id: number }[]>().map((podcast) => podcast.id)).not.toContain(id);

    await t.runJobs();

    const mail = t.mail.messages.filter((message) => message.to === owner.user.email).at(-1)!;
    expect(mail.subject).toBe('Your podcast "Deep Sea" was not approved');
    expect(mail.text).toContain(`Reason: ${REASON}`);
    expect(mail.link).toBe(`${t.app.config.publicWebUrl}/podcasts/${id}`);

    const [entry] = await trailOf('podcast', id);
    expect(entry).toMatchObject({ adminId: admin.user.id, action: 'reject', targetLabel: 'Deep Sea', reason: REASON });
  });

  it('sends an edited podcast back to the pending queue, with the reason kept for the admin', async () => {
    const owner = await podcasterWithProfile(t);
    const { id } = await addPodcast(t, owner.headers);
    await act('POST', `/podcasts/${id}/reject/`, admin.headers, { reason: REASON });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/podcasts/${id}/`,
      headers: owner.headers,
      payload: { description: 'Now with episodes.' },
    });
    expect(edited.json()).toMatchObject({ approval_status: 'pending', review_reason: REASON });
    const pending = await t.app.inject({ method: 'GET', url: '/api/podcasts/pending/', headers: admin.headers });
    expect(pending.json<{ id: number }[]>().map((podcast) => podcast.id)).toContain(id);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/podcasts/${id}/approve/`,
      headers: admin.headers,
    });
    expect(approved.json()).toMatchObject({ podcast: { approval_status: 'approved', review_reason: null } });
  });

  it('asks for a reason, and rejects only pending podcasts', async () => {
    const owner = await podcasterWithProfile(t);
    const { id } = await addPodcast(t, owner.headers, {}, { approvedBy: admin.headers });
    const blank = await act('POST', `/podcasts/${id}/reject/`, admin.headers, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      field_codes: { reason: ['invalid'] },
      reason: ['Write the reason the owner will see.'],
    });
    const missing = await act('POST', `/podcasts/${id}/reject/`, admin.headers, {});
    expect(missing.statusCode).toBe(400);
    const tooLong = await act('POST', `/podcasts/${id}/reject/`, admin.headers, { reason: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    const published = await act('POST', `/podcasts/${id}/reject/`, admin.headers, { reason: REASON });
    expect(published.statusCode).toBe(409);
    expect(published.json()).toEqual({ code: 'conflict', detail: 'Only a pending podcast can be rejected.' });
    expect((await storedPodcast(id)).approvalStatus).toBe('approved');
    expect(await trailOf('podcast', id)).toHaveLength(1);
    expect((await act('POST', '/podcasts/999999/reject/', admin.headers, { reason: REASON })).statusCode).toBe(404);
  });
});

describe('unpublishing and publishing again', () => {
  it('takes an expert profile out of the directory and off the featured list, then publishes it again', async () => {
    const owner = await expertWithProfile(t, { name: 'Tove Ek' }, { approvedBy: admin.headers });
    const id = owner.profile.id;
    await act('PUT', `/experts/${id}/featured/`, admin.headers, { featured: true });
    const response = await act('POST', `/experts/${id}/unpublish/`, admin.headers, { reason: 'Shop links only.' });
    expect(response.json()).toMatchObject({
      detail: 'Expert profile unpublished',
      profile: { id, approval_status: 'unpublished', is_featured: false, review_reason: 'Shop links only.' },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/experts/profiles/${id}/` })).statusCode).toBe(404);
    const featured = await t.app.inject({ method: 'GET', url: '/api/experts/featured/' });
    expect(featured.json<{ id: number }[]>().map((expert) => expert.id)).not.toContain(id);
    const asOwner = await t.app.inject({ method: 'GET', url: `/api/experts/profiles/${id}/`, headers: owner.headers });
    expect(asOwner.json()).toMatchObject({ approval_status: 'unpublished', review_reason: 'Shop links only.' });
    await t.runJobs();
    const mail = t.mail.messages.filter((message) => message.to === owner.user.email).at(-1)!;
    expect(mail.subject).toBe('Your expert profile "Tove Ek" was unpublished');

    expect((await act('POST', `/experts/${id}/unpublish/`, admin.headers, { reason: 'Again' })).statusCode).toBe(409);
    const again = await act('POST', `/experts/${id}/republish/`, admin.headers);
    expect(again.json()).toMatchObject({
      detail: 'Expert profile published again',
      profile: { approval_status: 'approved', review_reason: null },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/experts/profiles/${id}/` })).statusCode).toBe(200);
    expect((await act('POST', `/experts/${id}/republish/`, admin.headers)).statusCode).toBe(409);
    expect((await trailOf('expert', id)).map((row) => row.action)).toEqual([
      'approve',
      'feature',
      'unpublish',
      'republish',
    ]);
  });

  it('sends an unpublished podcast back to review when its owner edits it', async () => {
    const owner = await podcasterWithProfile(t);
    const { id } = await addPodcast(t, owner.headers, {}, { approvedBy: admin.headers });
    await act('POST', `/podcasts/${id}/unpublish/`, admin.headers, { reason: 'Wrong link.' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/podcasts/${id}/`,
      headers: owner.headers,
      payload: { link: 'https://example.se/show' },
    });
    expect((await storedPodcast(id)).approvalStatus).toBe('pending');
  });
});

describe('featuring', () => {
  it('features only published items, is idempotent, and records each real change once', async () => {
    const owner = await podcasterWithProfile(t);
    const pending = await addPodcast(t, owner.headers);
    expect((await act('PUT', `/podcasts/${pending.id}/featured/`, admin.headers, { featured: true })).json()).toEqual({
      code: 'conflict',
      detail: 'Only a published podcast can be featured.',
    });
    const { id } = await addPodcast(t, owner.headers, {}, { approvedBy: admin.headers });
    for (let i = 0; i < 2; i += 1) {
      const response = await act('PUT', `/podcasts/${id}/featured/`, admin.headers, { featured: true });
      expect(response.json()).toMatchObject({ detail: 'Podcast featured', podcast: { is_featured: true } });
    }
    const off = await act('PUT', `/podcasts/${id}/featured/`, admin.headers, { featured: false });
    expect(off.json()).toMatchObject({ detail: 'Podcast no longer featured', podcast: { is_featured: false } });
    expect((await trailOf('podcast', id)).map((row) => row.action)).toEqual(['approve', 'feature', 'unfeature']);
    const bad = await act('PUT', `/podcasts/${id}/featured/`, admin.headers, { featured: 'sure' });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad.json())).toEqual(['featured']);
  });
});

describe('queues', () => {
  it('pages and searches each review state, pending oldest first and the others newest first', async () => {
    const owner = await podcasterWithProfile(t);
    const first = await addPodcast(t, owner.headers, { title: 'Queue Alpha Fjäll' });
    const second = await addPodcast(t, owner.headers, { title: 'Queue Beta Fjäll' });
    const published = await addPodcast(t, owner.headers, { title: 'Queue Gamma Fjäll' }, { approvedBy: admin.headers });
    const list = async (query: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/admin_dashboard/podcasts/?${query}`, headers: admin.headers })
      ).json<{
        count: number;
        next: string | null;
        results: { id: number }[];
      }>();
    const pending = await list('search=fjall&page_size=1');
    expect(pending.count).toBe(2);
    expect(pending.results.map((podcast) => podcast.id)).toEqual([first.id]);
    expect(pending.next).toContain('page=2');
    expect((await list('search=fjall&page_size=1&page=2')).results.map((podcast) => podcast.id)).toEqual([second.id]);
    expect((await list('status=approved&search=fjall')).results.map((podcast) => podcast.id)).toEqual([published.id]);
    expect((await list('status=approved&featured=true&search=fjall')).count).toBe(0);

    const experts = await t.app.inject({
      method: 'GET',
      url: '/api/admin_dashboard/experts/?status=rejected',
      headers: admin.headers,
    });
    expect(experts.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin_dashboard/podcasts/?status=gone',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad.json())).toEqual(['status']);
  });
});

describe('permissions', () => {
  it('refuses anonymous visitors (401), podcasters, experts, listeners and the owner (403), and changes nothing', async () => {
    const owner = await podcasterWithProfile(t);
    const { id } = await addPodcast(t, owner.headers, { title: 'Guarded' });
    const expertOwner = await expertWithProfile(t, {}, { approvedBy: admin.headers });
    const attempts: ['POST' | 'PUT', string, object | undefined][] = [
      ['POST', `/podcasts/${id}/reject/`, { reason: REASON }],
      ['POST', `/podcasts/${id}/unpublish/`, { reason: REASON }],
      ['POST', `/podcasts/${id}/republish/`, undefined],
      ['PUT', `/podcasts/${id}/featured/`, { featured: true }],
      ['POST', `/experts/${expertOwner.profile.id}/unpublish/`, { reason: REASON }],
      ['PUT', `/experts/${expertOwner.profile.id}/featured/`, { featured: true }],
    ];
    const outsiders: [Headers, number][] = [
      [undefined, 401],
      [owner.headers, 403],
      [expertOwner.headers, 403],
    ];
    for (const role of ['podcaster', 'expert', 'listener'] as const)
      outsiders.push([(await loginAs(t, role)).headers, 403]);
    for (const [headers, status] of outsiders) {
      for (const [method, url, payload] of attempts) {
        expect((await act(method, url, headers, payload)).statusCode).toBe(status);
      }
      for (const url of ['/podcasts/', '/experts/', '/actions/', '/admins/']) {
        expect((await t.app.inject({ method: 'GET', url: `/api/admin_dashboard${url}`, headers })).statusCode).toBe(
          status,
        );
      }
    }
    expect(await storedPodcast(id)).toMatchObject({ approvalStatus: 'pending', reviewReason: null, featuredAt: null });
    expect(await storedExpert(expertOwner.profile.id)).toMatchObject({ approvalStatus: 'approved', featuredAt: null });
    expect(await trailOf('podcast', id)).toEqual([]);
  });
});

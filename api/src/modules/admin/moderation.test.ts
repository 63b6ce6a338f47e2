import { and, eq } from 'drizzle-orm';
import { adminActions, comments, jobs, podcasts } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { fieldMessages } from '../../testing/errors';
import { expertWithProfile } from '../../testing/experts';
import { addPodcast, podcasterWithProfile } from '../../testing/podcasts';
import { loginAs } from '../../testing/users';
import { MODERATION_EMAIL_JOB } from './moderationMail';

// One moderation shape for podcasts, expert profiles and comments: each item an admin sees carries its state and
// the actions allowed from it, one route takes any of them, and the owner's email goes through the job queue.
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
type Headers = { authorization: string };
interface Moderation {
  state: string;
  reason: string | null;
  featured: boolean;
  actions: string[];
}

const moderateAs = (headers: Headers | undefined, type: string, id: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin_dashboard/moderation/${type}/${id}/`,
    ...(headers ? { headers } : {}),
    payload,
  });
const queueItem = async (area: 'podcasts' | 'experts', id: number, status: string) => {
  const page = await t.app.inject({
    method: 'GET',
    url: `/api/admin_dashboard/${area}/?status=${status}&page_size=100`,
    headers: admin.headers,
  });
  return page.json<{ results: { id: number; moderation?: Moderation }[] }>().results.find((item) => item.id === id);
};
const mailsTo = (email: string) => t.mail.messages.filter((message) => message.to === email.toLowerCase());
const trailOf = (type: 'podcast' | 'expert' | 'comment', id: number) =>
  t.db
    .select({ action: adminActions.action, reason: adminActions.reason })
    .from(adminActions)
    .where(and(eq(adminActions.targetType, type), eq(adminActions.targetId, id)));

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

describe('the moderation of a queue item', () => {
  it("sends each item's allowed actions, and takes exactly those through one route", async () => {
    const owner = await podcasterWithProfile(t);
    const { id } = await addPodcast(t, owner.headers, { title: 'Hjärnkoll' });
    expect((await queueItem('podcasts', id, 'pending'))?.moderation).toEqual({
      state: 'pending',
      reason: null,
      featured: false,
      actions: ['approve', 'reject'],
    });

    // An action the state does not allow is refused with the rules' reason; one the type does not know is a field error.
    expect((await moderateAs(admin.headers, 'podcast', id, { action: 'unpublish', reason: 'x' })).statusCode).toBe(409);
    const unknown = await moderateAs(admin.headers, 'podcast', id, { action: 'hide', reason: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(fieldMessages(unknown.json())).toEqual({ action: ['A podcast has no action "hide".'] });

    const approved = await moderateAs(admin.headers, 'podcast', id, { action: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({
      detail: 'Podcast approved successfully',
      type: 'podcast',
      id,
      moderation: { state: 'approved', reason: null, featured: false, actions: ['feature', 'unpublish'] },
    });
    expect((await moderateAs(admin.headers, 'podcast', id, { action: 'feature' })).json()).toMatchObject({
      moderation: { featured: true, actions: ['unfeature', 'unpublish'] },
    });
    expect((await queueItem('podcasts', id, 'approved'))?.moderation?.actions).toEqual(['unfeature', 'unpublish']);

    const unpublished = await moderateAs(admin.headers, 'podcast', id, { action: 'unpublish', reason: ' Links to a shop only. ' });
    expect(unpublished.json()).toMatchObject({
      detail: 'Podcast unpublished',
      moderation: { state: 'unpublished', reason: 'Links to a shop only.', featured: false, actions: ['republish'] },
    });
    expect((await moderateAs(admin.headers, 'podcast', id, { action: 'republish' })).json<{ moderation: Moderation }>().moderation)
      .toMatchObject({ state: 'approved', reason: null });
    expect((await trailOf('podcast', id)).map((entry) => entry.action)).toEqual(['approve', 'feature', 'unpublish', 'republish']);
  });

  it('asks for the reason the owner reads, and a refused action changes nothing', async () => {
    const { profile } = await expertWithProfile(t);
    for (const reason of [undefined, '   ']) {
      const response = await moderateAs(admin.headers, 'expert', profile.id, { action: 'reject', ...(reason === undefined ? {} : { reason }) });
      expect(response.statusCode).toBe(400);
      expect(fieldMessages(response.json())).toEqual({ reason: ['Write the reason the owner will see.'] });
    }
    expect((await queueItem('experts', profile.id, 'pending'))?.moderation?.state).toBe('pending');
    const rejected = await moderateAs(admin.headers, 'expert', profile.id, { action: 'reject', reason: 'No bio yet.' });
    expect(rejected.json()).toMatchObject({
      detail: 'Expert profile rejected successfully',
      moderation: { state: 'rejected', reason: 'No bio yet.', actions: ['approve'] },
    });
  });

  it('is for admins only: everyone else is refused and nothing changes', async () => {
    const owner = await podcasterWithProfile(t);
    const { id } = await addPodcast(t, owner.headers);
    const member = await loginAs(t, 'expert');
    expect((await moderateAs(undefined, 'podcast', id, { action: 'approve' })).statusCode).toBe(401);
    for (const headers of [owner.headers, member.headers]) {
      expect((await moderateAs(headers, 'podcast', id, { action: 'approve' })).statusCode).toBe(403);
    }
    const [row] = await t.db.select({ status: podcasts.approvalStatus }).from(podcasts).where(eq(podcasts.id, id));
    expect(row?.status).toBe('pending');
    expect(await trailOf('podcast', id)).toEqual([]);
    // Public and owner views carry no moderation: it is the admins'.
    const asOwner = await t.app.inject({ method: 'GET', url: `/api/podcasts/${id}/`, headers: owner.headers });
    expect(asOwner.json()).not.toHaveProperty('moderation');
    expect((await moderateAs(admin.headers, 'podcast', 2147483647, { action: 'approve' })).statusCode).toBe(404);
    expect((await moderateAs(admin.headers, 'magazine', id, { action: 'approve' })).statusCode).toBe(400);
  });
});

describe('the moderation of a comment', () => {
  it("offers hide on a member's comment and restore once hidden, never on the admin's own", async () => {
    const owner = await podcasterWithProfile(t);
    const podcast = await addPodcast(t, owner.headers, {}, { approvedBy: admin.headers });
    const author = await loginAs(t, 'expert');
    const post = (headers: Headers, content: string) =>
      t.app.inject({ method: 'POST', url: `/api/podcasts/${podcast.id}/comments/`, headers, payload: { content } });
    const theirs = (await post(author.headers, 'Great show!')).json<{ id: number }>();
    const mine = (await post(admin.headers, 'Welcome, everyone.')).json<{ id: number; moderation: Moderation }>();
    expect(mine.moderation.actions).toEqual([]);
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/podcasts/${podcast.id}/comments/`, headers: admin.headers }))
        .json<{ id: number; moderation: Moderation }[]>();
    expect((await list()).find((comment) => comment.id === theirs.id)?.moderation).toEqual({
      state: 'visible',
      reason: null,
      featured: false,
      actions: ['hide'],
    });
    const asMember = await t.app.inject({ method: 'GET', url: `/api/podcasts/${podcast.id}/comments/`, headers: author.headers });
    expect(asMember.json<object[]>()[0]).not.toHaveProperty('moderation');

    const own = await moderateAs(admin.headers, 'comment', mine.id, { action: 'hide', reason: 'Mine.' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'own_comment' });
    expect((await t.db.select().from(comments).where(eq(comments.id, mine.id)))[0]?.hiddenAt).toBeNull();

    const noReason = await moderateAs(admin.headers, 'comment', theirs.id, { action: 'hide' });
    expect(fieldMessages(noReason.json())).toEqual({ reason: ['Write the reason the author will see.'] });
    const hidden = await moderateAs(admin.headers, 'comment', theirs.id, { action: 'hide', reason: 'Spam.' });
    expect(hidden.json()).toEqual({
      detail: 'Comment hidden',
      type: 'comment',
      id: theirs.id,
      moderation: { state: 'hidden', reason: 'Spam.', featured: false, actions: ['restore'] },
    });
    expect((await list()).find((comment) => comment.id === theirs.id)?.moderation.actions).toEqual(['restore']);
    const again = await moderateAs(admin.headers, 'comment', theirs.id, { action: 'hide', reason: 'Spam.' });
    expect(again.json()).toMatchObject({ code: 'already_hidden' });
    expect((await moderateAs(admin.headers, 'comment', theirs.id, { action: 'restore' })).json()).toMatchObject({
      moderation: { state: 'visible', reason: null, actions: ['hide'] },
    });
    expect((await trailOf('comment', theirs.id)).map((entry) => entry.action)).toEqual(['hide_comment', 'restore_comment']);
  });
});

describe('moderation emails', () => {
  it('go through the job queue: a failed send is retried and the owner gets the email once', async () => {
    const owner = await podcasterWithProfile(t);
    const { id } = await addPodcast(t, owner.headers, { title: 'Vardagsfilosofi' });
    await t.runJobs(); // the earlier tests' emails: the failure below is this one's
    const before = mailsTo(owner.user.email).length;
    const failing = jest.spyOn(t.mail, 'send').mockRejectedValueOnce(new Error('SMTP server unreachable'));
    try {
      // The admin's action stands whatever the mail server does.
      const rejected = await moderateAs(admin.headers, 'podcast', id, { action: 'reject', reason: 'No episodes yet.' });
      expect(rejected.statusCode).toBe(200);
      const queued = await t.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, MODERATION_EMAIL_JOB));
      expect(queued.map((job) => job.payload)).toContainEqual(
        expect.objectContaining({ about: 'review', outcome: 'rejected', label: 'Vardagsfilosofi', reason: 'No episodes yet.' }),
      );
      expect(mailsTo(owner.user.email)).toHaveLength(before);

      const first = await t.runJobs();
      expect(first.failed).toBeGreaterThanOrEqual(1);
      expect(mailsTo(owner.user.email)).toHaveLength(before);
      // The retry comes a minute after the failure.
      await t.runJobs(new Date(Date.now() + 2 * 60_000));
      const received = mailsTo(owner.user.email).slice(before);
      expect(received.map((mail) => mail.subject)).toEqual(['Your podcast "Vardagsfilosofi" was not approved']);
      await t.runJobs(new Date(Date.now() + 10 * 60_000));
      expect(mailsTo(owner.user.email).slice(before)).toHaveLength(1);
    } finally {
      failing.mockRestore();
    }
  });
});

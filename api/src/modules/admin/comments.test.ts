import { and, eq } from 'drizzle-orm';
import { adminActions, comments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { expertWithProfile } from '../../testing/experts';
import { addPodcast, podcasterWithProfile } from '../../testing/podcasts';
import { loginAs } from '../../testing/users';

// Comment moderation: an admin hides someone's comment with a reason (reversible), in the audit trail, and its
// author is told; the replies of a hidden comment are hidden with it.
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
type Headers = { authorization: string };
type Listed = { id: number; content: string; hidden: { reason: string } | null; replies?: Listed[] };

const post = (url: string, headers: Headers | undefined, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });
const hide = (id: number, headers: Headers, reason: unknown = 'Insults another member.') =>
  post(`/api/admin_dashboard/comments/${id}/hide/`, headers, { reason });
const restore = (id: number, headers: Headers) => post(`/api/admin_dashboard/comments/${id}/restore/`, headers);
const stored = async (id: number) => (await t.db.select().from(comments).where(eq(comments.id, id)))[0];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

/** A published podcast with a comment by one member and a reply by another. */
async function discussedPodcast() {
  const owner = await podcasterWithProfile(t);
  const podcast = await addPodcast(t, owner.headers, {}, { approvedBy: admin.headers });
  const author = await loginAs(t, 'expert');
  const replier = await loginAs(t, 'podcaster');
  const comment = (await post(`/api/podcasts/${podcast.id}/comments/`, author.headers, { content: 'You are all fools.' })).json<{ id: number }>();
  const reply = (await post(`/api/podcasts/${podcast.id}/comments/`, replier.headers, { content: 'Be kind.', parent: comment.id })).json<{ id: number }>();
  return { podcast, author, replier, comment, reply };
}

const listed = async (podcastId: number, headers?: Headers) =>
  (await t.app.inject({ method: 'GET', url: `/api/podcasts/${podcastId}/comments/`, ...(headers ? { headers } : {}) })).json<Listed[]>();
const commentsCount = async (podcastId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/podcasts/${podcastId}/` })).json<{ comments_count: number }>().comments_count;

describe('hiding a comment', () => {
  it('takes it and its replies out of every list and count, audits it and tells its author why; restoring brings them back', async () => {
    const { podcast, author, replier, comment } = await discussedPodcast();
    expect(await commentsCount(podcast.id)).toBe(2);
    const mailsBefore = t.mail.messages.length;

    const hidden = await hide(comment.id, admin.headers);
    expect(hidden.statusCode).toBe(200);
    expect(await listed(podcast.id)).toEqual([]);
    expect(await listed(podcast.id, replier.headers)).toEqual([]);
    expect(await commentsCount(podcast.id)).toBe(0);
    // Admins still see it, marked, with its reply.
    const seenByAdmin = await listed(podcast.id, admin.headers);
    expect(seenByAdmin).toMatchObject([{ id: comment.id, hidden: { reason: 'Insults another member.' }, replies: [{ content: 'Be kind.', hidden: null }] }]);

    const [entry] = await t.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetType, 'comment'), eq(adminActions.targetId, comment.id)));
    expect(entry).toMatchObject({ action: 'hide_comment', adminId: admin.user.id, targetLabel: 'You are all fools.', reason: 'Insults another member.' });
    await t.runJobs();
    const mail = t.mail.messages.slice(mailsBefore).find((message) => message.to === author.user.email);
    expect(mail?.subject).toBe('An admin hid your comment on PodBridge');
    expect(mail?.text).toContain('Reason: Insults another member.');
    expect(mail?.link).toBe(`${t.app.config.publicWebUrl}/podcasts/${podcast.id}`);

    // Nobody replies to what nobody can read.
    const reply = await post(`/api/podcasts/${podcast.id}/comments/`, replier.headers, { content: 'Hello?', parent: comment.id });
    expect(reply.statusCode).toBe(400);
    expect((await hide(comment.id, admin.headers)).statusCode).toBe(409);

    expect((await restore(comment.id, admin.headers)).statusCode).toBe(200);
    expect((await listed(podcast.id)).map((item) => item.id)).toEqual([comment.id]);
    expect(await commentsCount(podcast.id)).toBe(2);
    expect(await stored(comment.id)).toMatchObject({ hiddenAt: null, hiddenReason: null });
    expect(await t.db.$count(adminActions, and(eq(adminActions.action, 'restore_comment'), eq(adminActions.targetId, comment.id)))).toBe(1);
    expect((await restore(comment.id, admin.headers)).statusCode).toBe(409);
  });

  it('works the same on an expert profile', async () => {
    const expert = await expertWithProfile(t, {}, { approvedBy: admin.headers });
    const member = await loginAs(t, 'podcaster');
    const comment = (await post(`/api/experts/profiles/${expert.profile.id}/add_comment/`, member.headers, { content: 'Spam spam spam.' })).json<{ id: number }>();
    expect((await hide(comment.id, admin.headers, 'Advertising.')).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: `/api/experts/profiles/${expert.profile.id}/comments/` });
    expect(list.json()).toEqual([]);
  });

  it('is for admins only, needs a reason, and a refused request changes nothing', async () => {
    const { podcast, author, replier, comment } = await discussedPodcast();
    for (const headers of [author.headers, replier.headers]) {
      expect((await hide(comment.id, headers)).statusCode).toBe(403);
    }
    expect((await post(`/api/admin_dashboard/comments/${comment.id}/hide/`, undefined, { reason: 'x' })).statusCode).toBe(401);
    const noReason = await hide(comment.id, admin.headers, '   ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ reason: ['Write the reason the author will see.'] });
    expect((await hide(999999, admin.headers)).statusCode).toBe(404);
    expect(await stored(comment.id)).toMatchObject({ hiddenAt: null });
    expect(await t.db.$count(adminActions, eq(adminActions.targetId, comment.id))).toBe(0);
    expect((await listed(podcast.id)).map((item) => item.id)).toEqual([comment.id]);
  });

  it("no longer lets an admin delete someone else's comment without a trace; its author still deletes their own", async () => {
    const { podcast, author, comment, reply } = await discussedPodcast();
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/podcasts/${podcast.id}/comments/${reply.id}/`, headers: admin.headers });
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toMatchObject({ code: 'hide_instead' });
    expect(await stored(reply.id)).toBeDefined();
    const own = await t.app.inject({ method: 'DELETE', url: `/api/podcasts/${podcast.id}/comments/${comment.id}/`, headers: author.headers });
    expect(own.statusCode).toBe(204);
    expect(await stored(comment.id)).toBeUndefined();
  });
});

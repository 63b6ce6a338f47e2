import { and, count, eq } from 'drizzle-orm';
import { reactions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { addPodcast, podcasterWithProfile } from '../../testing/podcasts';
import { loginAs } from '../../testing/users';
import { errorFields } from '../../testing/errors';

let t: TestApp;
let owner: Awaited<ReturnType<typeof loginAs>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let podcastId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
  owner = await podcasterWithProfile(t);
  podcastId = (await addPodcast(t, owner.headers, {}, { approvedBy: admin.headers })).id;
});
afterAll(() => t.close());

type Headers = { authorization: string };
const like = (id: number, headers?: Headers, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/podcasts/${id}/like/`, headers, payload });
const likes = (id: number, headers?: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/podcasts/${id}/likes/`, headers });
const comment = (id: number, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/podcasts/${id}/comments/`, headers, payload });
const commentsOf = (id: number) => t.app.inject({ method: 'GET', url: `/api/podcasts/${id}/comments/` });

describe('likes', () => {
  it('toggles a like and reports the state', async () => {
    const fan = await loginAs(t, 'expert');
    expect((await likes(podcastId)).json()).toEqual({ current_user_liked: false, likes_count: 0 });
    expect((await like(podcastId, fan.headers, { reaction_type: 'like' })).json()).toEqual({
      status: 'liked',
      likes_count: 1,
    });
    expect((await likes(podcastId, fan.headers)).json()).toEqual({ current_user_liked: true, likes_count: 1 });
    expect((await likes(podcastId)).json()).toEqual({ current_user_liked: false, likes_count: 1 });
    expect((await t.app.inject({ method: 'GET', url: `/api/podcasts/${podcastId}/` })).json().likes_count).toBe(1);
    expect((await like(podcastId, fan.headers)).json()).toEqual({ status: 'unliked', likes_count: 0 });
  });

  it('refuses other reaction types, anonymous likes and pending podcasts of others', async () => {
    const fan = await loginAs(t, 'listener');
    const response = await like(podcastId, fan.headers, { reaction_type: 'love' });
    expect(response.statusCode).toBe(400);
    expect(errorFields(response.json())).toEqual(['reaction_type']);
    expect((await like(podcastId)).statusCode).toBe(401);
    const pending = await addPodcast(t, owner.headers);
    expect((await like(pending.id, fan.headers)).statusCode).toBe(404);
    expect((await likes(pending.id)).statusCode).toBe(404);
  });

  it('keeps likes_count equal to the rows under 50 concurrent toggles by 50 users', async () => {
    const { id } = await addPodcast(t, owner.headers, {}, { approvedBy: admin.headers });
    const fans = await Promise.all(Array.from({ length: 50 }, () => loginAs(t, 'listener')));
    const responses = await Promise.all(fans.map((fan) => like(id, fan.headers)));
    expect(responses.every((response) => response.json().status === 'liked')).toBe(true);
    const [rows] = await t.db
      .select({ total: count() })
      .from(reactions)
      .where(and(eq(reactions.targetType, 'podcast'), eq(reactions.targetId, id)));
    expect(rows?.total).toBe(50);
    expect((await likes(id)).json().likes_count).toBe(50);
  });
});

describe('comments', () => {
  it('adds comments and replies, listed oldest first with replies nested', async () => {
    const { id } = await addPodcast(t, owner.headers, {}, { approvedBy: admin.headers });
    const fan = await loginAs(t, 'expert');
    const first = await comment(id, fan.headers, { content: '  Fantastiskt avsnitt!  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      content: 'Fantastiskt avsnitt!',
      parent: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      user: { id: fan.user.id, username: fan.user.username, display_name: fan.user.username, picture: null },
      hidden: null,
      replies: [],
    });
    const second = await comment(id, owner.headers, { content: '<script>alert(1)</script>' });
    const reply = await comment(id, owner.headers, { content: 'Tack!', parent: first.json().id });
    expect(reply.json()).toMatchObject({ parent: first.json().id, content: 'Tack!' });
    expect(reply.json().replies).toBeUndefined();

    const listed = (await commentsOf(id)).json();
    expect(listed.map((c: { id: number }) => c.id)).toEqual([first.json().id, second.json().id]);
    expect(listed[0].replies.map((c: { content: string }) => c.content)).toEqual(['Tack!']);
    expect(listed[1].content).toBe('<script>alert(1)</script>');
    expect((await t.app.inject({ method: 'GET', url: `/api/podcasts/${id}/` })).json().comments_count).toBe(3);
  });

  it.each([
    [{ content: '   ' }, 'content'],
    [{ content: 'x'.repeat(2001) }, 'content'],
    [{}, 'content'],
  ])('rejects %j', async (payload, field) => {
    const response = await comment(podcastId, owner.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(errorFields(response.json())).toEqual([field]);
  });

  it('accepts exactly 2000 characters', async () => {
    expect((await comment(podcastId, owner.headers, { content: 'x'.repeat(2000) })).statusCode).toBe(201);
  });

  it("rejects a reply to another podcast's comment or to a reply", async () => {
    const other = await addPodcast(t, owner.headers, {}, { approvedBy: admin.headers });
    const elsewhere = await comment(other.id, owner.headers, { content: 'Elsewhere' });
    const response = await comment(podcastId, owner.headers, { content: 'Reply', parent: elsewhere.json().id });
    expect(response.statusCode).toBe(400);
    expect(errorFields(response.json())).toEqual(['parent']);
    const reply = await comment(other.id, owner.headers, { content: 'Reply', parent: elsewhere.json().id });
    expect((await comment(other.id, owner.headers, { content: 'Deeper', parent: reply.json().id })).statusCode).toBe(
      400,
    );
  });

  it('lets only the author edit and delete (with its replies); an admin is refused', async () => {
    const author = await loginAs(t, 'expert');
    const stranger = await loginAs(t, 'podcaster');
    const top = (await comment(podcastId, author.headers, { content: 'Original' })).json();
    await comment(podcastId, stranger.headers, { content: 'A reply', parent: top.id });
    const url = `/api/podcasts/${podcastId}/comments/${top.id}/`;

    for (const headers of [stranger.headers, admin.headers]) {
      const refused = await t.app.inject({ method: 'PUT', url, headers, payload: { content: 'Changed' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'permission_denied',
        detail: 'You do not have permission to perform this action.',
      });
    }
    expect((await t.app.inject({ method: 'DELETE', url, headers: stranger.headers })).statusCode).toBe(403);
    const edited = await t.app.inject({
      method: 'PUT',
      url,
      headers: author.headers,
      payload: { content: ' Edited ' },
    });
    expect(edited.json()).toMatchObject({ content: 'Edited', replies: [{ content: 'A reply' }] });
    const blank = await t.app.inject({ method: 'PUT', url, headers: author.headers, payload: { content: ' ' } });
    expect(blank.statusCode).toBe(400);

    const other = await addPodcast(t, owner.headers, {}, { approvedBy: admin.headers });
    const wrongPodcast = `/api/podcasts/${other.id}/comments/${top.id}/`;
    expect(
      (await t.app.inject({ method: 'PUT', url: wrongPodcast, headers: author.headers, payload: { content: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: wrongPodcast, headers: author.headers })).statusCode).toBe(404);

    // An admin hides someone's comment with a reason instead (admin/comments.test.ts); the author deletes it.
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url, headers: author.headers })).statusCode).toBe(204);
    const remaining = (await commentsOf(podcastId)).json().map((c: { id: number }) => c.id);
    expect(remaining).not.toContain(top.id);
    expect(JSON.stringify((await commentsOf(podcastId)).json())).not.toContain('A reply');
  });

  it('refuses anonymous comments and hides comments of pending podcasts', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/podcasts/${podcastId}/comments/`,
      payload: { content: 'Hi' },
    });
    expect(response.statusCode).toBe(401);
    const pending = await addPodcast(t, owner.headers);
    expect((await commentsOf(pending.id)).statusCode).toBe(404);
    expect((await comment(pending.id, owner.headers, { content: 'My own' })).statusCode).toBe(201);
  });
});

import { eq } from 'drizzle-orm';
import { comments } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { expertWithProfile } from '../../testing/experts';
import { loginAs } from '../../testing/users';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

type Headers = { authorization: string } | undefined;
const react = (id: number, headers: Headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/experts/profiles/${id}/react/`,
    headers,
    payload: { reaction_type: 'like' },
  });
const addComment = (id: number, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/experts/profiles/${id}/add_comment/`, headers, payload });
const editComment = (id: number, headers: Headers, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/experts/profiles/${id}/edit_comment/`, headers, payload });
const storedComment = async (id: number) => (await t.db.select().from(comments).where(eq(comments.id, id)))[0];

describe('reactions', () => {
  it("toggles a like and lists reactions as a plain list with reaction_type 'like'", async () => {
    const { profile } = await expertWithProfile(t, {}, { approvedBy: admin.headers });
    const fan = await loginAs(t, 'podcaster');
    const empty = await t.app.inject({ method: 'GET', url: `/api/experts/profiles/${profile.id}/reactions/` });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    const added = await react(profile.id, fan.headers);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ status: 'reaction added', likes_count: 1 });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/experts/profiles/${profile.id}/reactions/`,
      headers: fan.headers,
    });
    expect(listed.json()).toEqual([
      {
        id: expect.any(Number),
        reaction_type: 'like',
        user: { id: fan.user.id, username: fan.user.username, display_name: fan.user.username, picture: null },
        created_at: expect.any(String),
      },
    ]);
    const detail = await t.app.inject({ method: 'GET', url: `/api/experts/profiles/${profile.id}/` });
    expect(detail.json()).toMatchObject({ likes_count: 1 });

    const removed = await react(profile.id, fan.headers);
    expect(removed.json()).toEqual({ status: 'reaction removed', likes_count: 0 });
    const noBody = await t.app.inject({
      method: 'POST',
      url: `/api/experts/profiles/${profile.id}/react/`,
      headers: fan.headers,
    });
    expect(noBody.json()).toEqual({ status: 'reaction added', likes_count: 1 });
  });

  it('refuses anonymous reactions, unknown types and hidden profiles', async () => {
    const { profile } = await expertWithProfile(t, {}, { approvedBy: admin.headers });
    expect((await react(profile.id, undefined)).statusCode).toBe(401);
    const fan = await loginAs(t, 'listener');
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/experts/profiles/${profile.id}/react/`,
      headers: fan.headers,
      payload: { reaction_type: 'love' },
    });
    expect(bad.statusCode).toBe(400);
    const pending = await expertWithProfile(t);
    expect((await react(pending.profile.id, fan.headers)).statusCode).toBe(404);
    expect((await react(999999, fan.headers)).statusCode).toBe(404);
  });
});

describe('comments', () => {
  it('adds, lists, replies to, edits and deletes comments', async () => {
    const { profile } = await expertWithProfile(t, {}, { approvedBy: admin.headers });
    const author = await loginAs(t, 'podcaster');
    const added = await addComment(profile.id, author.headers, { content: '  Mycket kunnig!  ' });
    expect(added.statusCode).toBe(201);
    const comment = added.json<{ id: number }>();
    expect(comment).toEqual({
      id: expect.any(Number),
      content: 'Mycket kunnig!',
      parent: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      user: { id: author.user.id, username: author.user.username, display_name: author.user.username, picture: null },
      hidden: null,
      replies: [],
    });
    const reply = await addComment(profile.id, admin.headers, { content: 'Håller med.', parent: comment.id });
    expect(reply.statusCode).toBe(201);

    const listed = await t.app.inject({ method: 'GET', url: `/api/experts/profiles/${profile.id}/comments/` });
    expect(listed.json()).toEqual([
      expect.objectContaining({ id: comment.id, replies: [expect.objectContaining({ content: 'Håller med.' })] }),
    ]);
    const detail = await t.app.inject({ method: 'GET', url: `/api/experts/profiles/${profile.id}/` });
    expect(detail.json()).toMatchObject({ comments_count: 2 });

    const edited = await editComment(profile.id, author.headers, { comment_id: comment.id, content: 'Ändrad.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: comment.id, content: 'Ändrad.' });

    const viaQuery = await t.app.inject({
      method: 'DELETE',
      url: `/api/experts/profiles/${profile.id}/delete_comment/?comment_id=${reply.json<{ id: number }>().id}`,
      headers: admin.headers,
    });
    expect(viaQuery.statusCode).toBe(204);
    const viaBody = await t.app.inject({
      method: 'DELETE',
      url: `/api/experts/profiles/${profile.id}/delete_comment/`,
      headers: author.headers,
      payload: { comment_id: comment.id },
    });
    expect(viaBody.statusCode).toBe(204);
    expect(await storedComment(comment.id)).toBeUndefined();
  });

  it("refuses another user's comment id and one of another profile, changing nothing", async () => {
    const first = await expertWithProfile(t, {}, { approvedBy: admin.headers });
    const second = await expertWithProfile(t, {}, { approvedBy: admin.headers });
    const author = await loginAs(t, 'podcaster');
    const stranger = await loginAs(t, 'expert');
    const comment = (await addComment(first.profile.id, author.headers, { content: 'Original' })).json<{
      id: number;
    }>();
    const before = await storedComment(comment.id);

    const otherUsersEdit = await editComment(first.profile.id, stranger.headers, {
      comment_id: comment.id,
      content: 'Hacked',
    });
    expect(otherUsersEdit.statusCode).toBe(403);
    const otherUsersDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/experts/profiles/${first.profile.id}/delete_comment/`,
      headers: stranger.headers,
      payload: { comment_id: comment.id },
    });
    expect(otherUsersDelete.statusCode).toBe(403);
    expect(
      (await editComment(first.profile.id, admin.headers, { comment_id: comment.id, content: 'Admin edit' }))
        .statusCode,
    ).toBe(403);

    const otherProfileEdit = await editComment(second.profile.id, author.headers, {
      comment_id: comment.id,
      content: 'Moved',
    });
    expect(otherProfileEdit.statusCode).toBe(404);
    const otherProfileDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/experts/profiles/${second.profile.id}/delete_comment/?comment_id=${comment.id}`,
      headers: author.headers,
    });
    expect(otherProfileDelete.statusCode).toBe(404);
    const replyElsewhere = await addComment(second.profile.id, author.headers, {
      content: 'Reply',
      parent: comment.id,
    });
    expect(replyElsewhere.statusCode).toBe(400);
    expect(await storedComment(comment.id)).toEqual(before);
  });

  it('rejects blank content, a missing comment id and anonymous writers', async () => {
    const { profile } = await expertWithProfile(t, {}, { approvedBy: admin.headers });
    const author = await loginAs(t, 'podcaster');
    const blank = await addComment(profile.id, author.headers, { content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ field_codes: { content: ['blank'] }, content: ['This field may not be blank.'] });
    expect((await addComment(profile.id, undefined, { content: 'Hej' })).statusCode).toBe(401);
    const missingId = await t.app.inject({
      method: 'DELETE',
      url: `/api/experts/profiles/${profile.id}/delete_comment/`,
      headers: author.headers,
    });
    expect(missingId.statusCode).toBe(400);
    expect(missingId.json()).toEqual({
      field_codes: { comment_id: ['invalid'] },
      comment_id: ['This field is required.'],
    });
    const editMissing = await editComment(profile.id, author.headers, { content: 'x' });
    expect(editMissing.json()).toEqual({
      field_codes: { comment_id: ['required'] },
      comment_id: ['This field is required.'],
    });
    expect((await editComment(profile.id, author.headers, { comment_id: 999999, content: 'x' })).statusCode).toBe(404);
  });

  it('hides comments of a profile the viewer cannot see', async () => {
    const { profile, headers } = await expertWithProfile(t);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/experts/profiles/${profile.id}/comments/` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/experts/profiles/${profile.id}/comments/`, headers })).statusCode,
    ).toBe(200);
    const other = await loginAs(t, 'podcaster');
    expect((await addComment(profile.id, other.headers, { content: 'Hej' })).statusCode).toBe(404);
  });
});

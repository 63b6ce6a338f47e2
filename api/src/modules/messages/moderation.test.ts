import { and, eq, sql } from 'drizzle-orm';
import { messageReports, userBlocks, userMessages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { loginAs } from '../../testing/users';
import { TOO_MANY_CONVERSATIONS, WAIT_FOR_ANSWER } from './sending';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof loginAs>>;

const send = (from: Session, receiverId: number, content = 'Hej!') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user_messages/',
    headers: from.headers,
    payload: { receiver_id: receiverId, content },
  });
const sentBy = async (sender: Session) =>
  t.db.select().from(userMessages).where(eq(userMessages.senderId, sender.user.id));
const blocksOf = (blocker: Session) => t.db.select().from(userBlocks).where(eq(userBlocks.blockerId, blocker.user.id));

describe('limits against spam', () => {
  it('allows 3 messages before the other side answers, then answers 429 and stores nothing', async () => {
    const [anna, lars] = [await loginAs(t, 'podcaster'), await loginAs(t, 'expert')];
    for (let i = 0; i < 3; i += 1) expect((await send(anna, lars.user.id)).statusCode).toBe(201);
    const fourth = await send(anna, lars.user.id, 'Hallå?');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ code: 'wait_for_answer', detail: WAIT_FOR_ANSWER });
    expect(await sentBy(anna)).toHaveLength(3);

    expect((await send(lars, anna.user.id, 'Hej, förlåt!')).statusCode).toBe(201);
    for (let i = 0; i < 4; i += 1) expect((await send(anna, lars.user.id)).statusCode).toBe(201);
  });

  it('allows 20 new conversations in 24 hours, then 429 for a new one while existing ones go on', async () => {
    const sender = await loginAs(t, 'podcaster');
    const receivers: Session[] = [];
    for (let i = 0; i < 21; i += 1) receivers.push(await loginAs(t, 'expert'));
    for (const receiver of receivers.slice(0, 20)) expect((await send(sender, receiver.user.id)).statusCode).toBe(201);

    const twentyFirst = await send(sender, receivers[20]!.user.id);
    expect(twentyFirst.statusCode).toBe(429);
    expect(twentyFirst.json()).toEqual({ code: 'too_many_conversations', detail: TOO_MANY_CONVERSATIONS });
    expect(await sentBy(sender)).toHaveLength(20);
    // A further message into a conversation already started is not a new conversation.
    expect((await send(sender, receivers[0]!.user.id)).statusCode).toBe(201);

    // A day later the oldest conversation no longer counts.
    await t.db
      .update(userMessages)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(userMessages.senderId, sender.user.id), eq(userMessages.receiverId, receivers[0]!.user.id)));
    expect((await send(sender, receivers[20]!.user.id)).statusCode).toBe(201);
  });
});

describe('blocks', () => {
  const block = (by: Session, userId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user_messages/blocks/',
      headers: by.headers,
      payload: { user_id: userId },
    });
  const unblock = (by: Session, userId: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/user_messages/blocks/${userId}/`, headers: by.headers });
  const conversations = (of: Session) =>
    t.app
      .inject({ method: 'GET', url: '/api/user_messages/conversations/', headers: of.headers })
      .then((r) => r.json());
  const chat = (of: Session, userId: number) =>
    t.app
      .inject({ method: 'GET', url: `/api/user_messages/chat_with_user/?user_id=${userId}`, headers: of.headers })
      .then((r) => r.json());

  it("accepts a blocked sender's messages but never shows them to the blocker", async () => {
    const [lars, spammer] = [await loginAs(t, 'expert'), await loginAs(t, 'podcaster')];
    const blocked = await block(lars, spammer.user.id);
    expect(blocked.statusCode).toBe(201);
    expect(blocked.json()).toEqual({
      user: {
        id: spammer.user.id,
        username: spammer.user.username,
        display_name: spammer.user.username,
        picture: null,
        user_type: 'podcaster',
      },
      created_at: expect.any(String),
    });
    const sent = await send(spammer, lars.user.id, 'Köp nu!');
    expect(sent.statusCode).toBe(201);

    expect(await conversations(lars)).toEqual([]);
    expect(await chat(lars, spammer.user.id)).toMatchObject({ messages: [], is_blocked: true });
    // The sender sees their message as sent, as with anybody else.
    expect((await chat(spammer, lars.user.id)).messages).toEqual([expect.objectContaining({ content: 'Köp nu!' })]);
    expect(await conversations(spammer)).toEqual([expect.objectContaining({ id: lars.user.id })]);
    const list = await t.app.inject({ method: 'GET', url: '/api/user_messages/blocks/', headers: lars.headers });
    expect(list.json()).toEqual([expect.objectContaining({ user: expect.objectContaining({ id: spammer.user.id }) })]);

    expect((await unblock(lars, spammer.user.id)).statusCode).toBe(204);
    expect(await blocksOf(lars)).toHaveLength(0);
    await send(spammer, lars.user.id, 'Hej igen');
    expect((await chat(lars, spammer.user.id)).messages.map((m: { content: string }) => m.content)).toEqual([
      'Hej igen',
    ]);
  });

  it('refuses blocking yourself, nobody, twice over or anonymously, and unblocking someone not blocked', async () => {
    const lars = await loginAs(t, 'expert');
    const other = await loginAs(t, 'listener');
    const self = await block(lars, lars.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ field_codes: { user_id: ['invalid'] }, user_id: ['You cannot message yourself.'] });
    expect((await block(lars, 2147483000)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user_messages/blocks/',
      payload: { user_id: other.user.id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await unblock(lars, other.user.id)).statusCode).toBe(404);
    expect(await blocksOf(lars)).toHaveLength(0);

    expect((await block(lars, other.user.id)).statusCode).toBe(201);
    expect((await block(lars, other.user.id)).statusCode).toBe(201);
    expect(await blocksOf(lars)).toHaveLength(1);
  });
});

describe('POST /api/user_messages/{id}/report/', () => {
  const report = (by: Session | null, messageId: number, reason: unknown = 'Spam om kryptovaluta') =>
    t.app.inject({
      method: 'POST',
      url: `/api/user_messages/${messageId}/report/`,
      headers: by?.headers,
      payload: { reason },
    });
  const reportsOf = (messageId: number) =>
    t.db.select().from(messageReports).where(eq(messageReports.messageId, messageId));

  it("stores the receiver's report for the admins, once", async () => {
    const [lars, anna] = [await loginAs(t, 'expert'), await loginAs(t, 'podcaster')];
    const message = (await send(anna, lars.user.id, 'Obehagligt')).json<{ id: number }>();
    const response = await report(lars, message.id, '  Trakasserier  ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      message_id: message.id,
      reason: 'Trakasserier',
      created_at: expect.any(String),
    });
    expect(await reportsOf(message.id)).toEqual([
      expect.objectContaining({ reporterId: lars.user.id, reason: 'Trakasserier', resolvedAt: null }),
    ]);
    expect((await report(lars, message.id, 'Igen')).json()).toMatchObject({ reason: 'Trakasserier' });
    expect(await reportsOf(message.id)).toHaveLength(1);
  });

  it('is 404 for anybody but the receiver, admins included, and for a withheld message; 400 without a reason', async () => {
    const [lars, anna, third, admin] = [
      await loginAs(t, 'expert'),
      await loginAs(t, 'podcaster'),
      await loginAs(t, 'listener'),
      await loginAs(t, 'admin'),
    ];
    const message = (await send(anna, lars.user.id, 'Hej')).json<{ id: number }>();
    for (const who of [anna, third, admin]) expect((await report(who, message.id)).statusCode).toBe(404);
    expect((await report(null, message.id)).statusCode).toBe(401);
    expect((await report(lars, 2147483000)).statusCode).toBe(404);
    const blank = await report(lars, message.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ field_codes: { reason: ['invalid'] }, reason: ['Please give a reason'] });

    await t.app.inject({
      method: 'POST',
      url: '/api/user_messages/blocks/',
      headers: third.headers,
      payload: { user_id: anna.user.id },
    });
    const withheld = (await send(anna, third.user.id, 'Dold')).json<{ id: number }>();
    expect((await report(third, withheld.id)).statusCode).toBe(404);

    expect(await reportsOf(message.id)).toHaveLength(0);
    expect(await reportsOf(withheld.id)).toHaveLength(0);
  });
});

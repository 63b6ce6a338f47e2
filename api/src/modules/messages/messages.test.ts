import { eq, sql } from 'drizzle-orm';
import { userMessages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { loginAs } from '../../testing/users';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<typeof loginAs>>;

const send = (from: Session | null, receiverId: number, content: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user_messages/',
    headers: from?.headers,
    payload: { receiver_id: receiverId, content },
  });
const conversations = (of: Session) =>
  t.app.inject({ method: 'GET', url: '/api/user_messages/conversations/', headers: of.headers });
const chat = (of: Session, userId: number | string, before?: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user_messages/chat_with_user/?user_id=${userId}${before ? `&before=${before}` : ''}`,
    headers: of.headers,
  });
const messagesBetween = (a: number, b: number) =>
  t.db
    .select()
    .from(userMessages)
    .where(
      sql`${userMessages.pairLow} = least(${a}::int, ${b}::int) AND ${userMessages.pairHigh} = greatest(${a}::int, ${b}::int)`,
    );

describe('POST /api/user_messages/', () => {
  it('stores the trimmed message and answers 201 in the Message shape', async () => {
    const [anna, lars] = [await loginAs(t, 'podcaster'), await loginAs(t, 'expert')];
    const response = await send(anna, lars.user.id, '  Hej Lars!\n\tVill du vara gäst?  ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      sender: { id: anna.user.id },
      content: 'Hej Lars!\n\tVill du vara gäst?',
      timestamp: expect.any(String),
    });
    const [stored] = await messagesBetween(anna.user.id, lars.user.id);
    expect(stored).toMatchObject({
      senderId: anna.user.id,
      receiverId: lars.user.id,
      content: 'Hej Lars!\n\tVill du vara gäst?',
      readAt: null,
    });
  });

  it('accepts 1000 characters and refuses 1001, storing nothing', async () => {
    const [anna, lars] = [await loginAs(t, 'podcaster'), await loginAs(t, 'expert')];
    expect((await send(anna, lars.user.id, 'å'.repeat(1000))).statusCode).toBe(201);
    const tooLong = await send(anna, lars.user.id, 'a'.repeat(1001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      field_codes: { content: ['invalid'] },
      content: ['Ensure this field has no more than 1000 characters.'],
    });
    expect(await messagesBetween(anna.user.id, lars.user.id)).toHaveLength(1);
  });

  it.each([
    ['blank', '   ', 'Please enter a message'],
    ['missing', undefined, 'Please enter a message'],
    ['a NUL byte', 'Hej\u0000då', 'Remove the control characters from the text.'],
    ['a bell', 'Hej\u0007', 'Remove the control characters from the text.'],
    ['an escape sequence', '\u001b[31mröd', 'Remove the control characters from the text.'],
  ])('refuses %s content with a field message and stores nothing', async (_, content, message) => {
    const [anna, lars] = [await loginAs(t, 'podcaster'), await loginAs(t, 'expert')];
    const response = await send(anna, lars.user.id, content);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ field_codes: { content: ['invalid'] }, content: [message] });
    expect(await messagesBetween(anna.user.id, lars.user.id)).toHaveLength(0);
  });

  it('refuses a message to yourself (400), to nobody (404) and from an anonymous visitor (401)', async () => {
    const anna = await loginAs(t, 'podcaster');
    const lars = await loginAs(t, 'expert');
    const toSelf = await send(anna, anna.user.id, 'Hej');
    expect(toSelf.statusCode).toBe(400);
    expect(toSelf.json()).toEqual({
      field_codes: { receiver_id: ['invalid'] },
      receiver_id: ['You cannot message yourself.'],
    });
    const toNobody = await send(anna, 2147483000, 'Hej');
    expect(toNobody.statusCode).toBe(404);
    expect(toNobody.json()).toEqual({ code: 'not_found', detail: 'Not found.' });
    expect((await send(null, lars.user.id, 'Hej')).statusCode).toBe(401);
    const stored = await t.db.select().from(userMessages).where(eq(userMessages.senderId, anna.user.id));
    expect(stored).toHaveLength(0);
    expect(await messagesBetween(anna.user.id, lars.user.id)).toHaveLength(0);
  });
});

describe('GET /api/user_messages/conversations/', () => {
  it('lists one entry per other user, newest first, with the last message and the unread count', async () => {
    const me = await loginAs(t, 'podcaster');
    const [lars, eva, quiet] = [await loginAs(t, 'expert'), await loginAs(t, 'listener'), await loginAs(t, 'expert')];
    await send(lars, me.user.id, 'Hej!');
    await send(lars, me.user.id, 'Är du där?');
    await send(me, eva.user.id, 'Hej Eva');
    await send(eva, me.user.id, 'Hej, jag svarar');
    await send(me, eva.user.id, 'Tack!');
    const response = await conversations(me);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: eva.user.id,
        user: { id: eva.user.id, username: eva.user.username, display_name: eva.user.username, picture: null, user_type: 'listener' },
        last_message: { content: 'Tack!', timestamp: expect.any(String) },
        unread_count: 1,
      },
      {
        id: lars.user.id,
        user: { id: lars.user.id, username: lars.user.username, display_name: lars.user.username, picture: null, user_type: 'expert' },
        last_message: { content: 'Är du där?', timestamp: expect.any(String) },
        unread_count: 2,
      },
    ]);
    expect((await conversations(quiet)).json()).toEqual([]);
    expect((await conversations(lars)).json()).toEqual([
      expect.objectContaining({
        id: me.user.id,
        unread_count: 0,
        last_message: expect.objectContaining({ content: 'Är du där?' }),
      }),
    ]);
  });

  it('refuses anonymous visitors', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user_messages/conversations/' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/user_messages/chat_with_user/', () => {
  it('shows the conversation oldest first with the other user, and marks what the caller received as read', async () => {
    const [anna, lars] = [await loginAs(t, 'podcaster'), await loginAs(t, 'expert')];
    const first = (await send(anna, lars.user.id, 'Hej Lars')).json<{ id: number }>();
    const second = (await send(lars, anna.user.id, 'Hej Anna')).json<{ id: number }>();
    expect((await conversations(anna)).json()[0]).toMatchObject({ unread_count: 1 });

    const response = await chat(anna, lars.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      messages: [
        { id: first.id, sender: { id: anna.user.id }, content: 'Hej Lars', timestamp: expect.any(String) },
        { id: second.id, sender: { id: lars.user.id }, content: 'Hej Anna', timestamp: expect.any(String) },
      ],
      other_user: {
        id: lars.user.id,
        username: lars.user.username,
        display_name: lars.user.username,
        picture: null,
        user_type: 'expert',
      },
      has_more: false,
      next_before: null,
      is_blocked: false,
    });
    expect((await conversations(anna)).json()[0]).toMatchObject({ unread_count: 0 });
    const [fromLars] = (await messagesBetween(anna.user.id, lars.user.id)).filter((m) => m.senderId === lars.user.id);
    expect(fromLars?.readAt).toBeInstanceOf(Date);
    // Anna's own message stays unread until Lars opens the conversation.
    expect((await conversations(lars)).json()[0]).toMatchObject({ unread_count: 1 });
  });

  it("is always the caller's own conversation: a third user and an admin see none of another pair's messages", async () => {
    const [anna, lars, third, admin] = [
      await loginAs(t, 'podcaster'),
      await loginAs(t, 'expert'),
      await loginAs(t, 'listener'),
      await loginAs(t, 'admin'),
    ];
    await send(anna, lars.user.id, 'Hemligt');
    for (const outsider of [third, admin]) {
      for (const userId of [anna.user.id, lars.user.id]) {
        const response = await chat(outsider, userId);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ messages: [], has_more: false });
      }
    }
    const [stored] = await messagesBetween(anna.user.id, lars.user.id);
    expect(stored?.readAt).toBeNull();
  });

  it('pages 10,000 messages by keyset: the latest 50 first, then older ones through next_before', async () => {
    const [anna, lars] = [await loginAs(t, 'podcaster'), await loginAs(t, 'expert')];
    await t.db.execute(sql`
      INSERT INTO user_messages (sender_id, receiver_id, content)
      SELECT CASE WHEN n % 2 = 0 THEN ${anna.user.id}::int ELSE ${lars.user.id}::int END,
             CASE WHEN n % 2 = 0 THEN ${lars.user.id}::int ELSE ${anna.user.id}::int END,
             'Meddelande ' || n
      FROM generate_series(1, 10000) AS n`);
    const latest = (await chat(anna, lars.user.id)).json<{
      messages: { id: number; content: string }[];
      has_more: boolean;
      next_before: number;
    }>();
    expect(latest.messages).toHaveLength(50);
    expect(latest.messages[0]?.content).toBe('Meddelande 9951');
    expect(latest.messages[49]?.content).toBe('Meddelande 10000');
    expect(latest).toMatchObject({ has_more: true, next_before: latest.messages[0]?.id });

    const older = (await chat(anna, lars.user.id, latest.next_before)).json<{ messages: { content: string }[] }>();
    expect(older.messages.map((m) => m.content)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Meddelande ${9901 + i}`),
    );
    const firstId = (await messagesBetween(anna.user.id, lars.user.id)).reduce(
      (low, m) => Math.min(low, m.id),
      Infinity,
    );
    const oldest = (await chat(anna, lars.user.id, firstId + 3)).json();
    expect(oldest).toMatchObject({ has_more: false, next_before: null });
    expect(oldest.messages.map((m: { content: string }) => m.content)).toEqual([
      'Meddelande 1',
      'Meddelande 2',
      'Meddelande 3',
    ]);
    // Opening marked every message Anna received as read, not only the page.
    expect((await conversations(anna)).json()[0]).toMatchObject({ unread_count: 0 });
  });

  it('refuses yourself (400), an unknown user (404), a bad id (400) and anonymous visitors (401)', async () => {
    const anna = await loginAs(t, 'podcaster');
    const self = await chat(anna, anna.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ field_codes: { user_id: ['invalid'] }, user_id: ['You cannot message yourself.'] });
    expect((await chat(anna, 2147483000)).statusCode).toBe(404);
    expect((await chat(anna, 'abc')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/user_messages/chat_with_user/?user_id=${anna.user.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

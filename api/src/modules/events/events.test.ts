import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../../testing/buildTestApp';
import { loginAs } from '../../testing/users';
import { expertWithProfile } from '../../testing/experts';
import { addPodcast, podcasterWithProfile } from '../../testing/podcasts';
import { readEventStream, type EventStreamReader, type ReceivedEvent } from '../../testing/eventStreamReader';

let t: TestApp;
let other: FastifyInstance;
let closed = false;
const opened: EventStreamReader[] = [];

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/events/`;

beforeAll(async () => {
  t = await buildTestApp();
  other = await t.addInstance();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await other.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of opened) stream.close();
  if (!closed) await t.close();
});

type Session = Awaited<ReturnType<typeof loginAs>>;
type Pushed = { id: number; sender: { id: number }; receiver: { id: number }; content: string; timestamp: string };

async function streamOf(session: Session, headers: Record<string, string> = {}, app: FastifyInstance = t.app) {
  const stream = await readEventStream(urlOf(app), { ...session.headers, ...headers });
  opened.push(stream);
  expect(stream.response.status).toBe(200);
  return stream;
}

async function send(from: Session, to: Session, content: string, app: FastifyInstance = t.app): Promise<Pushed> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user_messages/',
    headers: from.headers,
    payload: { receiver_id: to.user.id, content },
  });
  if (response.statusCode !== 201) throw new Error(`sending failed: ${response.body}`);
  return { ...response.json<Omit<Pushed, 'receiver'>>(), receiver: { id: to.user.id } };
}

const pushed = (event: ReceivedEvent) => JSON.parse(event.data) as Pushed;
const messageWith = (content: string) => (event: ReceivedEvent) =>
  event.event === 'message' && pushed(event).content === content;
const messagesOn = (stream: EventStreamReader) =>
  stream.events.filter((event) => event.event === 'message').map((event) => pushed(event).content);

describe('GET /api/events/', () => {
  it('refuses an anonymous visitor and a bad token (401)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/events/' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      code: 'not_authenticated',
      detail: 'Authentication credentials were not provided.',
    });
    const forged = await readEventStream(urlOf(t.app), { authorization: 'Bearer not-a-token' });
    expect(forged.response.status).toBe(401);
    expect(await forged.response.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('answers an open text/event-stream that starts with retry, with the CORS headers of the site', async () => {
    const anna = await loginAs(t, 'podcaster');
    const origin = t.app.config.corsOrigins[0]!;
    const stream = await streamOf(anna, { origin });
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream');
    expect(stream.response.headers.get('cache-control')).toBe('no-cache');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(stream.response.headers.get('access-control-allow-credentials')).toBe('true');
    await send(await loginAs(t, 'expert'), anna, 'Hej Anna');
    await stream.waitFor(messageWith('Hej Anna'));
    expect(stream.frames[0]).toBe('retry: 3000');
  });

  it('pushes a message to the receiver and to the sender, and to nobody else', async () => {
    const [anna, lars, third] = [
      await loginAs(t, 'podcaster'),
      await loginAs(t, 'expert'),
      await loginAs(t, 'listener'),
    ];
    const [annasStream, larsStream, thirdsStream] = [await streamOf(anna), await streamOf(lars), await streamOf(third)];
    const sent = await send(anna, lars, 'Vill du vara gäst?\nPå torsdag.');
    const received = await larsStream.waitFor(messageWith('Vill du vara gäst?\nPå torsdag.'));
    expect(received.id).toBe(String(sent.id));
    expect(pushed(received)).toEqual(sent);
    expect(Object.keys(pushed(received))).toEqual(['id', 'sender', 'content', 'timestamp', 'receiver']);
    expect(pushed(await annasStream.waitFor(messageWith('Vill du vara gäst?\nPå torsdag.')))).toEqual(sent);
    // Events reach a stream in order: had the first message gone to the third user, it would come before this one.
    await send(anna, third, 'Hej tredje');
    await thirdsStream.waitFor(messageWith('Hej tredje'));
    expect(messagesOn(thirdsStream)).toEqual(['Hej tredje']);
  });

  it('never pushes a message to a receiver who blocks its sender (the sender still sees it)', async () => {
    const [anna, lars, third] = [
      await loginAs(t, 'podcaster'),
      await loginAs(t, 'expert'),
      await loginAs(t, 'listener'),
    ];
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/user_messages/blocks/',
      headers: lars.headers,
      payload: { user_id: anna.user.id },
    });
    expect(block.statusCode).toBe(201);
    const [annasStream, larsStream] = [await streamOf(anna), await streamOf(lars)];
    await send(anna, lars, 'Varför svarar du inte?');
    await annasStream.waitFor(messageWith('Varför svarar du inte?'));
    await send(third, lars, 'Hej Lars');
    await larsStream.waitFor(messageWith('Hej Lars'));
    expect(messagesOn(larsStream)).toEqual(['Hej Lars']);
  });

  it('tells every stream of a reader that a conversation was read, without an id', async () => {
    const [anna, lars] = [await loginAs(t, 'podcaster'), await loginAs(t, 'expert')];
    const [annasStream, larsTab, larsOtherTab] = [
      await streamOf(anna),
      await streamOf(lars),
      await streamOf(lars, {}, other),
    ];
    await send(anna, lars, 'Läs mig');
    await larsTab.waitFor(messageWith('Läs mig'));
    const chat = await t.app.inject({
      method: 'GET',
      url: `/api/user_messages/chat_with_user/?user_id=${anna.user.id}`,
      headers: lars.headers,
    });
    expect(chat.statusCode).toBe(200);
    for (const tab of [larsTab, larsOtherTab]) {
      const read = await tab.waitFor((event) => event.event === 'read');
      expect(read).toEqual({ event: 'read', data: `{"user_id":${anna.user.id}}` });
    }
    expect(larsTab.frames).toContain(`event: read\ndata: {"user_id":${anna.user.id}}`);
    // Opening it again marks nothing, so nothing is pushed; the sender's stream hears of neither.
    await t.app.inject({
      method: 'GET',
      url: `/api/user_messages/chat_with_user/?user_id=${anna.user.id}`,
      headers: lars.headers,
    });
    await send(anna, lars, 'Efteråt');
    await larsTab.waitFor(messageWith('Efteråt'));
    expect(larsTab.events.filter((event) => event.event === 'read')).toHaveLength(1);
    await annasStream.waitFor(messageWith('Efteråt'));
    expect(annasStream.events.filter((event) => event.event === 'read')).toHaveLength(0);
  });

  it("replays what was missed after Last-Event-ID once, oldest first and only the user's own, then goes on live", async () => {
    const [anna, lars, third, blocked] = [
      await loginAs(t, 'podcaster'),
      await loginAs(t, 'expert'),
      await loginAs(t, 'listener'),
      await loginAs(t, 'listener'),
    ];
    await t.app.inject({
      method: 'POST',
      url: '/api/user_messages/blocks/',
      headers: lars.headers,
      payload: { user_id: blocked.user.id },
    });
    await send(lars, anna, 'Hej Anna');
    const first = await send(anna, lars, 'Första');
    const earlier = await streamOf(lars);
    await send(anna, lars, 'Andra');
    await earlier.waitFor(messageWith('Andra'));
    earlier.close();

    await send(anna, lars, 'Tredje');
    await send(blocked, lars, 'Blockerad');
    await send(anna, third, 'Inte till Lars');
    await send(lars, third, 'Från Lars');
    const resumed = await streamOf(lars, { 'last-event-id': String(first.id) });
    await send(anna, lars, 'Fjärde');
    await resumed.waitFor(messageWith('Fjärde'));
    expect(messagesOn(resumed)).toEqual(['Andra', 'Tredje', 'Från Lars', 'Fjärde']);
    const ids = resumed.events.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ignores a Last-Event-ID that is not a message id', async () => {
    const [anna, lars] = [await loginAs(t, 'podcaster'), await loginAs(t, 'expert')];
    await send(anna, lars, 'Innan');
    const stream = await streamOf(lars, { 'last-event-id': 'abc' });
    await send(anna, lars, 'Sedan');
    await stream.waitFor(messageWith('Sedan'));
    expect(messagesOn(stream)).toEqual(['Sedan']);
  });

  it('delivers a message sent through one instance to a stream on another (through LISTEN/NOTIFY)', async () => {
    const [anna, lars] = [await loginAs(t, 'podcaster'), await loginAs(t, 'expert')];
    const onB = await streamOf(lars, {}, other);
    const sent = await send(anna, lars, 'Via databasen', t.app);
    expect(pushed(await onB.waitFor(messageWith('Via databasen')))).toEqual(sent);
  });

  it('tells both sides of a booking, on any instance, that it changed, and nobody else', async () => {
    const admin = await loginAs(t, 'admin');
    const podcaster = await podcasterWithProfile(t);
    const podcast = await addPodcast(t, podcaster.headers, {}, { approvedBy: admin.headers });
    const expert = await expertWithProfile(t, {}, { approvedBy: admin.headers });
    const outsider = await loginAs(t, 'podcaster');
    const [podcasterStream, expertStream, outsiderStream] = [await streamOf(podcaster), await streamOf(expert, {}, other), await streamOf(outsider)];
    const slot = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 11) + '10:00';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookings/',
      headers: podcaster.headers,
      payload: { podcast_id: podcast.id, expert_id: expert.user.id, topic: 'Live events', format: 'remote', slots: [slot] },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const isBooking = (event: ReceivedEvent) => event.event === 'booking' && JSON.parse(event.data).id === id;
    for (const stream of [podcasterStream, expertStream]) expect((await stream.waitFor(isBooking)).id).toBeUndefined();
    await send(outsider, podcaster, 'After the booking');
    await podcasterStream.waitFor(messageWith('After the booking'));
    expect(outsiderStream.events.some((event) => event.event === 'booking')).toBe(false);
  });

  it('logs the stream and its end, never the access token', async () => {
    const anna = await loginAs(t, 'podcaster');
    const stream = await streamOf(anna);
    stream.close();
    await stream.ended;
    const deadline = Date.now() + 5000;
    while (!t.logs.some((line) => line.includes('event stream closed by the client')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(t.logs.some((line) => line.includes('event stream closed by the client'))).toBe(true);
    const token = anna.headers.authorization.replace('Bearer ', '');
    expect(t.logs.some((line) => line.includes('/api/events/'))).toBe(true);
    expect(t.logs.filter((line) => line.includes(token))).toEqual([]);
  });

  it('ends the open streams when the app closes', async () => {
    const anna = await loginAs(t, 'podcaster');
    const streams = [await streamOf(anna), await streamOf(anna, {}, other)];
    closed = true;
    await t.close();
    await Promise.all(streams.map((stream) => stream.ended));
  });
});

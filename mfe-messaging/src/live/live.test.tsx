import { FakeEventSource, createTestQueryClient, mockApi, setSession } from '@podbridge/shared/testing';
import type { Chat, Conversation, UserMessage } from '@podbridge/shared/types';
import { RECONNECT_DELAYS_MS } from './stream';
import { liveStatusStore, mergeLatestPage, messageKeys, startLiveEvents, type LiveMessage } from './index';

const me = { id: 1, username: 'ada', user_type: 'expert' as const, is_admin: false };
const other = { id: 2, username: 'bo', display_name: 'bo', picture: null, user_type: 'podcaster' as const };

const message = (id: number, senderId: number, receiverId: number): LiveMessage => ({
  id,
  sender: { id: senderId },
  receiver: { id: receiverId },
  content: `message ${id}`,
  timestamp: '2026-11-23T10:00:00.000Z',
});
const shown = ({ receiver: _receiver, ...rest }: LiveMessage): UserMessage => rest;

const chat = (messages: UserMessage[], more = false): Chat => ({
  messages,
  other_user: other,
  has_more: more,
  next_before: more ? (messages[0]?.id ?? null) : null,
  is_blocked: false,
});

const conversation = (unread: number): Conversation => ({
  id: other.id,
  user: other,
  last_message: { content: 'hi', timestamp: '2026-11-23T10:00:00.000Z' },
  unread_count: unread,
});

let release: (() => void) | null = null;
const stream = () => FakeEventSource.instances.at(-1)!;

beforeEach(() => {
  FakeEventSource.instances = [];
  setSession(me);
});

afterEach(() => {
  release?.();
  release = null;
  jest.useRealTimers();
});

describe('the live stream', () => {
  it('opens one stream per page for every screen that asks, with the token in a header, and closes with the last', async () => {
    const client = createTestQueryClient();
    release = startLiveEvents(client);
    const second = startLiveEvents(client);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(stream().url).toMatch(/\/events\/$/);
    expect(stream().url).not.toContain('token');
    expect(await stream().requestHeaders()).toMatchObject({ Authorization: 'Bearer test-access-token' });
    stream().open();
    expect(liveStatusStore.getState().status).toBe('live');
    second();
    expect(stream().readyState).toBe(FakeEventSource.OPEN);
    release();
    release = null;
    expect(stream().readyState).toBe(FakeEventSource.CLOSED);
    expect(liveStatusStore.getState().status).toBe('off');
  });

  it('adds a pushed message to its chat once, even when it comes twice, and refreshes the conversations', async () => {
    const client = createTestQueryClient();
    client.setQueryData(messageKeys.chat(other.id), chat([shown(message(5, 2, 1))]));
    client.setQueryData(messageKeys.conversations, [conversation(0)]);
    mockApi()
      .onGet('/user_messages/conversations/')
      .reply(200, [conversation(1)]);
    release = startLiveEvents(client);
    stream().open();
    stream().emit('message', message(6, 2, 1), '6');
    stream().emit('message', message(6, 2, 1), '6');
    expect(client.getQueryData<Chat>(messageKeys.chat(other.id))!.messages.map((m) => m.id)).toEqual([5, 6]);
    expect(client.getQueryState(messageKeys.conversations)!.isInvalidated).toBe(true);
  });

  it("puts the sender's own message from another tab into the chat with the receiver", () => {
    const client = createTestQueryClient();
    client.setQueryData(messageKeys.chat(other.id), chat([]));
    release = startLiveEvents(client);
    stream().emit('message', message(9, 1, 2), '9');
    expect(client.getQueryData<Chat>(messageKeys.chat(other.id))!.messages).toEqual([shown(message(9, 1, 2))]);
  });

  it('clears the unread count of a conversation read in another tab', () => {
    const client = createTestQueryClient();
    client.setQueryData(messageKeys.conversations, [conversation(3)]);
    release = startLiveEvents(client);
    stream().emit('read', { user_id: other.id });
    expect(client.getQueryData<Conversation[]>(messageKeys.conversations)![0]!.unread_count).toBe(0);
  });

  it('falls back to polling while down and, refused with a 401, refreshes the token and resumes after the last event', async () => {
    jest.useFakeTimers();
    mockApi().onPost('/users/token/refresh/').reply(200, { access: 'fresh-token', refresh: 'fresh-refresh' });
    const client = createTestQueryClient();
    release = startLiveEvents(client);
    stream().open();
    stream().emit('message', message(41, 2, 1), '41');
    stream().fail();
    expect(liveStatusStore.getState().status).toBe('down');
    stream().fail(401);
    expect(FakeEventSource.instances).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(await stream().requestHeaders()).toMatchObject({
      Authorization: 'Bearer fresh-token',
      'Last-Event-ID': '41',
    });
  });

  it('opens a new stream for a new user and none for a signed-out visitor', () => {
    const client = createTestQueryClient();
    release = startLiveEvents(client);
    const first = stream();
    setSession({ ...me, id: 7, username: 'cy' });
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.instances).toHaveLength(2);
    setSession(null);
    expect(stream().readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(liveStatusStore.getState().status).toBe('off');
  });
});

describe('mergeLatestPage', () => {
  const m = (id: number): UserMessage => ({
    id,
    sender: { id: 2 },
    content: `m${id}`,
    timestamp: '2026-11-23T10:00:00Z',
  });

  it('keeps the older pages already shown and the cursor to the ones before them', () => {
    const previous = chat([m(1), m(2), m(3)], true);
    const latest = { ...chat([m(3), m(4)], true), next_before: 3 };
    const merged = mergeLatestPage(previous, latest);
    expect(merged.messages.map((x) => x.id)).toEqual([1, 2, 3, 4]);
    expect(merged.next_before).toBe(1);
  });

  it('takes the latest page as it is when nothing was shown', () => {
    const latest = chat([m(8)]);
    expect(mergeLatestPage(undefined, latest)).toBe(latest);
  });
});

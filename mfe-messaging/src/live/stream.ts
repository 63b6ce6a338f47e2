import type { QueryClient } from '@tanstack/react-query';
import { EventSource, type ErrorEvent } from 'eventsource';
import { apiClient, currentAccessToken, refreshAccessToken } from '@podbridge/shared/api';
import { authStore, type AuthState } from '@podbridge/shared/auth';
import type { UserMessage } from '@podbridge/shared/types';
import { addMessageToChat, isChatOnScreen, markConversationRead } from './chatCache';
import { bookingKeys, messageKeys } from './keys';
import { liveStatusStore, type LiveStatus } from './status';

/**
 * The page's one live event stream: GET /events/ as server-sent events, read with `fetch` (the `eventsource`
 * package) so the access token travels in the Authorization header, never in the URL. Server-sent events rather
 * than a WebSocket: the push is one-way (sending stays a plain POST with its validation and limits), it is plain
 * HTTP through proxies and the CDN, and a reconnect resumes by itself from the Last-Event-ID the browser kept.
 */

/** A message as the stream pushes it: to its receiver and to the sender's other tabs. */
export interface LiveMessage extends UserMessage {
  receiver: { id: number };
}

/** Waits before opening the stream again after the server refused or ended it, by attempt. */
export const RECONNECT_DELAYS_MS = [1000, 3000, 10_000, 30_000] as const;

function setStatus(status: LiveStatus): void {
  if (liveStatusStore.getState().status !== status) liveStatusStore.setState({ status });
}

/**
 * A pushed message into the cache: added to its chat at once; a chat on screen is asked again, which marks the
 * message read, and the conversation list (order, preview, unread badge) follows.
 */
export function handleMessageEvent(client: QueryClient, viewerId: number, message: LiveMessage): void {
  const incoming = message.receiver.id === viewerId;
  const otherUserId = incoming ? message.sender.id : message.receiver.id;
  const shown: UserMessage = {
    id: message.id,
    sender: message.sender,
    content: message.content,
    timestamp: message.timestamp,
  };
  addMessageToChat(client, otherUserId, shown);
  if (incoming && isChatOnScreen(client, otherUserId)) {
    void client
      .invalidateQueries({ queryKey: messageKeys.chat(otherUserId), exact: true })
      .then(() => client.invalidateQueries({ queryKey: messageKeys.conversations }));
  } else {
    void client.invalidateQueries({ queryKey: messageKeys.conversations });
  }
}

/** The signed-in user read the conversation with this user (in this tab or another). */
export function handleReadEvent(client: QueryClient, otherUserId: number): void {
  markConversationRead(client, otherUserId);
}

/** A booking of the signed-in user changed (a request, an answer, a cancellation): every booking view asks again. */
export function handleBookingEvent(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: bookingKeys.all });
}

function parse<T>(data: string): T | null {
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}

const viewerOf = (state: AuthState): number | null =>
  state.status === 'authenticated' ? (state.user?.id ?? null) : null;

/** Holds the stream for whoever is signed in, reopening it when the user changes; returns the stop. */
function holdStream(client: QueryClient): () => void {
  let source: EventSource | null = null;
  let viewerId: number | null = null;
  let lastEventId: string | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const close = () => {
    clearTimeout(retryTimer);
    source?.close();
    source = null;
  };

  const reconnectLater = (refresh: boolean) => {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    retryTimer = setTimeout(() => {
      // An expired access token is refreshed first; a failed refresh ends the session (and so the stream).
      if (refresh) refreshAccessToken().then(open, () => undefined);
      else open();
    }, delay);
  };

  const open = () => {
    close();
    const viewer = viewerId;
    if (viewer === null) {
      setStatus('off');
      return;
    }
    setStatus('connecting');
    const stream = new EventSource(`${apiClient.defaults.baseURL}/events/`, {
      fetch: async (url, init) => {
        const token = await currentAccessToken();
        const headers: Record<string, string> = { ...init.headers };
        if (token) headers.Authorization = `Bearer ${token}`;
        // The library sends the id it saw on its own reconnects; a new stream resumes from this page's last one.
        if (lastEventId && !headers['Last-Event-ID']) headers['Last-Event-ID'] = lastEventId;
        return fetch(url, { ...init, headers });
      },
    });
    source = stream;
    stream.addEventListener('open', () => {
      attempt = 0;
      setStatus('live');
    });
    stream.addEventListener('message', (event) => {
      const message = parse<LiveMessage>(event.data);
      if (!message) return;
      if (event.lastEventId) lastEventId = event.lastEventId;
      handleMessageEvent(client, viewer, message);
    });
    stream.addEventListener('read', (event) => {
      const read = parse<{ user_id: number }>(event.data);
      if (read) handleReadEvent(client, read.user_id);
    });
    stream.addEventListener('booking', () => handleBookingEvent(client));
    stream.addEventListener('error', (event: ErrorEvent) => {
      setStatus('down');
      // CONNECTING: the library is reconnecting by itself. CLOSED: the server refused (an expired token, a 5xx).
      if (stream.readyState === EventSource.CLOSED && source === stream) reconnectLater(event.code === 401);
    });
  };

  viewerId = viewerOf(authStore.getState());
  open();
  const unsubscribe = authStore.subscribe((state) => {
    const next = viewerOf(state);
    if (next === viewerId) return;
    viewerId = next;
    lastEventId = null;
    attempt = 0;
    open();
  });
  return () => {
    unsubscribe();
    close();
    setStatus('off');
  };
}

let holders = 0;
let stopStream: (() => void) | null = null;

/**
 * Asks for the live stream; every screen that needs it asks (the nav's counts, the Messages and Bookings pages),
 * the page holds one. Returns the release: the stream closes when nothing needs it any more.
 */
export function startLiveEvents(client: QueryClient): () => void {
  holders += 1;
  if (holders === 1) stopStream = holdStream(client);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      stopStream?.();
      stopStream = null;
    }
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startLiveEvents } from './stream';

/*
 * The messaging remote's live data: the messaging and booking caches and the page's one server-sent event stream
 * that keeps them current (stream.ts: `GET /api/events/`, read with `fetch` through the `eventsource` package so the
 * access token goes in the Authorization header, never in a URL).
 *
 * - Every screen that needs the stream calls `useLiveEvents()`: the nav's counts (`exposes/NavCount`, on every
 *   signed-in page) and the Messages and Bookings pages. The stream opens with the first and closes with the last,
 *   and reopens for a new user. The nav's counts and the pages are separate exposed modules of this one remote
 *   container, which instantiates each module once, so they share stream.ts's one reference count.
 * - A pushed `message` lands in its chat's cache (`messageKeys.chat(userId)`) at once, once per id; a chat on screen
 *   is asked again (which marks it read) and the conversations (the unread count's source) follow. A `read` event
 *   clears a conversation's unread count in every tab; a `booking` event refreshes every booking view.
 * - The library reconnects by itself with the last event id; when the server refuses (an expired token), the stream
 *   refreshes the token and reopens from the last id it saw. While it is not connected, `usePollingInterval()` turns
 *   on the 5-second polling of the chat, the conversations and the booking summary.
 * - Component tests drive the stream by hand: jest maps `eventsource` to `FakeEventSource` from
 *   `@podbridge/shared/testing` (`open()`, `emit(type, data, id)`, `fail(code)`).
 *
 * Code that only needs keys or cache helpers imports their own file (keys.ts, chatCache.ts, status.ts), not this
 * one, so a widget without the stream (TrackRecord, the dialogs) does not bundle it.
 */

export { bookingKeys, messageKeys } from './keys';
export { addMessageToChat, mergeLatestPage, mergeMessages, prependOlderPage, markConversationRead } from './chatCache';
export { fetchConversations, useConversations, useUnreadCount } from './conversations';
export { fetchBookingSummary, useWaitingBookings } from './bookings';
export { POLL_INTERVAL_MS, liveStatusStore, useLiveStatus, usePollingInterval } from './status';
export type { LiveStatus } from './status';
export { handleBookingEvent, handleMessageEvent, handleReadEvent, startLiveEvents } from './stream';
export type { LiveMessage } from './stream';

/** Keeps the page's live stream open while the calling screen is mounted (see startLiveEvents). */
export function useLiveEvents(): void {
  const client = useQueryClient();
  useEffect(() => startLiveEvents(client), [client]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startLiveEvents } from './stream';

export { bookingKeys, messageKeys } from './keys';
export { addMessageToChat, mergeLatestPage, mergeMessages, prependOlderPage, markConversationRead } from './chatCache';
export { fetchConversations, useConversations, useUnreadCount } from './conversations';
export { fetchBookingSummary, useWaitingBookings } from './bookings';
export { fetchMyPodcasts, myPodcastsKey, myPodcastsRootKey, useMyPodcasts } from './myPodcasts';
export { POLL_INTERVAL_MS, liveStatusStore, useLiveStatus, usePollingInterval } from './status';
export type { LiveStatus } from './status';
export { handleBookingEvent, handleMessageEvent, handleReadEvent, startLiveEvents } from './stream';
export type { LiveMessage } from './stream';

/** Keeps the page's live stream open while the calling screen is mounted (see startLiveEvents). */
export function useLiveEvents(): void {
  const client = useQueryClient();
  useEffect(() => startLiveEvents(client), [client]);
}

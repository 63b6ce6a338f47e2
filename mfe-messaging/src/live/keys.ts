/**
 * Query keys of the messaging data: the Messages page fetches them, the nav's unread count (`exposes/NavCount`)
 * reads the conversations, and the live stream updates both.
 */
export const messageKeys = {
  all: ['messages'] as const,
  conversations: ['messages', 'conversations'] as const,
  chat: (userId: number) => ['messages', 'chat', userId] as const,
};

/**
 * Query keys of bookings: the Bookings page and the widgets fetch them, the nav's count (`exposes/NavCount`) reads
 * the summary, and the live stream's `booking` event invalidates everything under `all`.
 */
export const bookingKeys = {
  all: ['bookings'] as const,
  summary: ['bookings', 'summary'] as const,
  list: (view: 'waiting' | 'upcoming' | 'past', page: number) => ['bookings', 'list', view, page] as const,
  detail: (id: number) => ['bookings', 'detail', id] as const,
  trackRecord: (userId: number) => ['bookings', 'track-record', userId] as const,
  reviews: (userId: number, page: number) => ['bookings', 'reviews', userId, page] as const,
};

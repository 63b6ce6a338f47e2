/**
 * Query keys of the messaging data. The messaging remote fetches them, the shell's unread badge reads the
 * conversations, and the live stream updates both, so the keys live here once.
 */
export const messageKeys = {
  all: ['messages'] as const,
  conversations: ['messages', 'conversations'] as const,
  chat: (userId: number) => ['messages', 'chat', userId] as const,
};

/**
 * Query keys of bookings. The messaging remote's bookings page and widgets fetch them, the shell's badge reads the
 * summary, and the live stream's `booking` event invalidates everything under `all`.
 */
export const bookingKeys = {
  all: ['bookings'] as const,
  summary: ['bookings', 'summary'] as const,
  list: (view: 'waiting' | 'upcoming' | 'past', page: number) => ['bookings', 'list', view, page] as const,
  detail: (id: number) => ['bookings', 'detail', id] as const,
  trackRecord: (userId: number) => ['bookings', 'track-record', userId] as const,
  reviews: (userId: number, page: number) => ['bookings', 'reviews', userId, page] as const,
};

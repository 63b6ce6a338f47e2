/**
 * Query keys of the messaging data. The messaging remote fetches them, the shell's unread badge reads the
 * conversations, and the live stream updates both, so the keys live here once.
 */
export const messageKeys = {
  all: ['messages'] as const,
  conversations: ['messages', 'conversations'] as const,
  chat: (userId: number) => ['messages', 'chat', userId] as const,
};

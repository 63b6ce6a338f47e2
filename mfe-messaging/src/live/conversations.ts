import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { api, logFailure } from '@podbridge/shared/api';
import { authStore } from '@podbridge/shared/auth';
import type { Conversation } from '@podbridge/shared/types';
import { messageKeys } from './keys';
import { usePollingInterval } from './status';

/** GET /user_messages/conversations/: one entry per other user, newest first. */
export function fetchConversations(): Promise<Conversation[]> {
  return api.get('/user_messages/conversations/');
}

/**
 * The signed-in user's conversations: the Messages page's list and the nav's unread badge read the same cache.
 * The live stream keeps it current; while the stream is down it is asked again every 5 seconds. A failure is only
 * logged.
 */
export function useConversations() {
  const signedIn = useStore(authStore, (state) => state.status === 'authenticated');
  return useQuery({
    queryKey: messageKeys.conversations,
    queryFn: logFailure('Failed to load conversations', fetchConversations),
    enabled: signedIn,
    refetchInterval: usePollingInterval(),
  });
}

/** Messages the signed-in user has not read yet, over every conversation. */
export function useUnreadCount(): number {
  const { data } = useConversations();
  return data?.reduce((total, conversation) => total + conversation.unread_count, 0) ?? 0;
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api, logFailure } from '@podbridge/shared/api';
import type { Chat } from '@podbridge/shared/types';
import { mergeLatestPage, prependOlderPage } from '../live/chatCache';
import { messageKeys } from '../live/keys';
import { usePollingInterval } from '../live/status';

/**
 * GET /user_messages/chat_with_user/?user_id={id}: the latest 50 messages, oldest first, with the cursor to
 * older ones (`before`). Reading marks the other user's messages read.
 */
export async function fetchChat(userId: number, before?: number): Promise<Chat> {
  return api.get('/user_messages/chat_with_user/', {
    query: before === undefined ? { user_id: userId } : { user_id: userId, before },
  });
}

/**
 * The conversation with a user. Each fetch brings the latest page and keeps the older pages already shown; the
 * live stream adds messages as they arrive, and while it is down the chat asks every 5 seconds.
 * Failures are only logged.
 */
export function useChat(userId: number) {
  const client = useQueryClient();
  const interval = usePollingInterval();
  return useQuery<Chat>({
    queryKey: messageKeys.chat(userId),
    queryFn: logFailure('Failed to load chat', async () => {
      const latest = await fetchChat(userId);
      // Read after the answer: what arrived meanwhile (a sent, pushed or older message) stays.
      return mergeLatestPage(client.getQueryData<Chat>(messageKeys.chat(userId)), latest);
    }),
    // Opening a chat marks it read, so it is always asked again when it opens.
    staleTime: 0,
    // An unknown user or a refused chat is not asked again every 5 seconds.
    refetchInterval: (query) => (query.state.status === 'error' ? false : interval),
  });
}

/** Loads the page before the oldest message shown into the chat's cache. */
export function useOlderMessages(userId: number) {
  const client = useQueryClient();
  const [loading, setLoading] = useState(false);
  const loadOlder = useCallback(async () => {
    const chat = client.getQueryData<Chat>(messageKeys.chat(userId));
    if (!chat?.has_more || chat.next_before === null) return;
    setLoading(true);
    try {
      const older = await fetchChat(userId, chat.next_before);
      client.setQueryData<Chat>(messageKeys.chat(userId), (current) =>
        current ? prependOlderPage(current, older) : current,
      );
    } catch (error) {
      console.error('Failed to load earlier messages', error);
    } finally {
      setLoading(false);
    }
  }, [client, userId]);
  return { loadOlder, loading };
}

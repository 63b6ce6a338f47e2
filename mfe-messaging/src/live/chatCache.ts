import type { QueryClient } from '@tanstack/react-query';
import type { Chat, Conversation, UserMessage } from '@podbridge/shared/types';
import { messageKeys } from './keys';

/** Both lists' messages once each (by id), oldest first. */
export function mergeMessages(current: UserMessage[], incoming: UserMessage[]): UserMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * A freshly fetched latest page merged into what the chat already shows: older pages the user has loaded stay,
 * a message that arrived live is not shown twice, and the paging cursor stays at the oldest loaded page.
 */
export function mergeLatestPage(previous: Chat | undefined, latest: Chat): Chat {
  if (!previous || previous.messages.length === 0) return latest;
  const oldestShown = previous.messages[0]!.id;
  const reachesFurther = latest.messages.length > 0 && latest.messages[0]!.id <= oldestShown;
  return {
    ...latest,
    messages: mergeMessages(previous.messages, latest.messages),
    has_more: reachesFurther ? latest.has_more : previous.has_more,
    next_before: reachesFurther ? latest.next_before : previous.next_before,
  };
}

/** An older page put in front of what the chat shows. */
export function prependOlderPage(previous: Chat, older: Chat): Chat {
  return {
    ...previous,
    messages: mergeMessages(previous.messages, older.messages),
    has_more: older.has_more,
    next_before: older.next_before,
  };
}

/** A message (sent from here or pushed by the stream) added to its open chat, if that chat is cached. */
export function addMessageToChat(client: QueryClient, otherUserId: number, message: UserMessage): void {
  client.setQueryData<Chat>(messageKeys.chat(otherUserId), (chat) =>
    chat ? { ...chat, messages: mergeMessages(chat.messages, [message]) } : chat,
  );
}

/** The conversation with a user marked read in the cached list (the chat was opened here or in another tab). */
export function markConversationRead(client: QueryClient, otherUserId: number): void {
  client.setQueryData<Conversation[]>(messageKeys.conversations, (conversations) =>
    conversations?.map((conversation) =>
      conversation.id === otherUserId ? { ...conversation, unread_count: 0 } : conversation,
    ),
  );
}

/** Whether a screen shows the chat with this user right now. */
export function isChatOnScreen(client: QueryClient, otherUserId: number): boolean {
  const query = client.getQueryCache().find({ queryKey: messageKeys.chat(otherUserId), exact: true });
  return (query?.getObserversCount() ?? 0) > 0;
}

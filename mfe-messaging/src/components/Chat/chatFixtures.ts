import { mockApi } from '@podbridge/shared/testing';
import type { Chat, StoredUserData, UserMessage } from '@podbridge/shared/types';

export const me: StoredUserData = { id: 1, username: 'ada', user_type: 'expert' };
export const other = {
  id: 2,
  username: 'bo',
  display_name: 'Bo Ek',
  picture: null as string | null,
  user_type: 'podcaster' as const,
};

export const CHAT_URL = '/user_messages/chat_with_user/';

let nextId = 100;

/** A message of the chat between `me` and `other`, sent a minute ago by default. */
export function makeMessage(overrides: Partial<UserMessage> & { from?: 'me' | 'other' } = {}): UserMessage {
  const { from = 'other', ...rest } = overrides;
  nextId += 1;
  return {
    id: nextId,
    sender: { id: from === 'me' ? me.id : other.id },
    content: `message ${nextId}`,
    timestamp: new Date(Date.now() - 60_000).toISOString(),
    ...rest,
  };
}

export function makeChat(messages: UserMessage[], overrides: Partial<Chat> = {}): Chat {
  return { messages, other_user: other, has_more: false, next_before: null, is_blocked: false, ...overrides };
}

/**
 * The chat endpoint: the latest page, and with `before` the older page of `olderPages` under that cursor.
 * Returns the latest page's holder, so a test can change what the next fetch answers.
 */
export function mockChat(latest: Chat, olderPages: Record<number, Chat> = {}) {
  const current = { latest };
  mockApi()
    .onGet(CHAT_URL)
    .reply((config) => {
      const params = config.params as { user_id: number; before?: number };
      if (params.user_id !== other.id) return [404, { detail: 'Not found.' }];
      if (params.before === undefined) return [200, current.latest];
      const older = olderPages[params.before];
      return older ? [200, older] : [404, { detail: 'Not found.' }];
    });
  return current;
}

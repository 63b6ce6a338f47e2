import { act, screen } from '@testing-library/react';
import { messageKeys, startLiveEvents } from '@podbridge/shared/live';
import { queryClient } from '@podbridge/shared/query';
import { FakeEventSource, mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { Conversation, StoredUserData } from '@podbridge/shared/types';
import UnreadMessagesBadge from './UnreadMessagesBadge';

const user: StoredUserData = { id: 1, username: 'ada', user_type: 'expert', is_admin: false };
const conversation = (id: number, unread: number): Conversation => ({
  id,
  user: { id, username: `user${id}`, user_type: 'podcaster' },
  last_message: { content: 'Hello', timestamp: '2026-11-23T10:00:00.000Z' },
  unread_count: unread,
});

describe('UnreadMessagesBadge', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    queryClient.clear();
  });

  it('shows the unread messages over every conversation and holds the live stream', async () => {
    mockApi().onGet('/user_messages/conversations/').reply(200, [conversation(2, 2), conversation(3, 1)]);
    renderWithProviders(<UnreadMessagesBadge />, { user });
    expect(await screen.findByTestId('unread-messages')).toHaveTextContent('3 (3 unread)');
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('follows a pushed message without a reload', async () => {
    const conversations = mockApi().onGet('/user_messages/conversations/');
    conversations.replyOnce(200, [conversation(2, 0)]);
    renderWithProviders(<UnreadMessagesBadge />, { user });
    await act(() => queryClient.refetchQueries({ queryKey: messageKeys.conversations }));
    expect(screen.queryByTestId('unread-messages')).not.toBeInTheDocument();
    conversations.replyOnce(200, [conversation(2, 1)]);
    const stream = FakeEventSource.instances.at(-1)!;
    act(() => {
      stream.open();
      stream.emit('message', { id: 9, sender: { id: 2 }, receiver: { id: 1 }, content: 'Hi', timestamp: '2026-11-23T10:00:00.000Z' }, '9');
    });
    expect(await screen.findByTestId('unread-messages')).toHaveTextContent('1 (1 unread)');
  });

  it('shows nothing when every message is read', async () => {
    mockApi().onGet('/user_messages/conversations/').reply(200, [conversation(2, 0)]);
    const release = startLiveEvents(queryClient);
    renderWithProviders(<UnreadMessagesBadge />, { user });
    await act(() => queryClient.refetchQueries({ queryKey: messageKeys.conversations }));
    expect(screen.queryByTestId('unread-messages')).not.toBeInTheDocument();
    release();
  });
});

import { act, screen } from '@testing-library/react';
import { bookingKeys, messageKeys, startLiveEvents } from '@podbridge/shared/live';
import { queryClient } from '@podbridge/shared/query';
import { FakeEventSource, mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { Conversation, StoredUserData } from '@podbridge/shared/types';
import NavCountBadge from './NavCountBadge';

const user: StoredUserData = { id: 1, username: 'ada', user_type: 'expert', is_admin: false };
const conversation = (id: number, unread: number): Conversation => ({
  id,
  user: { id, username: `user${id}`, display_name: `user${id}`, picture: null, user_type: 'podcaster' },
  last_message: { content: 'Hello', timestamp: '2026-11-23T10:00:00.000Z' },
  unread_count: unread,
});

describe('the unread messages badge', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    queryClient.clear();
  });

  it('shows the unread messages over every conversation and holds the live stream', async () => {
    mockApi()
      .onGet('/user_messages/conversations/')
      .reply(200, [conversation(2, 2), conversation(3, 1)]);
    renderWithProviders(<NavCountBadge kind="messages" />, { user });
    expect(await screen.findByTestId('unread-messages')).toHaveTextContent('3 (3 unread)');
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('follows a pushed message without a reload', async () => {
    const conversations = mockApi().onGet('/user_messages/conversations/');
    conversations.replyOnce(200, [conversation(2, 0)]);
    renderWithProviders(<NavCountBadge kind="messages" />, { user });
    await act(() => queryClient.refetchQueries({ queryKey: messageKeys.conversations }));
    expect(screen.queryByTestId('unread-messages')).not.toBeInTheDocument();
    conversations.replyOnce(200, [conversation(2, 1)]);
    const stream = FakeEventSource.instances.at(-1)!;
    act(() => {
      stream.open();
      stream.emit(
        'message',
        { id: 9, sender: { id: 2 }, receiver: { id: 1 }, content: 'Hi', timestamp: '2026-11-23T10:00:00.000Z' },
        '9',
      );
    });
    expect(await screen.findByTestId('unread-messages')).toHaveTextContent('1 (1 unread)');
  });

  it('shows nothing when every message is read', async () => {
    mockApi()
      .onGet('/user_messages/conversations/')
      .reply(200, [conversation(2, 0)]);
    const release = startLiveEvents(queryClient);
    renderWithProviders(<NavCountBadge kind="messages" />, { user });
    await act(() => queryClient.refetchQueries({ queryKey: messageKeys.conversations }));
    expect(screen.queryByTestId('unread-messages')).not.toBeInTheDocument();
    release();
  });
});

describe('the booking requests badge', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    queryClient.clear();
  });

  it('shows the requests waiting for an answer and follows a pushed booking', async () => {
    const summary = mockApi().onGet('/bookings/summary/');
    summary.replyOnce(200, { waiting: 0 });
    renderWithProviders(<NavCountBadge kind="bookings" />, { user });
    await act(() => queryClient.refetchQueries({ queryKey: bookingKeys.summary }));
    expect(screen.queryByTestId('waiting-bookings')).not.toBeInTheDocument();
    summary.replyOnce(200, { waiting: 2 });
    const stream = FakeEventSource.instances.at(-1)!;
    act(() => {
      stream.open();
      stream.emit('booking', { id: 4 }, '10');
    });
    expect(await screen.findByTestId('waiting-bookings')).toHaveTextContent('2 (2 waiting for you)');
  });
});

import { act, screen } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { FakeEventSource, createTestQueryClient, mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { Conversation, StoredUserData } from '@podbridge/shared/types';
import { bookingKeys, messageKeys } from '../live/keys';
import { startLiveEvents } from '../live/stream';
import NavCount from './NavCount';

const user: StoredUserData = { id: 1, username: 'ada', user_type: 'expert', is_admin: false };
const conversation = (id: number, unread: number): Conversation => ({
  id,
  user: { id, username: `user${id}`, display_name: `user${id}`, picture: null, user_type: 'podcaster' },
  last_message: { content: 'Hello', timestamp: '2026-11-23T10:00:00.000Z' },
  unread_count: unread,
});

beforeEach(() => {
  FakeEventSource.instances = [];
});

describe('the unread messages count', () => {
  it('shows the unread messages over every conversation and holds the live stream', async () => {
    mockApi()
      .onGet('/user_messages/conversations/')
      .reply(200, [conversation(2, 2), conversation(3, 1)]);
    renderWithProviders(<NavCount kind="messages" />, { user });
    expect(await screen.findByTestId('unread-messages')).toHaveTextContent('3 (3 unread)');
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('follows a pushed message without a reload', async () => {
    const conversations = mockApi().onGet('/user_messages/conversations/');
    conversations.replyOnce(200, [conversation(2, 0)]);
    const { queryClient } = renderWithProviders(<NavCount kind="messages" />, { user });
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
    const { queryClient } = renderWithProviders(<NavCount kind="messages" />, { user });
    await act(() => queryClient.refetchQueries({ queryKey: messageKeys.conversations }));
    expect(screen.queryByTestId('unread-messages')).not.toBeInTheDocument();
  });

  it('shares the one stream with the Messages page, and the stream stays open while either needs it', async () => {
    mockApi()
      .onGet('/user_messages/conversations/')
      .reply(200, [conversation(2, 1)]);
    const queryClient = createTestQueryClient();
    // The Messages page, another exposed module of this remote, asks for the stream first.
    const releasePage = startLiveEvents(queryClient);
    const { unmount } = renderWithProviders(<NavCount kind="messages" />, { user, queryClient });
    expect(await screen.findByTestId('unread-messages')).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(1);
    unmount();
    expect(FakeEventSource.instances[0]!.readyState).not.toBe(FakeEventSource.CLOSED);
    releasePage();
    expect(FakeEventSource.instances[0]!.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('says the count in Swedish', async () => {
    mockApi()
      .onGet('/user_messages/conversations/')
      .reply(200, [conversation(2, 2)]);
    await act(() => i18n.changeLanguage('sv'));
    renderWithProviders(<NavCount kind="messages" />, { user });
    expect(await screen.findByTestId('unread-messages')).toHaveTextContent('2 (2 olästa)');
  });
});

describe('the booking requests count', () => {
  it('shows the requests waiting for an answer and follows a pushed booking', async () => {
    const summary = mockApi().onGet('/bookings/summary/');
    summary.replyOnce(200, { waiting: 0 });
    const { queryClient } = renderWithProviders(<NavCount kind="bookings" />, { user });
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

  it('shows 99+ past 99', async () => {
    mockApi().onGet('/bookings/summary/').reply(200, { waiting: 120 });
    renderWithProviders(<NavCount kind="bookings" />, { user });
    expect(await screen.findByTestId('waiting-bookings')).toHaveTextContent('99+ (120 waiting for you)');
  });
});

import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { Conversation } from '@podbridge/shared/types';
import { me } from './Chat/chatFixtures';
import { ConversationList } from './ConversationList';

const PICTURE = 'http://localhost:8000/media/profiles/karin.webp';

const conversation = (id: number, user: Omit<Conversation['user'], 'id'>): Conversation => ({
  id,
  user: { id, ...user },
  last_message: { content: `Hej från ${user.display_name}`, timestamp: new Date().toISOString() },
  unread_count: 0,
});

describe('ConversationList', () => {
  it('shows each person by display name, with their picture or the initial of their name', async () => {
    mockApi()
      .onGet('/user_messages/conversations/')
      .reply(200, [
        conversation(3, { username: 'karin_expert', display_name: 'Karin Ek', picture: PICTURE, user_type: 'expert' }),
        conversation(4, { username: 'anna_lindqvist', display_name: 'anna_lindqvist', picture: null, user_type: 'listener' }),
      ]);
    renderWithProviders(<ConversationList currentUserId={null} />, { user: me });

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [karin, anna] = within(list).getAllByRole('listitem');
    expect(within(karin!).getByText('Karin Ek')).toBeInTheDocument();
    expect(within(karin!).queryByText('karin_expert')).not.toBeInTheDocument();
    expect(within(karin!).getByRole('presentation')).toHaveAttribute('src', PICTURE);
    expect(within(karin!).queryByText('K')).not.toBeInTheDocument();

    expect(within(anna!).getByText('anna_lindqvist')).toBeInTheDocument();
    expect(within(anna!).queryByRole('presentation')).not.toBeInTheDocument();
    expect(within(anna!).getByText('a')).toHaveAttribute('aria-hidden', 'true');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { Conversation, UserSearchResult } from '@podbridge/shared/types';
import { makeChat, makeMessage, me, mockChat, other } from '../../components/Chat/chatFixtures';
import { MessagesPage } from './MessagesPage';

const PATH = '/messages/:userId?';

const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: other.id,
  user: other,
  last_message: {
    content: 'Would you join our show about Nordic design next month?',
    timestamp: new Date().toISOString(),
  },
  unread_count: 2,
  ...overrides,
});

const results: UserSearchResult[] = [
  {
    id: 7,
    username: 'asa_oberg',
    display_name: 'Åsa Öberg',
    picture: 'https://cdn.podbridge.test/asa.png',
    user_type: 'expert',
    expertise: 'Climate, Vikings',
  },
  { id: 8, username: 'asa_listens', display_name: 'asa_listens', picture: null, user_type: 'expert', expertise: null },
];

function mockSidebar(conversations: Conversation[] = []) {
  mockApi().onGet('/user_messages/conversations/').reply(200, conversations);
  mockApi()
    .onGet('/experts/categories/')
    .reply(200, [{ id: 3, name: 'Science' }]);
}

describe('MessagesPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('welcomes with the three steps until a conversation is open', async () => {
    mockSidebar();
    renderWithProviders(<MessagesPage />, { route: '/messages', path: PATH, user: me });
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to Messages' })).toBeInTheDocument();
    for (const step of ['Search for users', 'Start conversations', 'Build connections']) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
  });

  it('lists the conversations with type, unread count and preview, the open one marked', async () => {
    mockSidebar([
      conversation(),
      conversation({
        id: 9,
        user: { id: 9, username: 'cy', display_name: 'cy', picture: null, user_type: 'listener' },
        unread_count: 0,
      }),
    ]);
    mockChat(makeChat([makeMessage({ content: 'Hello there' })]));
    renderWithProviders(<MessagesPage />, { route: `/messages/${other.id}`, path: PATH, user: me });
    // jsdom's screen is narrow: the open chat takes the page and the list waits behind it.
    const list = await screen.findByRole('list', { name: 'Conversations', hidden: true });
    const bo = within(list).getByRole('link', { name: /^Bo Ek Podcaster/, hidden: true });
    expect(bo).toHaveAttribute('href', `/messages/${other.id}`);
    expect(bo).toHaveAttribute('aria-current', 'page');
    expect(within(bo).getByText('Podcaster')).toBeInTheDocument();
    expect(within(bo).getByLabelText('2 unread')).toBeInTheDocument();
    expect(within(bo).getByText(/Nordic design/)).toBeInTheDocument();
    expect(within(bo).getByText('Just now')).toBeInTheDocument();
    const cy = within(list).getByRole('link', { name: /^cy Listener/, hidden: true });
    expect(cy).not.toHaveAttribute('aria-current');
    expect(within(cy).getByText('Listener')).toBeInTheDocument();
    expect(within(cy).queryByLabelText(/unread/)).not.toBeInTheDocument();
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome to Messages' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to conversations' })).toHaveAttribute('href', '/messages');
  });

  it('shows the welcome for an address that is not a user id', async () => {
    mockSidebar();
    renderWithProviders(<MessagesPage />, { route: '/messages/abc', path: PATH, user: me });
    expect(screen.getByRole('heading', { name: 'Welcome to Messages' })).toBeInTheDocument();
    await screen.findByText('No conversations yet');
  });

  it('searches users, offers categories only for experts, and Message clears the search and opens the chat', async () => {
    mockSidebar();
    mockChat(makeChat([]));
    let answer: (value: [number, UserSearchResult[]]) => void = () => undefined;
    mockApi()
      .onGet('/users/search/search/')
      .reply(() => new Promise((resolve) => (answer = resolve)));
    const { user, location } = renderWithProviders(<MessagesPage />, { route: '/messages', path: PATH, user: me });

    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'User type' }), 'Experts');
    const category = screen.getByRole('combobox', { name: 'Category' });
    await screen.findByRole('option', { name: 'Science' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Categories', 'Science']);
    await user.selectOptions(category, 'Science');
    await user.type(screen.getByPlaceholderText('Search by name or email...'), '  asa  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled();
    expect(mockApi().history.get!.find((request) => request.url === '/users/search/search/')!.params).toEqual({
      search: 'asa',
      user_type: 'expert',
      category: 3,
    });
    answer([200, results]);
    expect(await screen.findByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
    expect(screen.getByText('2 found')).toBeInTheDocument();
    expect(screen.getByText('Climate, Vikings')).toBeInTheDocument();
    // People by name and picture, the username under a name that differs from it.
    const found = screen.getByRole('heading', { name: 'Search Results' }).closest('section')!;
    expect(within(found).getByText('Åsa Öberg')).toBeInTheDocument();
    expect(within(found).getByText('@asa_oberg')).toBeInTheDocument();
    expect(found.querySelector('img')).toHaveAttribute('src', 'https://cdn.podbridge.test/asa.png');
    expect(within(found).getByText('asa_listens')).toBeInTheDocument();
    expect(within(found).queryByText('@asa_listens')).not.toBeInTheDocument();
    expect(screen.getByText('No expertise specified')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: /Message/ })[0]!);
    expect(location().pathname).toBe('/messages/7');
    // On a narrow screen the open chat takes the page; the search is still there, cleared.
    expect(screen.queryByRole('heading', { name: 'Search Results', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by name or email...')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'User type', hidden: true })).toHaveValue('');
  });

  it('says when nobody matches', async () => {
    mockSidebar();
    mockApi().onGet('/users/search/search/').reply(200, []);
    const { user } = renderWithProviders(<MessagesPage />, { route: '/messages', path: PATH, user: me });
    await user.type(screen.getByPlaceholderText('Search by name or email...'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria')).toBeInTheDocument();
    expect(screen.getByText('0 found')).toBeInTheDocument();
  });

  it('sends no empty search, and a failed one is only logged', async () => {
    mockSidebar();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi().onGet('/users/search/search/').reply(500, { detail: 'Server error' });
    const { user } = renderWithProviders(<MessagesPage />, { route: '/messages', path: PATH, user: me });
    await user.type(screen.getByPlaceholderText('Search by name or email...'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(mockApi().history.get!.filter((request) => request.url === '/users/search/search/')).toHaveLength(0);

    await user.type(screen.getByPlaceholderText('Search by name or email...'), 'asa');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('User search failed', expect.anything()));
    expect(await screen.findByRole('button', { name: 'Search' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Search Results' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('in Swedish', () => {
    it('welcomes in Swedish with the three steps and the empty conversation list', async () => {
      await act(() => i18n.changeLanguage('sv'));
      mockSidebar();
      renderWithProviders(<MessagesPage />, { route: '/messages', path: PATH, user: me });
      expect(screen.getByRole('heading', { level: 1, name: 'Meddelanden' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Välkommen till dina meddelanden' })).toBeInTheDocument();
      for (const step of ['Sök efter användare', 'Börja prata', 'Bygg ditt nätverk']) {
        expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
      }
      expect(screen.getByRole('heading', { name: 'Hitta personer' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Senaste konversationer' })).toBeInTheDocument();
      expect(await screen.findByText('Inga konversationer än')).toBeInTheDocument();
      expect(screen.getByText('Sök upp en poddare eller expert här ovanför för att börja prata.')).toBeInTheDocument();
    });

    it('lists the conversations with Swedish types, unread counts and times', async () => {
      await act(() => i18n.changeLanguage('sv'));
      mockSidebar([
        conversation({ unread_count: 1 }),
        conversation({
          id: 9,
          user: { id: 9, username: 'cy', display_name: 'cy', picture: null, user_type: 'listener' },
          unread_count: 3,
        }),
      ]);
      mockChat(makeChat([]));
      renderWithProviders(<MessagesPage />, { route: `/messages/${other.id}`, path: PATH, user: me });
      const list = await screen.findByRole('list', { name: 'Konversationer', hidden: true });
      const bo = within(list).getByRole('link', { name: /^Bo Ek Poddare/, hidden: true });
      expect(within(bo).getByLabelText('1 oläst')).toBeInTheDocument();
      expect(within(bo).getByText('Nyss')).toBeInTheDocument();
      const cy = within(list).getByRole('link', { name: /^cy Lyssnare/, hidden: true });
      expect(within(cy).getByLabelText('3 olästa')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Tillbaka till konversationerna' })).toHaveAttribute('href', '/messages');
    });

    it('searches users in Swedish and counts the matches', async () => {
      await act(() => i18n.changeLanguage('sv'));
      mockSidebar();
      mockApi()
        .onGet('/users/search/search/')
        .replyOnce(200, results)
        .onGet('/users/search/search/')
        .reply(200, [results[0]]);
      const { user } = renderWithProviders(<MessagesPage />, { route: '/messages', path: PATH, user: me });
      const search = screen.getByRole('search', { name: 'Sök användare' });
      const userType = within(search).getByRole('combobox', { name: 'Användartyp' });
      expect(
        within(userType)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Alla användartyper', 'Experter', 'Poddare', 'Lyssnare']);
      await user.selectOptions(userType, 'Experter');
      const category = within(search).getByRole('combobox', { name: 'Kategori' });
      expect(within(category).getAllByRole('option')[0]).toHaveTextContent('Alla kategorier');
      await user.type(within(search).getByPlaceholderText('Sök på namn eller e-post …'), 'asa');
      await user.click(within(search).getByRole('button', { name: 'Sök' }));
      expect(await screen.findByRole('heading', { name: 'Sökresultat' })).toBeInTheDocument();
      expect(screen.getByText('2 träffar')).toBeInTheDocument();
      expect(screen.getAllByText('Expert')).toHaveLength(2);
      expect(screen.getByText('Inget expertområde angivet')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Skriv' })).toHaveLength(2);
      await user.type(within(search).getByPlaceholderText('Sök på namn eller e-post …'), '_oberg');
      await user.click(within(search).getByRole('button', { name: 'Sök' }));
      expect(await screen.findByText('1 träff')).toBeInTheDocument();
    });

    it('says in Swedish when nobody matches', async () => {
      await act(() => i18n.changeLanguage('sv'));
      mockSidebar();
      mockApi().onGet('/users/search/search/').reply(200, []);
      const { user } = renderWithProviders(<MessagesPage />, { route: '/messages', path: PATH, user: me });
      await user.type(screen.getByPlaceholderText('Sök på namn eller e-post …'), 'ingen');
      await user.click(screen.getByRole('button', { name: 'Sök' }));
      expect(await screen.findByText('Inga användare hittades')).toBeInTheDocument();
      expect(screen.getByText('Prova att ändra din sökning')).toBeInTheDocument();
      expect(screen.getByText('0 träffar')).toBeInTheDocument();
    });
  });
});

import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { theme } from '@podbridge/kit';
import { CHAT_URL, makeChat, makeMessage, me, mockChat, other } from './chatFixtures';
import { ChatWindow } from './ChatWindow';

function renderChat(userId = other.id) {
  return renderWithProviders(<ChatWindow userId={userId} />, { user: me });
}

const conversation = () => screen.findByRole('log', { name: 'Conversation with Bo Ek' });

describe('ChatWindow', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the other user with a capitalised type badge', async () => {
    mockChat(makeChat([]));
    renderChat();
    expect(await screen.findByRole('heading', { name: 'Bo Ek' })).toBeInTheDocument();
    expect(screen.getByText('Podcaster')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block user' })).toBeInTheDocument();
    // An expert has nobody to invite: only a podcaster invites an expert.
    expect(screen.queryByRole('button', { name: 'Invite to my show' })).not.toBeInTheDocument();
  });

  it('lets a podcaster invite the expert they are talking to, in the same dialog as the expert page', async () => {
    mockChat(makeChat([], { other_user: { ...other, user_type: 'expert' } }));
    mockApi().onGet('/podcasts/my-podcasts/').reply(200, []);
    const { user } = renderWithProviders(<ChatWindow userId={other.id} />, {
      user: { id: 1, username: 'ada', user_type: 'podcaster' },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite to my show' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Invite Bo Ek to your show' }));
    expect(await dialog.findByText('You need a podcast before you can invite guests.')).toBeInTheDocument();
  });

  it('marks sent messages on the right in the brand colour and received ones on the left, with their time', async () => {
    mockChat(
      makeChat([makeMessage({ from: 'other', content: 'Hi Ada!' }), makeMessage({ from: 'me', content: 'Hello Bo' })]),
    );
    renderChat();
    const [received, sent] = within(await conversation()).getAllByRole('listitem');
    expect(received).toHaveTextContent('Bo Ek: Hi Ada!');
    expect(received).toHaveAttribute('data-direction', 'received');
    expect(received).toHaveStyle({ alignItems: 'flex-start' });
    expect(sent).toHaveTextContent('You: Hello Bo');
    expect(sent).toHaveAttribute('data-direction', 'sent');
    expect(sent).toHaveStyle({ alignItems: 'flex-end' });
    expect(within(sent!).getByText('Hello Bo', { exact: false })).toHaveStyle({ background: theme.colors.primary });
    expect(within(received!).getByText('Just now')).toBeInTheDocument();
  });

  it('keeps the line breaks of a message', async () => {
    mockChat(makeChat([makeMessage({ content: 'First line\nSecond line' })]));
    renderChat();
    const [message] = within(await conversation()).getAllByRole('listitem');
    expect(message!.textContent).toContain('First line\nSecond line');
    expect(within(message!).getByText(/First line/)).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });

  it('shows times relative to now', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    mockChat(
      makeChat([
        makeMessage({ timestamp: hoursAgo(3) }),
        makeMessage({ timestamp: hoursAgo(50) }),
        makeMessage({ timestamp: '2020-02-03T10:00:00Z' }),
      ]),
    );
    renderChat();
    await conversation();
    expect(screen.getByText('3 hours ago')).toBeInTheDocument();
    expect(screen.getByText('2 days ago')).toBeInTheDocument();
    expect(screen.getByText('2/3/2020')).toBeInTheDocument();
  });

  it('invites to say hello in an empty chat', async () => {
    mockChat(makeChat([]));
    renderChat();
    expect(await screen.findByText('No messages yet. Say hello!')).toBeInTheDocument();
  });

  it('shows a spinner while the chat loads', async () => {
    mockChat(makeChat([]));
    renderChat();
    expect(screen.getByRole('status', { name: 'Loading conversation' })).toBeInTheDocument();
    await conversation();
    expect(screen.queryByRole('status', { name: 'Loading conversation' })).not.toBeInTheDocument();
  });

  it('says a user is not found, with a way back to Messages', async () => {
    mockChat(makeChat([]));
    renderChat(999);
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Messages' })).toHaveAttribute('href', '/messages');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('only logs a failed load, shows a neutral message and loads again on retry', async () => {
    mockApi().onGet(CHAT_URL).replyOnce(500, { detail: 'Database exploded' });
    mockChat(makeChat([makeMessage({ content: 'Back again' })]));
    const { user } = renderChat();
    expect(await screen.findByText('This conversation could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('Database exploded')).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Failed to load chat', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('blocks after a confirmation that explains it, then shows the notice and keeps the composer usable', async () => {
    mockChat(makeChat([makeMessage()]));
    mockApi().onPost('/user_messages/blocks/').reply(201, { user: other, created_at: new Date().toISOString() });
    const { user } = renderChat();
    await user.click(await screen.findByRole('button', { name: 'Block user' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Block Bo Ek?' }));
    expect(
      confirm.getByText(/Their messages will no longer reach you\. Bo Ek is not told that you blocked them/),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Block user' }));
    expect(
      await screen.findByText('You blocked this user. Their new messages will not reach you.'),
    ).toBeInTheDocument();
    expect(JSON.parse(mockApi().history.post[0]!.data as string)).toEqual({ user_id: other.id });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock user' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Type your message...' })).toBeEnabled();
  });

  it('does not block when the confirmation is cancelled', async () => {
    mockChat(makeChat([]));
    const { user } = renderChat();
    await user.click(await screen.findByRole('button', { name: 'Block user' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockApi().history.post).toHaveLength(0);
    expect(screen.queryByText(/You blocked this user/)).not.toBeInTheDocument();
  });

  it('says so inside the confirmation when blocking fails', async () => {
    mockChat(makeChat([]));
    mockApi().onPost('/user_messages/blocks/').reply(500);
    const { user } = renderChat();
    await user.click(await screen.findByRole('button', { name: 'Block user' }));
    const confirm = within(screen.getByRole('dialog'));
    await user.click(confirm.getByRole('button', { name: 'Block user' }));
    expect(await confirm.findByText('Failed to block user. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/You blocked this user/)).not.toBeInTheDocument();
  });

  it('unblocks a blocked user at once', async () => {
    mockChat(makeChat([], { is_blocked: true }));
    mockApi().onDelete(`/user_messages/blocks/${other.id}/`).reply(204);
    const { user } = renderChat();
    expect(
      await screen.findByText('You blocked this user. Their new messages will not reach you.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unblock user' }));
    expect(await screen.findByRole('button', { name: 'Block user' })).toBeInTheDocument();
    expect(screen.queryByText(/You blocked this user/)).not.toBeInTheDocument();
    expect(mockApi().history.delete).toHaveLength(1);
  });

  describe('in Swedish', () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

    it('speaks Swedish: the other user, the messages with Swedish times, Report and the composer', async () => {
      await act(() => i18n.changeLanguage('sv'));
      mockChat(
        makeChat([
          makeMessage({ from: 'other', content: 'Hej Ada!', timestamp: hoursAgo(3) }),
          makeMessage({ from: 'me', content: 'Hej Bo', timestamp: '2020-02-03T10:05:00' }),
        ]),
      );
      renderChat();
      const log = await screen.findByRole('log', { name: 'Konversation med Bo Ek' });
      expect(screen.getByRole('region', { name: 'Chatt med Bo Ek' })).toBeInTheDocument();
      expect(screen.getByText('Poddare')).toBeInTheDocument();
      const [received, sent] = within(log).getAllByRole('listitem');
      expect(received).toHaveTextContent('Bo Ek: Hej Ada!');
      expect(within(received!).getByText('för 3 timmar sedan')).toBeInTheDocument();
      expect(within(received!).getByRole('button', { name: 'Anmäl meddelandet' })).toHaveTextContent('Anmäl');
      expect(sent).toHaveTextContent('Du: Hej Bo');
      const time = within(sent!).getByText('2020-02-03');
      expect(time).toHaveAttribute('title', '3 feb. 2020 10:05');
      expect(screen.getByRole('textbox', { name: 'Skriv ditt meddelande …' })).toHaveAttribute(
        'placeholder',
        'Skriv ditt meddelande …',
      );
      expect(screen.getByRole('button', { name: 'Skicka' })).toBeDisabled();
      expect(screen.getByText('Enter skickar, Skift+Enter ger ny rad')).toBeInTheDocument();
    });

    it('brings the times of an open chat into the language chosen', async () => {
      mockChat(makeChat([makeMessage({ timestamp: hoursAgo(50) }), makeMessage({ timestamp: '2020-02-03T10:05:00' })]));
      renderChat();
      await conversation();
      expect(screen.getByText('2 days ago')).toBeInTheDocument();
      expect(screen.getByText('2/3/2020')).toHaveAttribute('title', 'Feb 3, 2020, 10:05 AM');
      await act(() => i18n.changeLanguage('sv'));
      expect(screen.getByText('för 2 dagar sedan')).toBeInTheDocument();
      expect(screen.getByText('2020-02-03')).toHaveAttribute('title', '3 feb. 2020 10:05');
      expect(screen.getByRole('log', { name: 'Konversation med Bo Ek' })).toBeInTheDocument();
    });

    it('blocks after a Swedish confirmation and says so, and unblocks', async () => {
      await act(() => i18n.changeLanguage('sv'));
      mockChat(makeChat([]));
      mockApi().onPost('/user_messages/blocks/').reply(201, { user: other, created_at: new Date().toISOString() });
      mockApi().onDelete(`/user_messages/blocks/${other.id}/`).reply(204);
      const { user } = renderChat();
      expect(await screen.findByText('Inga meddelanden än. Säg hej!')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Blockera' }));
      const confirm = within(screen.getByRole('dialog', { name: 'Blockera Bo Ek?' }));
      expect(
        confirm.getByText(/Meddelanden från Bo Ek når dig inte längre\. Hen får inte veta om det/),
      ).toBeInTheDocument();
      expect(confirm.getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();
      await user.click(confirm.getByRole('button', { name: 'Blockera' }));
      expect(
        await screen.findByText('Du har blockerat den här användaren och får inga nya meddelanden från hen.'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Häv blockeringen' }));
      expect(await screen.findByRole('button', { name: 'Blockera' })).toBeInTheDocument();
    });

    it('says in Swedish that a user is not found, or that the chat could not be loaded', async () => {
      await act(() => i18n.changeLanguage('sv'));
      mockApi().onGet(CHAT_URL).replyOnce(500);
      mockChat(makeChat([]));
      const { user } = renderWithProviders(<ChatWindow userId={other.id} />, { user: me });
      expect(screen.getByRole('status', { name: 'Laddar konversationen' })).toBeInTheDocument();
      expect(await screen.findByText('Konversationen kunde inte laddas.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Försök igen' }));
      expect(await screen.findByText('Inga meddelanden än. Säg hej!')).toBeInTheDocument();
    });

    it('offers the way back in Swedish for an unknown user', async () => {
      await act(() => i18n.changeLanguage('sv'));
      mockChat(makeChat([]));
      renderChat(999);
      expect(await screen.findByRole('heading', { name: 'Användaren finns inte' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Tillbaka till meddelanden' })).toHaveAttribute('href', '/messages');
    });
  });

  it('starts afresh when it switches to another user', async () => {
    mockChat(makeChat([]));
    function Switcher() {
      const [userId, setUserId] = useState(other.id);
      return (
        <>
          <button onClick={() => setUserId(999)}>Open another chat</button>
          <ChatWindow userId={userId} />
        </>
      );
    }
    const { user } = renderWithProviders(<Switcher />, { user: me });
    const input = await screen.findByRole('textbox', { name: 'Type your message...' });
    await user.type(input, 'Half a thought');
    await user.click(screen.getByRole('button', { name: 'Open another chat' }));
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Half a thought')).not.toBeInTheDocument();
  });
});

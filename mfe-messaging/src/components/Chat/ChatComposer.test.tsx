import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { createTestQueryClient, mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { UserMessage } from '@podbridge/shared/types';
import { messageKeys } from '../../live/keys';
import { makeChat, makeMessage, me, mockChat, other } from './chatFixtures';
import { ChatWindow } from './ChatWindow';

const SEND_URL = '/user_messages/';
const LABEL = 'Type your message...';

function renderChat() {
  mockChat(makeChat([]));
  return renderWithProviders(<ChatWindow userId={other.id} />, { user: me });
}

const composer = () => screen.findByRole('textbox', { name: LABEL });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const sentBodies = () => mockApi().history.post.map((request) => JSON.parse(request.data as string) as unknown);

/** The answer to a sent message: the message as stored, from the signed-in user. */
function stored(content: string): UserMessage {
  return makeMessage({ from: 'me', content, timestamp: new Date().toISOString() });
}

describe('the chat composer', () => {
  it('is labelled and limited to 1000 characters, with a counter', async () => {
    const { user } = renderChat();
    const input = await composer();
    expect(input).toHaveAttribute('placeholder', LABEL);
    expect(input).toHaveAttribute('maxLength', '1000');
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    await user.type(input, 'Hello');
    expect(screen.getByText('5/1000')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('5/1000');
  });

  it('cannot send empty or whitespace-only text', async () => {
    const { user } = renderChat();
    const input = await composer();
    expect(sendButton()).toBeDisabled();
    await user.type(input, '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(mockApi().history.post).toHaveLength(0);
  });

  it('sends the trimmed text on Enter, shows it in the chat and clears the input', async () => {
    mockApi().onPost(SEND_URL).reply(201, stored('Hello Bo'));
    const { user } = renderChat();
    const input = await composer();
    await user.type(input, '  Hello Bo  {Enter}');
    expect(await within(screen.getByRole('log')).findByText('Hello Bo', { exact: false })).toBeInTheDocument();
    expect(sentBodies()).toEqual([{ receiver_id: other.id, content: 'Hello Bo' }]);
    expect(input).toHaveValue('');
    expect(sendButton()).toBeDisabled();
    expect(input).toHaveFocus();
  });

  it('starts a new line on Shift+Enter and sends with the Send button', async () => {
    mockApi().onPost(SEND_URL).reply(201, stored('First line\nSecond line'));
    const { user } = renderChat();
    const input = await composer();
    await user.type(input, 'First line{Shift>}{Enter}{/Shift}Second line');
    expect(input).toHaveValue('First line\nSecond line');
    expect(mockApi().history.post).toHaveLength(0);
    await user.click(sendButton());
    await screen.findByText(/Second line/);
    expect(sentBodies()).toEqual([{ receiver_id: other.id, content: 'First line\nSecond line' }]);
  });

  it('disables the input and the button while a message is on its way, and sends it once', async () => {
    let answer: (value: [number, UserMessage]) => void = () => undefined;
    mockApi()
      .onPost(SEND_URL)
      .reply(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderChat();
    const input = await composer();
    await user.type(input, 'Hello{Enter}');
    expect(input).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(mockApi().history.post).toHaveLength(1);
    await act(async () => answer([201, stored('Hello')]));
    expect(await screen.findByText('Hello', { exact: false })).toBeInTheDocument();
    expect(input).toBeEnabled();
    expect(input).toHaveValue('');
  });

  it("shows a spam limit's reason under the composer and keeps the text", async () => {
    const detail = 'You have sent 3 messages without an answer. You can write again once the other user replies.';
    mockApi().onPost(SEND_URL).reply(429, { detail });
    const { user } = renderChat();
    const input = await composer();
    await user.type(input, 'Anyone there?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(input).toHaveValue('Anyone there?');
    expect(input).toBeEnabled();
    expect(input).toHaveAccessibleDescription(`13/1000 ${detail}`);
  });

  it('says the message failed when the server gives no reason', async () => {
    mockApi().onPost(SEND_URL).replyOnce(500).onPost(SEND_URL).reply(201, stored('Anyone there?'));
    const { user } = renderChat();
    const input = await composer();
    await user.type(input, 'Anyone there?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
    await user.click(sendButton());
    await screen.findByText('Anyone there?', { exact: false, selector: 'div' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says in Swedish that the message failed when the server gives no reason', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi().onPost(SEND_URL).reply(500);
    const { user } = renderChat();
    const input = await screen.findByRole('textbox', { name: 'Skriv ditt meddelande …' });
    await user.type(input, 'Är du där?');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Meddelandet kunde inte skickas. Försök igen.');
    expect(input).toHaveValue('Är du där?');
  });

  it('takes the focus 100 ms after the chat opens', async () => {
    jest.useFakeTimers();
    try {
      mockChat(makeChat([]));
      const queryClient = createTestQueryClient();
      queryClient.setQueryData(messageKeys.chat(other.id), makeChat([]));
      renderWithProviders(<ChatWindow userId={other.id} />, { user: me, queryClient });
      const input = screen.getByRole('textbox', { name: LABEL });
      expect(input).not.toHaveFocus();
      act(() => jest.advanceTimersByTime(99));
      expect(input).not.toHaveFocus();
      act(() => jest.advanceTimersByTime(1));
      expect(input).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not take the focus from a field the reader is already in', () => {
    jest.useFakeTimers();
    try {
      const queryClient = createTestQueryClient();
      queryClient.setQueryData(messageKeys.chat(other.id), makeChat([]));
      renderWithProviders(
        <>
          <input aria-label="Elsewhere" />
          <ChatWindow userId={other.id} />
        </>,
        { user: me, queryClient },
      );
      const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
      elsewhere.focus();
      act(() => jest.advanceTimersByTime(100));
      expect(elsewhere).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });
});

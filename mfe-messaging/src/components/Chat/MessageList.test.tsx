import { act, fireEvent, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { Chat, UserMessage } from '@podbridge/shared/types';
import { messageKeys } from '../../live/keys';
import { CHAT_URL, makeChat, makeMessage, me, mockChat, other } from './chatFixtures';
import { ChatWindow } from './ChatWindow';

/** jsdom lays nothing out: each message is 100px high and the list shows 150px of them. */
const MESSAGE_HEIGHT = 100;
const VISIBLE_HEIGHT = 150;

function renderChat() {
  return renderWithProviders(<ChatWindow userId={other.id} />, { user: me });
}

const conversation = () => screen.findByRole('log', { name: 'Conversation with Bo Ek' });
const items = () => within(screen.getByRole('log')).getAllByRole('listitem');

describe('the messages of a chat', () => {
  beforeEach(() => {
    jest.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
      return this.querySelectorAll('li').length * MESSAGE_HEIGHT;
    });
    jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(VISIBLE_HEIGHT);
  });
  afterEach(() => jest.restoreAllMocks());

  describe('scrolling', () => {
    const three = () => [makeMessage(), makeMessage({ from: 'me' }), makeMessage()];

    /** A message coming in as the live stream or the 5-second poll brings it; resolves once it shows. */
    async function arrive(queryClient: ReturnType<typeof renderChat>['queryClient'], message: UserMessage) {
      queryClient.setQueryData<Chat>(messageKeys.chat(other.id), (chat) =>
        chat ? { ...chat, messages: [...chat.messages, message] } : chat,
      );
      await screen.findByText(message.content, { exact: false });
    }

    it('opens at the latest message', async () => {
      mockChat(makeChat(three()));
      renderChat();
      expect((await conversation()).scrollTop).toBe(3 * MESSAGE_HEIGHT);
    });

    it('follows a new message while the reader is at the bottom', async () => {
      mockChat(makeChat(three()));
      const { queryClient } = renderChat();
      const log = await conversation();
      await arrive(queryClient, makeMessage({ content: 'Are you there?' }));
      expect(log.scrollTop).toBe(4 * MESSAGE_HEIGHT);
    });

    it('stays where the reader is when a message arrives while they read earlier ones', async () => {
      mockChat(makeChat(three()));
      const { queryClient } = renderChat();
      const log = await conversation();
      log.scrollTop = 0;
      fireEvent.scroll(log);
      await arrive(queryClient, makeMessage({ content: 'Are you there?' }));
      expect(log.scrollTop).toBe(0);
      await arrive(queryClient, makeMessage({ from: 'me', content: 'Sent from my phone' }));
      expect(log.scrollTop).toBe(5 * MESSAGE_HEIGHT);
    });
  });

  describe('earlier messages', () => {
    it('loads the page before the oldest one shown, keeping the scroll position', async () => {
      const earlier = [makeMessage({ content: 'First' }), makeMessage({ content: 'Second' })];
      const latest = [makeMessage({ content: 'Third' }), makeMessage({ content: 'Fourth' })];
      const before = latest[0]!.id;
      mockChat(makeChat(latest, { has_more: true, next_before: before }), {
        [before]: makeChat(earlier, { has_more: false, next_before: null }),
      });
      const { user } = renderChat();
      const log = await conversation();
      log.scrollTop = 0;
      fireEvent.scroll(log);
      await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
      expect(await screen.findByText('First', { exact: false })).toBeInTheDocument();
      expect(items().map((item) => item.querySelector('div')!.textContent)).toEqual([
        'Bo Ek: First',
        'Bo Ek: Second',
        'Bo Ek: Third',
        'Bo Ek: Fourth',
      ]);
      const olderRequest = mockApi().history.get.find((request) => request.params.before !== undefined);
      expect(olderRequest?.params).toEqual({ user_id: other.id, before });
      // What was at the top is still at the top of the view, now below the two earlier messages.
      expect(log.scrollTop).toBe(2 * MESSAGE_HEIGHT);
      expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
    });

    it('offers no earlier messages when there are none', async () => {
      mockChat(makeChat([makeMessage()]));
      renderChat();
      await conversation();
      expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
    });
  });

  describe('reporting', () => {
    async function openReport() {
      const received = makeMessage({ content: 'Buy cheap followers now' });
      mockChat(makeChat([received, makeMessage({ from: 'me', content: 'No thanks' })]));
      const view = renderChat();
      await conversation();
      const [receivedItem, sentItem] = items();
      expect(within(sentItem!).queryByRole('button', { name: 'Report message' })).not.toBeInTheDocument();
      await view.user.click(within(receivedItem!).getByRole('button', { name: 'Report message' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Report message' }));
      return { ...view, dialog, received };
    }

    it('offers Report on received messages only and asks for a reason', async () => {
      const { user, dialog } = await openReport();
      expect(dialog.getByText('Buy cheap followers now')).toBeInTheDocument();
      expect(dialog.getByLabelText('Reason')).toHaveAttribute('maxLength', '1000');
      expect(dialog.getByText('0/1000')).toBeInTheDocument();
      await user.type(dialog.getByLabelText('Reason'), '   ');
      await user.click(dialog.getByRole('button', { name: 'Send Report' }));
      expect(await dialog.findByText('Please give a reason')).toBeInTheDocument();
      expect(mockApi().history.post).toHaveLength(0);
    });

    it('sends the reason and thanks the reader', async () => {
      const reportUrl = (id: number) => `/user_messages/${id}/report/`;
      const { user, dialog, received } = await openReport();
      mockApi()
        .onPost(reportUrl(received.id))
        .reply(201, { id: 1, message_id: received.id, reason: 'Spam', created_at: new Date().toISOString() });
      await user.type(dialog.getByLabelText('Reason'), '  Spam  ');
      await user.click(dialog.getByRole('button', { name: 'Send Report' }));
      expect(await screen.findByText('Message reported. Thank you, our team will review it.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Report message' })).not.toBeInTheDocument();
      expect(JSON.parse(mockApi().history.post[0]!.data as string)).toEqual({ reason: 'Spam' });
    });

    it('keeps the dialog open with the reason when reporting fails', async () => {
      const { user, dialog, received } = await openReport();
      mockApi().onPost(`/user_messages/${received.id}/report/`).reply(500);
      await user.type(dialog.getByLabelText('Reason'), 'Spam');
      await user.click(dialog.getByRole('button', { name: 'Send Report' }));
      expect(await dialog.findByText('Failed to report message. Please try again.')).toBeInTheDocument();
      expect(dialog.getByLabelText('Reason')).toHaveValue('Spam');
    });
  });

  describe('in Swedish', () => {
    it('offers the earlier messages in Swedish', async () => {
      await act(() => i18n.changeLanguage('sv'));
      mockChat(makeChat([makeMessage()], { has_more: true, next_before: 1 }));
      renderChat();
      await screen.findByRole('log', { name: 'Konversation med Bo Ek' });
      expect(screen.getByRole('button', { name: 'Visa tidigare meddelanden' })).toBeInTheDocument();
    });

    it('reports a message through a Swedish dialog and thanks the reader in Swedish', async () => {
      await act(() => i18n.changeLanguage('sv'));
      const received = makeMessage({ content: 'Köp billiga följare nu' });
      mockChat(makeChat([received]));
      mockApi()
        .onPost(`/user_messages/${received.id}/report/`)
        .reply(201, { id: 1, message_id: received.id, reason: 'Spam', created_at: new Date().toISOString() });
      const { user } = renderChat();
      await screen.findByRole('log', { name: 'Konversation med Bo Ek' });
      await user.click(screen.getByRole('button', { name: 'Anmäl meddelandet' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Anmäl meddelande' }));
      expect(
        dialog.getByText('Berätta vad som är fel med det här meddelandet från Bo Ek. Vi går igenom varje anmälan.'),
      ).toBeInTheDocument();
      await user.type(dialog.getByLabelText('Anledning'), 'Spam');
      await user.click(dialog.getByRole('button', { name: 'Skicka anmälan' }));
      expect(
        await screen.findByText('Meddelandet är anmält. Tack, vi tittar på det så snart vi kan.'),
      ).toBeInTheDocument();
    });

    it('says in Swedish when a report fails', async () => {
      await act(() => i18n.changeLanguage('sv'));
      const received = makeMessage();
      mockChat(makeChat([received]));
      mockApi().onPost(`/user_messages/${received.id}/report/`).reply(500);
      const { user } = renderChat();
      await screen.findByRole('log', { name: 'Konversation med Bo Ek' });
      await user.click(screen.getByRole('button', { name: 'Anmäl meddelandet' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Anmäl meddelande' }));
      await user.type(dialog.getByLabelText('Anledning'), 'Spam');
      await user.click(dialog.getByRole('button', { name: 'Skicka anmälan' }));
      expect(await dialog.findByText('Meddelandet kunde inte anmälas. Försök igen.')).toBeInTheDocument();
    });
  });

  it('asks for the chat again every 5 seconds', async () => {
    jest.useFakeTimers();
    try {
      mockChat(makeChat([]));
      renderChat();
      await conversation();
      const asked = () => mockApi().history.get.filter((request) => request.url === CHAT_URL).length;
      const before = asked();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(5000);
      });
      expect(asked()).toBe(before + 1);
      expect(mockApi().history.get.at(-1)?.params).toEqual({ user_id: other.id });
    } finally {
      jest.useRealTimers();
    }
  });
});

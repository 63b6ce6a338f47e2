import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { theme } from '@podbridge/kit';
import type { UserMessage } from '@podbridge/shared/types';
import MessageDialog from './MessageDialog';

const me = { id: 1, username: 'ada', user_type: 'podcaster' as const };
const recipient = { id: 7, username: 'marie' };
const SEND_URL = '/user_messages/';

const stored: UserMessage = { id: 1, sender: { id: me.id }, content: 'Hello', timestamp: new Date().toISOString() };

function renderDialog(open = true) {
  const onClose = jest.fn();
  const view = renderWithProviders(<MessageDialog open={open} onClose={onClose} recipient={recipient} />, { user: me });
  return { ...view, onClose };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Message marie' }));
const sentBodies = () => mockApi().history.post.map((request) => JSON.parse(request.data as string) as unknown);

describe('MessageDialog', () => {
  it('shows nothing while closed', () => {
    renderDialog(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens titled with the recipient, an empty message and its counter', () => {
    renderDialog();
    const message = dialog().getByLabelText('Message');
    expect(message).toHaveValue('');
    expect(message).toBeRequired();
    expect(message).toHaveAttribute('maxLength', '1000');
    expect(message).toHaveFocus();
    expect(message).toHaveAccessibleDescription('0/1000');
    expect(dialog().getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(dialog().getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it("is titled with the recipient's display name when the page knows it", () => {
    renderWithProviders(
      <MessageDialog open onClose={jest.fn()} recipient={{ ...recipient, display_name: 'Marie Berg' }} />,
      { user: me },
    );
    expect(screen.getByRole('dialog', { name: 'Message Marie Berg' })).toBeInTheDocument();
  });

  it('asks for a message when it is empty or only spaces, sending nothing', async () => {
    const { user } = renderDialog();
    await user.click(dialog().getByRole('button', { name: 'Send' }));
    expect(await dialog().findByText('Please enter a message')).toBeInTheDocument();
    await user.type(dialog().getByLabelText('Message'), '    ');
    await user.click(dialog().getByRole('button', { name: 'Send' }));
    expect(await dialog().findByText('Please enter a message')).toBeInTheDocument();
    expect(mockApi().history.post).toHaveLength(0);
  });

  it('turns the counter to the warning style above 800 characters', async () => {
    const { user } = renderDialog();
    const message = dialog().getByLabelText('Message');
    await user.click(message);
    await user.paste('a'.repeat(800));
    const counter = dialog().getByText('800/1000');
    expect(counter).not.toHaveAttribute('data-warning');
    expect(counter).toHaveStyle({ color: theme.colors.textSubtle });
    await user.type(message, 'b');
    expect(counter).toHaveTextContent('801/1000');
    expect(counter).toHaveAttribute('data-warning', 'true');
    expect(counter).toHaveStyle({ color: theme.colors.warning });
  });

  it('starts empty again each time it opens', async () => {
    function DetailPage() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button onClick={() => setOpen(true)}>Message Expert</button>
          <MessageDialog open={open} onClose={() => setOpen(false)} recipient={recipient} />
        </>
      );
    }
    const { user } = renderWithProviders(<DetailPage />, { user: me });
    await user.type(dialog().getByLabelText('Message'), 'A draft');
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Message Expert' }));
    expect(dialog().getByLabelText('Message')).toHaveValue('');
  });

  it('starts with the draft for the writer to finish, sending nothing until Send', async () => {
    const draft = 'Hi! I saw that Pensionspodden is looking for guests on Personal Finance.';
    mockApi().onPost(SEND_URL).reply(201, stored);
    const onClose = jest.fn();
    const { user } = renderWithProviders(<MessageDialog open onClose={onClose} recipient={recipient} draft={draft} />, {
      user: me,
    });
    const message = dialog().getByLabelText('Message');
    expect(message).toHaveValue(draft);
    expect(message).toHaveFocus();
    expect(message).toHaveAccessibleDescription(`${draft.length}/1000`);
    expect(mockApi().history.post).toHaveLength(0);
    await user.keyboard(' I would love to talk about pensions.');
    expect(mockApi().history.post).toHaveLength(0);
    await user.click(dialog().getByRole('button', { name: 'Send' }));
    expect(await dialog().findByRole('status')).toHaveTextContent('Message Sent Successfully!');
    expect(sentBodies()).toEqual([
      { receiver_id: recipient.id, content: `${draft} I would love to talk about pensions.` },
    ]);
  });

  it('closes on Cancel without sending', async () => {
    const { user, onClose } = renderDialog();
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(mockApi().history.post).toHaveLength(0);
  });

  it('disables the form and says Sending... while it sends', async () => {
    let answer: (value: [number, UserMessage]) => void = () => undefined;
    mockApi()
      .onPost(SEND_URL)
      .reply(() => new Promise((resolve) => (answer = resolve)));
    const { user, onClose } = renderDialog();
    await user.type(dialog().getByLabelText('Message'), 'Hello');
    await user.click(dialog().getByRole('button', { name: 'Send' }));
    expect(await dialog().findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(dialog().getByLabelText('Message')).toBeDisabled();
    expect(dialog().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => answer([201, stored]));
    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument();
  });

  it('sends the trimmed message, says it was sent and closes itself after 2 seconds', async () => {
    jest.useFakeTimers();
    try {
      mockApi().onPost(SEND_URL).reply(201, stored);
      const { user, onClose } = renderDialog();
      await user.type(dialog().getByLabelText('Message'), '  Would you join our show?  ');
      await user.click(dialog().getByRole('button', { name: 'Send' }));
      expect(await dialog().findByRole('status')).toHaveTextContent('Message Sent Successfully!');
      expect(sentBodies()).toEqual([{ receiver_id: recipient.id, content: 'Would you join our show?' }]);
      expect(dialog().queryByLabelText('Message')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1900));
      expect(onClose).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(100));
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('can be closed at once after sending', async () => {
    mockApi().onPost(SEND_URL).reply(201, stored);
    const { user, onClose } = renderDialog();
    await user.type(dialog().getByLabelText('Message'), 'Hello');
    await user.click(dialog().getByRole('button', { name: 'Send' }));
    await dialog().findByText('Message Sent Successfully!');
    await user.click(dialog().getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    [
      'a spam limit as the server says it',
      429,
      { detail: 'You have sent 3 messages without an answer. You can write again once the other user replies.' },
      'You have sent 3 messages without an answer. You can write again once the other user replies.',
    ],
    ['the server detail', 404, { detail: 'Not found.' }, 'Not found.'],
    ['the server message', 503, { message: 'Messaging is resting.' }, 'Messaging is resting.'],
    ['the fallback without either', 500, undefined, 'Failed to send message. Please try again.'],
  ])('shows %s when sending fails, keeping the text', async (_case, status, body, shown) => {
    mockApi().onPost(SEND_URL).reply(status, body);
    const { user, onClose } = renderDialog();
    await user.type(dialog().getByLabelText('Message'), 'Hello');
    await user.click(dialog().getByRole('button', { name: 'Send' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent(shown);
    expect(dialog().getByLabelText('Message')).toHaveValue('Hello');
    expect(dialog().getByLabelText('Message')).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('speaks Swedish: asks for a message, sends it and says it was sent', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi().onPost(SEND_URL).reply(201, stored);
    const { user } = renderDialog();
    const swedish = within(screen.getByRole('dialog', { name: 'Skriv till marie' }));
    expect(swedish.getByRole('button', { name: 'Avbryt' })).toBeEnabled();
    await user.click(swedish.getByRole('button', { name: 'Skicka' }));
    expect(await swedish.findByText('Skriv ett meddelande')).toBeInTheDocument();
    await user.type(swedish.getByLabelText('Meddelande'), 'Vill du gästa vår podd?');
    await user.click(swedish.getByRole('button', { name: 'Skicka' }));
    expect(await swedish.findByRole('status')).toHaveTextContent('Meddelandet är skickat!');
  });

  it('shows the Swedish fallback when sending fails without a reason', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi().onPost(SEND_URL).reply(500);
    const { user } = renderDialog();
    const swedish = within(screen.getByRole('dialog', { name: 'Skriv till marie' }));
    await user.type(swedish.getByLabelText('Meddelande'), 'Hej');
    await user.click(swedish.getByRole('button', { name: 'Skicka' }));
    expect(await swedish.findByRole('alert')).toHaveTextContent('Meddelandet kunde inte skickas. Försök igen.');
  });

  it("puts the server's message about the text on the field", async () => {
    mockApi()
      .onPost(SEND_URL)
      .reply(400, { content: ['Remove the control characters from the text.'] });
    const { user } = renderDialog();
    await user.type(dialog().getByLabelText('Message'), 'Hello');
    await user.click(dialog().getByRole('button', { name: 'Send' }));
    expect(await dialog().findByText('Remove the control characters from the text.')).toBeInTheDocument();
    expect(dialog().getByLabelText('Message')).toHaveAccessibleDescription(
      '5/1000 Remove the control characters from the text.',
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import { MessageEmailsCard } from './MessageEmailsCard';

const MESSAGE_EMAILS_LABEL = 'Email me when a message waits unread for 15 minutes';
const MESSAGE_EMAILS_FAILED = 'Failed to save your email setting. Please try again.';

const user: StoredUserData = { id: 4, username: 'ada', user_type: 'expert', is_admin: false };
const me = (messageEmails: boolean) => ({ ...user, email: 'ada@example.com', message_emails: messageEmails });

describe('MessageEmailsCard', () => {
  it('shows the saved setting and turns the emails off', async () => {
    mockApi().onGet('/users/me/').reply(200, me(true));
    mockApi().onPatch('/users/me/', { message_emails: false }).reply(200, me(false));
    const { user: person } = renderWithProviders(<MessageEmailsCard />, { user });
    const box = screen.getByRole('checkbox', { name: MESSAGE_EMAILS_LABEL });
    await waitFor(() => expect(box).toBeChecked());
    await person.click(box);
    await waitFor(() => expect(mockApi().history.patch).toHaveLength(1));
    await waitFor(() => expect(box).not.toBeChecked());
    expect(box).toBeEnabled();
  });

  it('goes back and says so when the save fails', async () => {
    mockApi().onGet('/users/me/').reply(200, me(false));
    mockApi().onPatch('/users/me/').reply(500, { detail: 'Server error' });
    const { user: person } = renderWithProviders(<MessageEmailsCard />, { user });
    const box = screen.getByRole('checkbox', { name: MESSAGE_EMAILS_LABEL });
    await waitFor(() => expect(box).toBeEnabled());
    await person.click(box);
    expect(await screen.findByText(MESSAGE_EMAILS_FAILED)).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import { MESSAGE_EMAILS_LABEL } from './MessageEmailsCard';
import { ProfilePage } from './ProfilePage';

const stored: StoredUserData = { id: 3, username: 'grace', email: 'old@podbridge.se', user_type: 'podcaster' };

function details() {
  return within(screen.getByRole('region', { name: 'Account details' }));
}

describe('ProfilePage', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the account's username as a heading, its type and refreshed email", async () => {
    mockApi()
      .onGet('/users/me/')
      .reply(200, { ...stored, email: 'grace@podbridge.se', is_admin: false, message_emails: true });
    mockApi()
      .onGet('/podcasts/profiles/my_profile/')
      .reply(404, { detail: 'Podcaster profile not found. Please create one first.' });
    renderWithProviders(<ProfilePage />, { route: '/profile', user: stored });
    expect(screen.getByRole('heading', { name: 'grace' })).toBeInTheDocument();
    expect(details().getByText('Podcaster')).toBeInTheDocument();
    expect(await details().findByText('grace@podbridge.se')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: MESSAGE_EMAILS_LABEL })).toBeChecked();
  });

  it('keeps the stored details when the refresh fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi().onGet('/users/me/').networkError();
    mockApi()
      .onGet('/podcasts/profiles/my_profile/')
      .reply(() => new Promise(() => undefined));
    renderWithProviders(<ProfilePage />, { route: '/profile', user: stored });
    expect(await details().findByText('old@podbridge.se')).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to load settings', expect.anything()));
    expect(screen.getByRole('checkbox', { name: MESSAGE_EMAILS_LABEL })).toBeDisabled();
  });

  it('asks a user of another type to sign in again, next to the account details', () => {
    mockApi()
      .onGet('/users/me/')
      .reply(() => new Promise(() => undefined));
    renderWithProviders(<ProfilePage />, { route: '/profile', user: { ...stored, user_type: 'listener' } });
    expect(screen.getByRole('alert')).toHaveTextContent('User type not recognized. Please log in again.');
    expect(screen.getByRole('heading', { name: 'grace' })).toBeInTheDocument();
    expect(details().getByText('old@podbridge.se')).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import { ProfilePage } from './ProfilePage';

const MESSAGE_EMAILS_LABEL = 'Email me when a message waits unread for 15 minutes';

const stored: StoredUserData = { id: 3, username: 'grace', email: 'old@podbridge.se', user_type: 'podcaster' };
const digestOff = { status: 'off', kind: 'experts', time_zone: null, next_send_at: null };

function details() {
  return within(screen.getByRole('region', { name: 'Account details' }));
}

describe('ProfilePage', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the account's username as a heading, its type and refreshed email", async () => {
    mockApi()
      .onGet('/users/me/')
      .reply(200, { ...stored, email: 'grace@podbridge.se', is_admin: false, message_emails: true });
    mockApi().onGet('/digest/').reply(200, digestOff);
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
    mockApi().onGet('/digest/').reply(200, digestOff);
    mockApi()
      .onGet('/podcasts/profiles/my_profile/')
      .reply(() => new Promise(() => undefined));
    renderWithProviders(<ProfilePage />, { route: '/profile', user: stored });
    expect(await details().findByText('old@podbridge.se')).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to load settings', expect.anything()));
    expect(screen.getByRole('checkbox', { name: MESSAGE_EMAILS_LABEL })).toBeDisabled();
  });

  it('speaks Swedish once Swedish is chosen', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi()
      .onGet('/users/me/')
      .reply(200, { ...stored, is_admin: false, message_emails: false });
    mockApi().onGet('/digest/').reply(200, digestOff);
    mockApi()
      .onGet('/podcasts/profiles/my_profile/')
      .reply(404, { detail: 'Podcaster profile not found. Please create one first.' });
    renderWithProviders(<ProfilePage />, { route: '/profile', user: stored });
    expect(screen.getByRole('heading', { name: 'Min profil' })).toBeInTheDocument();
    expect(screen.getByText('Ditt PodBridge-konto och din offentliga profil.')).toBeInTheDocument();
    const account = within(screen.getByRole('region', { name: 'Kontouppgifter' }));
    expect(account.getByText('Kontotyp')).toBeInTheDocument();
    expect(account.getByText('Poddare')).toBeInTheDocument();
    const emails = within(screen.getByRole('region', { name: 'Mejl om meddelanden' }));
    expect(emails.getByText('Aviseringar')).toBeInTheDocument();
    expect(emails.getByText('Högst ett mejl om dagen per konversation, med en länk dit.')).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'Mejla mig när ett meddelande har legat oläst i 15 minuter' });
    await waitFor(() => expect(box).toBeEnabled());
    expect(await screen.findByText('Du har ingen poddarprofil än. Skapa en för att komma igång.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skapa poddarprofil' })).toHaveAttribute(
      'href',
      '/podcaster-profile/create',
    );
    expect(screen.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['an expert', { ...stored, user_type: 'expert' }, 'shows', 'Weekly: shows looking for guests in my topics'],
    ['a podcaster', stored, 'experts', "Weekly: new experts in my show's topics"],
  ] as const)('offers %s the weekly email beside the message emails', async (_, user, kind, label) => {
    mockApi()
      .onGet('/users/me/')
      .reply(() => new Promise(() => undefined));
    mockApi()
      .onGet(/^\/(experts\/my-profile|podcasts\/profiles\/my_profile)\/$/)
      .reply(() => new Promise(() => undefined));
    mockApi()
      .onGet('/digest/')
      .reply(200, { ...digestOff, kind });
    renderWithProviders(<ProfilePage />, { route: '/profile', user });
    const digest = within(screen.getByRole('region', { name: 'Weekly email' }));
    await waitFor(() => expect(digest.getByRole('checkbox', { name: label })).toBeEnabled());
  });

  it('says in Swedish that the user type is not recognized', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi()
      .onGet('/users/me/')
      .reply(() => new Promise(() => undefined));
    const unknown = { ...stored, user_type: 'moderator' } as unknown as StoredUserData;
    renderWithProviders(<ProfilePage />, { route: '/profile', user: unknown });
    expect(screen.getByRole('alert')).toHaveTextContent('Vi känner inte igen din kontotyp. Logga in igen.');
  });

  it('asks a user of an unknown type to sign in again, next to the account details', () => {
    mockApi()
      .onGet('/users/me/')
      .reply(() => new Promise(() => undefined));
    const unknown = { ...stored, user_type: 'moderator' } as unknown as StoredUserData;
    renderWithProviders(<ProfilePage />, { route: '/profile', user: unknown });
    expect(screen.getByRole('alert')).toHaveTextContent('User type not recognized. Please log in again.');
    expect(screen.getByRole('heading', { name: 'grace' })).toBeInTheDocument();
    expect(details().getByText('old@podbridge.se')).toBeInTheDocument();
  });

  it('gives an admin (a listener account) a real profile: the role and the way to the dashboard, no error', () => {
    mockApi()
      .onGet('/users/me/')
      .reply(() => new Promise(() => undefined));
    renderWithProviders(<ProfilePage />, {
      route: '/profile',
      user: { ...stored, user_type: 'listener', is_admin: true },
    });
    const admin = within(screen.getByRole('region', { name: 'Administrator' }));
    expect(admin.getByRole('link', { name: 'Open the Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(details().getByText('Listener')).toBeInTheDocument();
    expect(details().getByText('Role').nextElementSibling).toHaveTextContent('Administrator');
    expect(screen.queryByRole('region', { name: 'Weekly email' })).not.toBeInTheDocument();
    expect(mockApi().history.get.map((request) => request.url)).not.toContain('/digest/');
  });

  it('tells a listener what their account is for, in Swedish too', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi()
      .onGet('/users/me/')
      .reply(() => new Promise(() => undefined));
    renderWithProviders(<ProfilePage />, { route: '/profile', user: { ...stored, user_type: 'listener' } });
    expect(screen.getByRole('region', { name: 'Lyssnarkonto' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Veckomejl' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dina sparade' })).toHaveAttribute('href', '/saved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

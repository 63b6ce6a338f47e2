const mockLoadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => mockLoadRemote(id),
  getInstance: () => null,
}));

import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { INVALID_URL } from '@podbridge/shared/forms';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { makePodcasterProfile, podcaster } from '../../testing/accountFixtures';
import { FAKE_REMOTE_MODULES } from '../../testing/remoteWidgets';
import { ProfilePage } from './ProfilePage';

const profile = makePodcasterProfile({
  social_links: { twitter: 'https://x.com/ada', myspace: 'javascript:alert(1)' },
  profile_picture: 'profiles/ada.png',
  profile_picture_url: 'https://cdn.podbridge.test/ada.png',
});

function renderProfile(status = 200) {
  mockApi()
    .onGet('/users/me/')
    .reply(() => new Promise(() => undefined));
  mockApi()
    .onGet('/digest/')
    .reply(() => new Promise(() => undefined));
  mockApi()
    .onGet('/podcasts/profiles/my_profile/')
    .reply(status, status === 200 ? profile : { detail: 'Podcaster profile not found. Please create one first.' });
  return renderWithProviders(<ProfilePage />, { route: '/profile', user: podcaster });
}

describe('My Profile for a podcaster', () => {
  beforeEach(() => mockLoadRemote.mockReset().mockImplementation(async (id: string) => FAKE_REMOTE_MODULES[id]));
  afterEach(() => jest.restoreAllMocks());

  it('shows the profile card with picture, http(s) links only, and My Podcasts', async () => {
    renderProfile();
    const card = within(await screen.findByRole('region', { name: 'Profile' }));
    expect(card.getByRole('heading', { name: 'Ada Talks' })).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Profile picture of Ada Talks' })).toHaveAttribute(
      'src',
      profile.profile_picture_url,
    );
    expect(card.getByText('@ada')).toBeInTheDocument();
    expect(card.getByText('I host a science show')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Twitter' })).toHaveAttribute('href', 'https://x.com/ada');
    expect(card.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://ada.example');
    expect(card.queryByRole('link', { name: 'Myspace' })).not.toBeInTheDocument();

    const podcasts = within(await screen.findByRole('region', { name: 'My Podcasts' }));
    expect(podcasts.getByText('summary list from the podcasts remote')).toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledWith('podcasts/MyPodcasts');
    expect(mockApi().history.get.map(({ url }) => url)).not.toContain('/podcasts/my-podcasts/');
    expect(await screen.findByText('Suggested guests from the experts remote')).toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledWith('experts/SuggestedGuests');
  });

  it('keeps My Podcasts in its own area when the podcasts remote is down, and retries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockLoadRemote.mockRejectedValueOnce(new Error('ScriptExternalLoadError'));
    const { user } = renderProfile();
    const area = await screen.findByRole('alert', { name: 'My Podcasts unavailable' });
    expect(area).toHaveTextContent('Your podcasts could not be loaded right now. Please try again in a moment.');
    expect(screen.getByRole('region', { name: 'Profile' })).toBeInTheDocument();

    await user.click(within(area).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('summary list from the podcasts remote')).toBeInTheDocument();
  });

  it('saves the Edit Profile modal with PUT and shows the saved profile', async () => {
    mockApi()
      .onPut('/podcasts/profiles/my_profile/')
      .reply(200, { ...profile, bio: 'Now weekly', social_links: { youtube: 'https://youtube.com/@ada' } });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Profile' }));
    expect(dialog.getByLabelText('X (Twitter)')).toHaveValue('https://x.com/ada');

    await user.clear(dialog.getByLabelText('Bio'));
    await user.type(dialog.getByLabelText('Bio'), 'Now weekly');
    await user.type(dialog.getByLabelText('YouTube'), 'youtube ada');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText(INVALID_URL)).toBeInTheDocument();
    expect(mockApi().history.put).toHaveLength(0);

    await user.clear(dialog.getByLabelText('YouTube'));
    await user.type(dialog.getByLabelText('YouTube'), 'https://youtube.com/@ada');
    await user.clear(dialog.getByLabelText('X (Twitter)'));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    // Sent as the JSON object the API stores; a saved network the form has no field for is kept.
    expect(JSON.parse(String(mockApi().history.put[0]?.data))).toEqual({
      bio: 'Now weekly',
      website: 'https://ada.example',
      social_links: { myspace: 'javascript:alert(1)', youtube: 'https://youtube.com/@ada' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Now weekly')).toBeInTheDocument();
  });

  it('edits the profile in Swedish once Swedish is chosen', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi()
      .onPut('/podcasts/profiles/my_profile/')
      .reply(200, { ...profile, bio: 'Nu varje vecka' });
    const { user } = renderProfile();
    const card = within(await screen.findByRole('region', { name: 'Profil' }));
    expect(card.getByRole('img', { name: 'Profilbild för Ada Talks' })).toBeInTheDocument();
    expect(card.getByText('Användarnamn')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Webbplats' })).toHaveAttribute('href', 'https://ada.example');
    await user.click(card.getByRole('button', { name: 'Redigera profil' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Redigera profil' }));
    expect(dialog.getByRole('group', { name: 'Sociala medier (valfritt)' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Presentation'));
    await user.type(dialog.getByLabelText('Presentation'), 'Nu varje vecka');
    await user.click(dialog.getByRole('button', { name: 'Spara ändringar' }));
    expect(await screen.findByText('Profilen är uppdaterad')).toBeInTheDocument();
  });

  it('says in Swedish when saving fails and when My Podcasts cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => i18n.changeLanguage('sv'));
    mockLoadRemote.mockRejectedValueOnce(new Error('ScriptExternalLoadError'));
    mockApi().onPut('/podcasts/profiles/my_profile/').reply(500);
    const { user } = renderProfile();
    const area = await screen.findByRole('alert', { name: 'Mina poddar kunde inte laddas' });
    expect(area).toHaveTextContent('Dina poddar kunde inte laddas just nu. Försök igen om en stund.');
    expect(within(area).getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Redigera profil' }));
    await user.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    expect(await within(screen.getByRole('dialog')).findByText('Profilen kunde inte uppdateras')).toBeInTheDocument();
  });

  it('keeps the modal open with a message when saving fails', async () => {
    mockApi().onPut('/podcasts/profiles/my_profile/').reply(500);
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(screen.getByRole('dialog')).findByText('Failed to update profile')).toBeInTheDocument();
  });

  it('offers to create a podcaster profile when there is none', async () => {
    renderProfile(404);
    expect(
      await screen.findByText("You don't have a podcaster profile yet. Please create one to get started."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Podcaster Profile' })).toHaveAttribute(
      'href',
      '/podcaster-profile/create',
    );
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'ada' })).toBeInTheDocument();
    expect(screen.getByText('ada@podbridge.se')).toBeInTheDocument();
    expect(mockLoadRemote).not.toHaveBeenCalled();
  });

  it('says when the profile cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderProfile(500);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load podcaster profile. Please try again later.',
    );
  });
});

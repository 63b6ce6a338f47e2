const mockLoadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => mockLoadRemote(id),
  getInstance: () => null,
}));

import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { makePodcasterProfile, podcaster } from '../../testing/accountFixtures';
import { FAKE_REMOTE_MODULES } from '../../testing/remoteWidgets';
import { PodcasterProfilePage } from './PodcasterProfilePage';

function renderPage(status = 200, picture: string | null = null) {
  mockApi().onGet('/users/me/').reply(200, { ...podcaster, message_emails: true, language: 'en' });
  mockApi().onGet('/digest/').reply(200, { status: 'off', kind: 'experts', time_zone: null, next_send_at: null });
  mockApi()
    .onGet('/podcasts/profiles/my_profile/')
    .reply(
      status,
      status === 200
        ? makePodcasterProfile({ profile_picture_url: picture })
        : { detail: 'Podcaster profile not found. Please create one first.' },
    );
  return renderWithProviders(<PodcasterProfilePage />, { route: '/podcaster/profile', user: podcaster });
}

describe('PodcasterProfilePage', () => {
  beforeEach(() => mockLoadRemote.mockReset().mockImplementation(async (id: string) => FAKE_REMOTE_MODULES[id]));
  afterEach(() => jest.restoreAllMocks());

  it('shows the profile, its actions and the podcasts to manage', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'ada' })).toBeInTheDocument();
    expect(screen.getByText('I host a science show')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://ada.example' })).toHaveAttribute('href', 'https://ada.example');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/podcasts/profile/edit');
    expect(screen.getByRole('link', { name: 'Create New Podcast' })).toHaveAttribute('href', '/podcasts/create');

    const podcasts = within(await screen.findByRole('region', { name: 'My Podcasts' }));
    expect(podcasts.getByText('manage list from the podcasts remote')).toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledWith('podcasts/MyPodcasts');
    expect(await screen.findByText('Track record of podcaster 7')).toBeInTheDocument();
  });

  it("has the podcaster's email settings: unread messages and the weekly email of new experts", async () => {
    renderPage();
    const weekly = within(await screen.findByRole('region', { name: 'Weekly email' }));
    expect(await weekly.findByRole('checkbox', { name: "Weekly: new experts in my show's topics" })).not.toBeChecked();
    expect(screen.getByRole('region', { name: /message/i })).toBeInTheDocument();
  });

  it('speaks Swedish once Swedish is chosen', async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderPage(200, 'https://cdn.podbridge.test/ada.webp');
    expect(screen.getByRole('heading', { level: 1, name: 'Poddarprofil' })).toBeInTheDocument();
    expect(screen.getByText('Dina poddar och hur experterna ser dig.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Bild på ada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Redigera profil' })).toHaveAttribute('href', '/podcasts/profile/edit');
    expect(screen.getByRole('link', { name: 'Lägg upp en ny podd' })).toHaveAttribute('href', '/podcasts/create');
  });

  it('offers in Swedish to create a profile when there is none', async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderPage(404);
    expect(await screen.findByText('Vi hittade ingen poddarprofil. Skapa en profil först.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skapa poddarprofil' })).toHaveAttribute(
      'href',
      '/podcasts/profile/create',
    );
  });

  it('shows the picture the podcaster chose', async () => {
    renderPage(200, 'https://cdn.podbridge.test/ada.webp');
    expect(await screen.findByRole('img', { name: 'Picture of ada' })).toHaveAttribute(
      'src',
      'https://cdn.podbridge.test/ada.webp',
    );
  });

  it('keeps the profile when the podcasts remote is down, with a retry in its place', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let failed = false;
    mockLoadRemote.mockImplementation(async (id: string) => {
      if (id !== 'podcasts/MyPodcasts' || failed) return FAKE_REMOTE_MODULES[id];
      failed = true;
      throw new Error('ScriptExternalLoadError');
    });
    const { user } = renderPage();
    const area = await screen.findByRole('alert', { name: 'My Podcasts unavailable' });
    expect(screen.getByRole('heading', { name: 'ada' })).toBeInTheDocument();
    await user.click(within(area).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('manage list from the podcasts remote')).toBeInTheDocument();
  });

  it('offers to create a profile when there is none', async () => {
    renderPage(404);
    expect(await screen.findByText('No podcaster profile found. Please create a profile first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Podcaster Profile' })).toHaveAttribute(
      'href',
      '/podcasts/profile/create',
    );
    expect(mockLoadRemote).not.toHaveBeenCalled();
  });

  it('says when the profile cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(500);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load podcaster profile. Please try again later.',
    );
  });
});

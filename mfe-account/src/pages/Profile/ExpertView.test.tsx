const mockLoadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => mockLoadRemote(id),
  getInstance: () => null,
}));

import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { expert, makeExpertProfile } from '../../testing/accountFixtures';
import { FAKE_REMOTE_MODULES } from '../../testing/remoteWidgets';
import { ProfilePage } from './ProfilePage';

const profile = makeExpertProfile();

function renderProfile(status = 200) {
  mockApi()
    .onGet('/users/me/')
    .reply(() => new Promise(() => undefined));
  mockApi()
    .onGet('/digest/')
    .reply(() => new Promise(() => undefined));
  mockApi()
    .onGet('/experts/my-profile/')
    .replyOnce(status, status === 200 ? profile : { detail: 'Not found.' });
  return renderWithProviders(<ProfilePage />, { route: '/profile', user: expert });
}

describe('My Profile for an expert', () => {
  beforeEach(() => mockLoadRemote.mockReset().mockImplementation(async (id: string) => FAKE_REMOTE_MODULES[id]));
  /** The experts remote's editor cannot load once; the page's other widgets still do. */
  const editorFailsToLoad = () => {
    let failed = false;
    mockLoadRemote.mockImplementation(async (id: string) => {
      if (id === 'experts/ExpertProfileEditor' && !failed) {
        failed = true;
        throw new Error('ScriptExternalLoadError');
      }
      return FAKE_REMOTE_MODULES[id];
    });
  };
  afterEach(() => jest.restoreAllMocks());

  it('shows the profile card with expertise, experience, links and approval status', async () => {
    renderProfile();
    const card = within(await screen.findByRole('region', { name: 'Profile' }));
    expect(card.getByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(card.getByText('G')).toBeInTheDocument();
    expect(card.getByText('Compilers')).toBeInTheDocument();
    expect(card.getByText('40 years')).toBeInTheDocument();
    expect(card.getByText('Pending Approval')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://grace.example');
    expect(card.getByText('@grace on every network')).toBeInTheDocument();
  });

  it('shows the shows looking for guests like them, from the podcasts remote', async () => {
    renderProfile();
    expect(await screen.findByText('Suggested shows from the podcasts remote')).toBeInTheDocument();
    expect(mockLoadRemote).toHaveBeenCalledWith('podcasts/SuggestedShows');
  });

  it('shows the profile card in Swedish once Swedish is chosen', async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderProfile();
    const card = within(await screen.findByRole('region', { name: 'Profil' }));
    expect(card.getByText('Expertområden')).toBeInTheDocument();
    expect(card.getByText('Erfarenhet')).toBeInTheDocument();
    expect(card.getByText('40 år')).toBeInTheDocument();
    expect(card.getByText('Presentation')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Webbplats' })).toHaveAttribute('href', 'https://grace.example');
    expect(card.getByText('Sociala medier')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Redigera profil' })).toBeInTheDocument();
  });

  it('says in Swedish when there is no expert profile, or when it cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => i18n.changeLanguage('sv'));
    renderProfile(404);
    expect(await screen.findByText('Du har ingen expertprofil än. Skapa en för att komma igång.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skapa expertprofil' })).toHaveAttribute('href', '/experts/create');
  });

  it('keeps a missing editor inside its dialog in Swedish', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => i18n.changeLanguage('sv'));
    editorFailsToLoad();
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Redigera profil' }));
    expect(await screen.findByRole('alert', { name: 'Redigera profil kunde inte laddas' })).toHaveTextContent(
      'Profilredigeraren kunde inte laddas just nu. Försök igen om en stund.',
    );
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
  });

  it("opens the experts remote's profile editor and shows the saved profile", async () => {
    const { user } = renderProfile();
    mockApi()
      .onGet('/experts/my-profile/')
      .replyOnce(200, { ...profile, name: 'Rear Admiral Hopper', is_approved: true });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(mockLoadRemote).toHaveBeenCalledWith('experts/ExpertProfileEditor');
    expect(await screen.findByRole('heading', { name: 'Rear Admiral Hopper' })).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockApi().history.put).toHaveLength(0);
  });

  it('closes the editor on Cancel without asking for the profile again', async () => {
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockApi().history.get.filter(({ url }) => url === '/experts/my-profile/')).toHaveLength(1);
  });

  it('keeps a missing editor inside its dialog, with a retry and a way out', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    editorFailsToLoad();
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The profile editor could not be loaded right now. Please try again in a moment.',
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Profile' }));
    expect(screen.getByRole('region', { name: 'Profile' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers to create an expert profile when there is none', async () => {
    renderProfile(404);
    expect(
      await screen.findByText("You don't have an expert profile yet. Please create one to get started."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Expert Profile' })).toHaveAttribute('href', '/experts/create');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'grace' })).toBeInTheDocument();
    expect(screen.getByText('grace@experts.se')).toBeInTheDocument();
  });

  it('says when the profile cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderProfile(500);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load expert profile. Please try again later.',
    );
  });
});

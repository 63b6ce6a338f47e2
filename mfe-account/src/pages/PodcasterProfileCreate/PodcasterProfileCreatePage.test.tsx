import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { INVALID_URL } from '@podbridge/shared/forms';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import AccountRoutes from '../../exposes/routes';
import { PROFILE_CREATE_REDIRECT_MS } from './PodcasterProfileCreatePage';

const podcaster: StoredUserData = { id: 7, username: 'ada', user_type: 'podcaster' };
const picture = new File(['png'], 'me.png', { type: 'image/png' });

/** The routes at a create path, once the page (loaded when opened) shows its form. */
async function renderCreate(route = '/podcasts/profile/create') {
  const rendered = renderWithProviders(<AccountRoutes />, { route, user: podcaster });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

type Session = Awaited<ReturnType<typeof renderCreate>>['user'];

async function fill(user: Session, { twitter = 'https://x.com/ada', withPicture = true } = {}) {
  await user.type(screen.getByLabelText('Bio'), 'I host a science show');
  await user.type(screen.getByLabelText('Website'), 'https://ada.example');
  if (twitter) await user.type(screen.getByLabelText('X (Twitter)'), twitter);
  await user.type(screen.getByLabelText('Channel name (optional)'), 'Ada Talks');
  if (withPicture) await user.upload(screen.getByLabelText('Profile picture*'), picture);
}

const createProfile = () => screen.getByRole('button', { name: 'Create Profile' });

describe('PodcasterProfileCreatePage', () => {
  it.each(['/podcasts/profile/create', '/podcaster-profile/create'])('shows the form at %s', async (route) => {
    await renderCreate(route);
    expect(screen.getByRole('heading', { level: 1, name: 'Create Podcaster Profile' })).toBeInTheDocument();
    const links = within(screen.getByRole('group', { name: 'Social links (optional)' }));
    for (const network of ['Instagram', 'X (Twitter)', 'LinkedIn', 'YouTube', 'Facebook', 'TikTok']) {
      expect(links.getByLabelText(network)).toHaveAttribute('type', 'url');
    }
  });

  it('speaks Swedish once Swedish is chosen, its rule messages too', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi().onPost('/podcasts/profile/create/').reply(403, { detail: 'Forbidden' });
    const { user } = await renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Skapa poddarprofil' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Skapa poddarprofil' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Sociala medier (valfritt)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Presentation')).toHaveAttribute(
      'placeholder',
      'Berätta för experterna om dig och din podd.',
    );
    expect(screen.getByText(/Rekommenderad storlek: 1400 × 1400 pixlar/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kanalnamn (valfritt)'), 'Ada pratar');
    await user.click(screen.getByRole('button', { name: 'Skapa profil' }));
    expect(screen.getByText('Ladda upp en profilbild')).toBeInTheDocument();
    expect(mockApi().history.post).toHaveLength(0);

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Please upload a profile picture')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('sv'));

    await user.upload(screen.getByLabelText('Profilbild*'), picture);
    await user.click(screen.getByRole('button', { name: 'Skapa profil' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Du har redan en poddarprofil');
  });

  it('requires a profile picture before sending', async () => {
    const { user } = await renderCreate();
    await fill(user, { withPicture: false });
    await user.click(createProfile());
    expect(screen.getByText('Please upload a profile picture')).toBeInTheDocument();
    expect(mockApi().history.post).toHaveLength(0);
  });

  it('blocks a social link that is not an address before sending', async () => {
    const { user } = await renderCreate();
    await fill(user, { twitter: '@ada' });
    await user.click(createProfile());
    expect(screen.getByText(INVALID_URL)).toBeInTheDocument();
    expect(mockApi().history.post).toHaveLength(0);
  });

  it('tells a podcaster who already has a profile', async () => {
    mockApi().onPost('/podcasts/profile/create/').reply(403, { detail: 'Forbidden' });
    const { user } = await renderCreate();
    await fill(user);
    await user.click(createProfile());
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have a podcaster profile');
  });

  it('shows the server field errors under a general 400 message', async () => {
    mockApi()
      .onPost('/podcasts/profile/create/')
      .reply(400, { website: ['Enter a valid URL starting with http:// or https://.'] });
    const { user } = await renderCreate();
    await fill(user);
    await user.click(createProfile());
    expect(await screen.findByText('Please check your input and try again')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid URL starting with http:// or https://.')).toBeInTheDocument();
  });

  it('falls back to the detail, then to a general failure', async () => {
    mockApi()
      .onPost('/podcasts/profile/create/')
      .replyOnce(500, { detail: 'Storage is full' })
      .onPost('/podcasts/profile/create/')
      .reply(500);
    const { user } = await renderCreate();
    await fill(user);
    await user.click(createProfile());
    expect(await screen.findByText('Storage is full')).toBeInTheDocument();
    await user.click(createProfile());
    expect(await screen.findByText('Failed to create profile')).toBeInTheDocument();
  });

  describe('on success', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('sends multipart with social links as JSON text and goes to /profile after 2 seconds', async () => {
      mockApi().onPost('/podcasts/profile/create/').reply(201, { id: 1 });
      mockApi()
        .onGet('/users/me/')
        .reply(() => new Promise(() => undefined));
      mockApi()
        .onGet('/podcasts/profiles/my_profile/')
        .reply(() => new Promise(() => undefined));
      const { user, location } = await renderCreate();
      await fill(user);
      await user.click(createProfile());
      expect(await screen.findByText(/created successfully/)).toBeInTheDocument();

      const body = mockApi().history.post[0]?.data as FormData;
      expect(body).toBeInstanceOf(FormData);
      expect(JSON.parse(String(body.get('social_links')))).toEqual({ twitter: 'https://x.com/ada' });
      expect(body.get('bio')).toBe('I host a science show');
      expect(body.get('website')).toBe('https://ada.example');
      expect(body.get('channel_name')).toBe('Ada Talks');
      expect(body.get('profile_picture')).toBeInstanceOf(File);

      act(() => jest.advanceTimersByTime(PROFILE_CREATE_REDIRECT_MS - 1));
      expect(location().pathname).toBe('/podcasts/profile/create');
      act(() => jest.advanceTimersByTime(1));
      expect(location().pathname).toBe('/profile');
    });

    it('says in Swedish that the profile is created', async () => {
      await act(() => i18n.changeLanguage('sv'));
      mockApi().onPost('/podcasts/profile/create/').reply(201, { id: 1 });
      const { user } = await renderCreate();
      await user.upload(screen.getByLabelText('Profilbild*'), picture);
      await user.click(screen.getByRole('button', { name: 'Skapa profil' }));
      expect(
        await screen.findByText('Din poddarprofil är skapad! Du skickas vidare till din profil …'),
      ).toBeInTheDocument();
    });
  });
});

const loadRemote = jest.fn();
// Standalone: no page-level federation instance knows `messaging`, so this build's own loadRemote is asked.
// The factory runs when the first import is evaluated, before these constants are: it reads them only when called.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  getInstance: () => null,
}));

import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { TrackRecordProps } from '@podbridge/shared/types';
import { listener, makePodcaster, owner } from '../../testing/podcastFixtures';
import { PodcasterPage } from './PodcasterPage';

const URL = `/podcasts/podcasters/${owner.id}/`;

async function renderPage(user: typeof owner | null = null, podcaster = makePodcaster()) {
  mockApi().onGet(URL).reply(200, podcaster);
  const view = renderWithProviders(<PodcasterPage />, {
    route: `/podcasters/${owner.id}`,
    path: '/podcasters/:id',
    user,
  });
  await screen.findByRole('heading', { level: 1, name: podcaster.display_name });
  return view;
}

describe('PodcasterPage', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('introduces the podcaster: picture, name, @username, channel, member since and bio', async () => {
    await renderPage();
    expect(document.title).toBe('ada – PodBridge');
    const header = screen.getByRole('heading', { level: 1, name: 'ada' });
    expect(within(header).getByRole('presentation')).toHaveAttribute('src', 'https://cdn.podbridge.test/ada.webp');
    expect(screen.getByText('@ada')).toBeInTheDocument();
    expect(screen.getByText('Ada Sound')).toBeInTheDocument();
    expect(screen.getByText('Member since 2/3/2025')).toHaveAttribute('dateTime', '2025-02-03T10:00:00Z');
    const about = within(screen.getByRole('region', { name: 'About ada' }));
    expect(about.getByText(/I host two shows about science/)).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('links the website by its name and the social networks by theirs, each in a new tab', async () => {
    await renderPage();
    const links = within(screen.getByRole('list', { name: 'Links' }));
    expect(links.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['ada.example.se (opens in a new tab)', 'https://www.ada.example.se/about'],
      ['Instagram (opens in a new tab)', 'https://instagram.com/ada'],
    ]);
    expect(links.getByRole('link', { name: /^Instagram/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("lists the published shows as the directory's cards, with their feed signals and without the owner line", async () => {
    await renderPage();
    const shows = within(screen.getByRole('region', { name: 'Shows' }));
    expect(shows.getByText('2 published shows')).toBeInTheDocument();
    const first = within(shows.getByRole('article', { name: 'Climate Conversations' }));
    expect(first.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/podcasts/1');
    expect(first.getByText('Verified feed')).toBeInTheDocument();
    expect(first.getByLabelText("From the show's own feed")).toHaveTextContent('Weekly');
    expect(first.queryByText(/^by /)).not.toBeInTheDocument();
    expect(first.queryByRole('link', { name: 'ada' })).not.toBeInTheDocument();
    expect(shows.getByRole('article', { name: 'Lab Notes' })).toBeInTheDocument();
  });

  it('says so when the podcaster has no published show yet', async () => {
    await renderPage(null, makePodcaster({ podcasts: [] }));
    const shows = within(screen.getByRole('region', { name: 'Shows' }));
    expect(shows.getByRole('heading', { name: 'No published shows yet' })).toBeInTheDocument();
    expect(shows.getByText('Shows appear here once they are published.')).toBeInTheDocument();
    expect(shows.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says so when the podcaster has not written a bio', async () => {
    await renderPage(null, makePodcaster({ bio: '', website: null, social_links: {} }));
    expect(screen.getByText('ada has not written a bio yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Links' })).not.toBeInTheDocument();
  });

  it('gives a signed-in member Message Podcaster, the podcaster Edit Profile and a visitor neither', async () => {
    const { unmount } = await renderPage(listener);
    expect(screen.getByRole('button', { name: 'Message Podcaster' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
    unmount();
    const own = await renderPage(owner);
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/podcasts/profile/edit');
    expect(screen.queryByRole('button', { name: 'Message Podcaster' })).not.toBeInTheDocument();
    own.unmount();
    await renderPage();
    expect(screen.queryByRole('button', { name: 'Message Podcaster' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('shows their record as a host from the messaging remote', async () => {
    function FakeTrackRecord({ userId, role }: TrackRecordProps) {
      return <p>{`Track record of ${userId} as ${role}`}</p>;
    }
    loadRemote.mockResolvedValue({ default: FakeTrackRecord });
    await renderPage();
    expect(await screen.findByText('Track record of 7 as podcaster')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('messaging/TrackRecord');
  });

  it('speaks Swedish once Swedish is chosen', async () => {
    await act(() => i18n.changeLanguage('sv'));
    await renderPage(listener);
    expect(screen.getByText('Medlem sedan 2025-02-03')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Om ada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram (öppnas i en ny flik)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skriv till poddaren' })).toBeInTheDocument();
    const shows = within(screen.getByRole('region', { name: 'Poddar' }));
    expect(shows.getByText('2 publicerade poddar')).toBeInTheDocument();
  });

  it("warns 'Podcaster not found' on a 404, with the way back to the podcasts", async () => {
    mockApi().onGet(URL).reply(404, { detail: 'Not found.' });
    renderWithProviders(<PodcasterPage />, { route: `/podcasters/${owner.id}`, path: '/podcasters/:id' });
    expect(await screen.findByText('Podcaster not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Podcasts' })).toHaveAttribute('href', '/podcasts');
    expect(document.title).toBe('Podcaster not found – PodBridge');
  });

  it("shows the server's detail or 'Error fetching podcaster details'", async () => {
    mockApi().onGet(URL).replyOnce(500, { detail: 'Database unavailable' }).onGet(URL).reply(500);
    const route = { route: `/podcasters/${owner.id}`, path: '/podcasters/:id' };
    const { unmount } = renderWithProviders(<PodcasterPage />, route);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    unmount();
    renderWithProviders(<PodcasterPage />, route);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching podcaster details');
  });

  it('shows the spinner while the page loads', () => {
    mockApi()
      .onGet(URL)
      .reply(() => new Promise(() => undefined));
    renderWithProviders(<PodcasterPage />, { route: `/podcasters/${owner.id}`, path: '/podcasters/:id' });
    expect(screen.getByText('Loading podcaster...')).toBeInTheDocument();
  });
});

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
import type { MessageDialogProps } from '@podbridge/shared/types';
import {
  LOADED_LIKES,
  listener,
  makePodcast,
  mockPodcastSocial,
  owner,
  podcasterByline,
} from '../../testing/podcastFixtures';
import { PodcastDetailPage } from './PodcastDetailPage';

async function renderDetail(user: typeof owner | null = null, podcast = makePodcast()) {
  mockApi().onGet('/podcasts/1/').reply(200, podcast);
  mockPodcastSocial();
  const view = renderWithProviders(<PodcastDetailPage />, { route: '/podcasts/1', path: '/podcasts/:id', user });
  await screen.findByRole('heading', { name: podcast.title, level: 1 });
  await screen.findByRole('heading', { name: 'Comments (0)' });
  if (user) await screen.findByRole('button', { name: `Like ${LOADED_LIKES}` });
  return view;
}

describe('PodcastDetailPage', () => {
  beforeEach(() => {
    loadRemote.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('speaks Swedish once Swedish is chosen: byline, date, counts, actions and comments', async () => {
    await act(() => i18n.changeLanguage('sv'));
    const podcast = makePodcast();
    mockApi().onGet('/podcasts/1/').reply(200, podcast);
    mockPodcastSocial();
    renderWithProviders(<PodcastDetailPage />, { route: '/podcasts/1', path: '/podcasts/:id' });
    await screen.findByRole('heading', { name: podcast.title, level: 1 });
    expect(await screen.findByRole('heading', { name: 'Kommentarer (0)' })).toBeInTheDocument();
    expect(screen.getByText('Skapad 2026-03-14')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Om podden' })).toBeInTheDocument();
    // The language is stored in English ('English'); only its name is shown in Swedish.
    expect(screen.getByText('Språk').nextElementSibling).toHaveTextContent('Engelska');
    expect(screen.getByRole('button', { name: 'Dela' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Omslag till ${podcast.title}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logga in för att vara med i samtalet' })).toBeInTheDocument();
  });

  it('shows the podcast: creator, date, description, audio, category, counts and comments', async () => {
    await renderDetail(
      null,
      makePodcast({ audio_url: 'https://cdn.podbridge.test/ep1.mp3', description: 'Line one\n  Line two' }),
    );
    expect(podcasterByline(screen, 'Ada Lovelace')).toEqual({ text: 'by Ada Lovelace', href: '/podcasters/7' });
    expect(document.title).toBe('Climate Conversations – PodBridge');
    expect(screen.getByText('Created 3/14/2026')).toBeInTheDocument();
    expect(screen.getByText(/Line one/)).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(screen.getByLabelText('Listen to Climate Conversations')).toHaveAttribute(
      'src',
      'https://cdn.podbridge.test/ep1.mp3',
    );
    expect(screen.getByText('Science')).toBeInTheDocument();
    expect(screen.getByText('4 likes')).toBeInTheDocument();
    expect(screen.getByText('2 comments')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to join the conversation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like 4' })).toBeDisabled();
    expect(screen.getByRole('link', { name: /Listen/ })).toHaveAttribute('href', 'https://example.com/climate');
  });

  it('opens the full image', async () => {
    const { user } = await renderDetail();
    await user.click(screen.getByRole('button', { name: 'View Full Image' }));
    const dialog = screen.getByRole('dialog', { name: 'Climate Conversations' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'https://cdn.podbridge.test/climate.png');
  });

  it('gives the owner Edit and no Message Podcaster', async () => {
    await renderDetail(owner);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/podcasts/1/edit');
    expect(screen.queryByRole('button', { name: 'Message Podcaster' })).not.toBeInTheDocument();
  });

  it('gives a signed-in non-owner Message Podcaster and no Edit', async () => {
    await renderDetail(listener);
    expect(screen.getByRole('button', { name: 'Message Podcaster' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows neither to a visitor', async () => {
    await renderDetail();
    expect(screen.queryByRole('button', { name: 'Message Podcaster' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("opens the messaging remote's dialog for the podcast's owner", async () => {
    function FakeDialog({ recipient, onClose }: MessageDialogProps) {
      return (
        <div role="dialog" aria-label={`Message ${recipient.username}`}>
          <button type="button" onClick={onClose}>
            Done
          </button>
        </div>
      );
    }
    loadRemote.mockResolvedValue({ default: FakeDialog });
    const { user } = await renderDetail(listener);
    await user.click(screen.getByRole('button', { name: 'Message Podcaster' }));
    expect(await screen.findByRole('dialog', { name: 'Message ada' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('messaging/MessageDialog');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a missing messaging remote inside a friendly dialog', async () => {
    loadRemote.mockRejectedValue(new Error('RUNTIME-004: messaging is not registered'));
    const { user } = await renderDetail(listener);
    await user.click(screen.getByRole('button', { name: 'Message Podcaster' }));
    expect(
      await screen.findByText('Messaging is unavailable right now. Please try again in a moment.'),
    ).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Message Podcaster' });
    expect(within(dialog).getByRole('link', { name: 'Open Messages' })).toHaveAttribute('href', '/messages');
  });

  it('copies the page address when the browser cannot share', async () => {
    const { user } = await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://localhost/podcasts/1');
  });

  it("uses the browser's share sheet when there is one", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { user } = await renderDetail();
      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({ title: 'Climate Conversations', url: 'http://localhost/podcasts/1' });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it("warns 'Podcast not found' on a 404", async () => {
    mockApi().onGet('/podcasts/1/').reply(404, { detail: 'Not found.' });
    renderWithProviders(<PodcastDetailPage />, { route: '/podcasts/1', path: '/podcasts/:id' });
    expect(await screen.findByText('Podcast not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Podcasts' })).toHaveAttribute('href', '/podcasts');
  });

  it("shows the server's detail or 'Error fetching podcast details'", async () => {
    mockApi().onGet('/podcasts/1/').replyOnce(500, { detail: 'Database unavailable' }).onGet('/podcasts/1/').reply(500);
    const { unmount } = renderWithProviders(<PodcastDetailPage />, { route: '/podcasts/1', path: '/podcasts/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    unmount();
    renderWithProviders(<PodcastDetailPage />, { route: '/podcasts/1', path: '/podcasts/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching podcast details');
  });
});

import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@podbridge/shared/testing';
import { LOADED_LIKES, listener, makePodcast, mockPodcastSocial, owner } from '../testing/podcastFixtures';
import type { Podcast } from '../api';
import { PodcastCard } from './PodcastCard';

/** Renders the card, waiting for a signed-in visitor's like status so nothing updates after the test. */
async function renderCard(podcast: Podcast, user: typeof owner | null = null) {
  mockPodcastSocial();
  const view = renderWithProviders(<PodcastCard podcast={podcast} onUpdated={jest.fn()} onDeleted={jest.fn()} />, { user });
  if (user) await screen.findByRole('button', { name: `Like (${LOADED_LIKES})` });
  return view;
}

describe('PodcastCard', () => {
  it('shows the cover, title, owner, a five-word preview, the short US date and the category', async () => {
    await renderCard(makePodcast());
    const card = screen.getByRole('article', { name: 'Climate Conversations' });
    expect(within(card).getByRole('img', { name: 'Cover of Climate Conversations' })).toHaveAttribute(
      'src',
      'https://cdn.podbridge.test/climate-400.png',
    );
    expect(within(card).getByText('by ada')).toBeInTheDocument();
    expect(within(card).getByText('Weekly talks with scientists about...')).toBeInTheDocument();
    expect(within(card).getByText('3/14/2026')).toBeInTheDocument();
    expect(within(card).getAllByText('Science')).toHaveLength(2);
    expect(within(card).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/podcasts/1');
  });

  it('shows the Pending badge until the podcast is approved', async () => {
    const { unmount } = await renderCard(makePodcast({ is_approved: false }));
    expect(screen.getByText('Pending')).toBeInTheDocument();
    unmount();
    await renderCard(makePodcast({ is_approved: true }));
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it("falls back to 'Unknown', 'Uncategorized' and the default logo", async () => {
    await renderCard(makePodcast({ owner: null, category: null, category_id: null, thumbnail_url: null, image_url: '/media/x.png' }));
    expect(screen.getByText('by Unknown')).toBeInTheDocument();
    expect(screen.getByText('Uncategorized')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover of Climate Conversations' }).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    );
  });

  it('opens Listen in a new tab, and only when there is a link', async () => {
    const { unmount } = await renderCard(makePodcast());
    const listen = screen.getByRole('link', { name: /Listen/ });
    expect(listen).toHaveAttribute('href', 'https://example.com/climate');
    expect(listen).toHaveAttribute('target', '_blank');
    expect(listen).toHaveAttribute('rel', expect.stringContaining('noopener'));
    unmount();
    await renderCard(makePodcast({ link: null }));
    expect(screen.queryByRole('link', { name: /Listen/ })).not.toBeInTheDocument();
  });

  it('gives Edit and Delete to the owner only', async () => {
    const { unmount } = await renderCard(makePodcast(), owner);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    unmount();
    await renderCard(makePodcast(), listener);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("shows the podcast's like count, and the live one once signed in", async () => {
    const { unmount } = await renderCard(makePodcast());
    expect(screen.getByRole('button', { name: 'Like (4)' })).toBeDisabled();
    unmount();
    await renderCard(makePodcast(), listener);
    expect(screen.getByRole('button', { name: `Like (${LOADED_LIKES})` })).toBeEnabled();
  });
});

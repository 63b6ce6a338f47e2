import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { Podcast } from '@podbridge/shared/types';
import { listener, makePodcast, owner, podcasterByline } from '../testing/podcastFixtures';
import { PodcastCard } from './PodcastCard';
import { DEFAULT_COVER } from './PodcastCover';

/** Renders the card; it asks the server for nothing (an unexpected request would fail the test). */
function renderCard(podcast: Podcast, user: typeof owner | null = null) {
  return renderWithProviders(<PodcastCard podcast={podcast} />, { user });
}

describe('PodcastCard', () => {
  it('shows the cover, title, owner, a five-word preview, the short US date and the category', async () => {
    renderCard(makePodcast());
    const card = screen.getByRole('article', { name: 'Climate Conversations' });
    expect(within(card).getByRole('img', { name: 'Cover of Climate Conversations' })).toHaveAttribute(
      'src',
      'https://cdn.podbridge.test/climate-400.png',
    );
    expect(podcasterByline(within(card), 'ada')).toEqual({ text: 'by ada', href: '/podcasters/7' });
    expect(within(card).getByText('Weekly talks with scientists about...')).toBeInTheDocument();
    expect(within(card).getByText('3/14/2026')).toBeInTheDocument();
    expect(within(card).getAllByText('Science')).toHaveLength(2);
    expect(within(card).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/podcasts/1');
  });

  it('shows the Pending badge until the podcast is approved', async () => {
    const { unmount } = renderCard(makePodcast({ is_approved: false }));
    expect(screen.getByText('Pending')).toBeInTheDocument();
    unmount();
    renderCard(makePodcast({ is_approved: true }));
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });

  it("shows the podcaster's picture beside their name", async () => {
    renderCard(
      makePodcast({
        owner: { id: owner.id, user: owner.id, username: 'ada', profile_picture_url: 'https://cdn.podbridge.test/ada.webp' },
      }),
    );
    expect(await screen.findByRole('img', { name: 'Picture of ada' })).toHaveAttribute(
      'src',
      'https://cdn.podbridge.test/ada.webp',
    );
  });

  it("falls back to 'Unknown', 'Uncategorized' and the show's monogram instead of a cover", async () => {
    renderCard(
      makePodcast({
        owner: { id: owner.id, user: owner.id, username: '', profile_picture_url: null },
        category: null,
        category_id: null,
        thumbnail_url: null,
        image_url: '/media/x.png',
      }),
    );
    expect(podcasterByline(screen, 'Unknown')).toEqual({ text: 'by Unknown', href: '/podcasters/7' });
    expect(screen.getByText('Uncategorized')).toBeInTheDocument();
    const cover = screen.getByRole('img', { name: 'Cover of Climate Conversations' }).getAttribute('src') ?? '';
    expect(cover).toMatch(/^data:image\/svg\+xml/);
    // The show's initials, not its title and not the one default logo every show without a cover would share.
    expect(decodeURIComponent(cover)).toContain('>CC</text>');
    expect(cover).not.toBe(DEFAULT_COVER);
  });

  it('opens Listen in a new tab, and only when there is a link', async () => {
    const { unmount } = renderCard(makePodcast());
    const listen = screen.getByRole('link', { name: /Listen/ });
    expect(listen).toHaveAttribute('href', 'https://example.com/climate');
    expect(listen).toHaveAttribute('target', '_blank');
    expect(listen).toHaveAttribute('rel', expect.stringContaining('noopener'));
    unmount();
    renderCard(makePodcast({ link: null }));
    expect(screen.queryByRole('link', { name: /Listen/ })).not.toBeInTheDocument();
  });

  it('gives Edit and Delete to the owner only', async () => {
    const { unmount } = renderCard(makePodcast(), owner);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    unmount();
    renderCard(makePodcast(), listener);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("shows the podcast's like count, and the viewer's like it carries once signed in, asking nothing", async () => {
    const { unmount } = renderCard(makePodcast());
    expect(screen.getByRole('button', { name: 'Like 4' })).toBeDisabled();
    unmount();
    renderCard(makePodcast({ current_user_liked: true }), listener);
    const like = screen.getByRole('button', { name: 'Like 4' });
    expect(like).toBeEnabled();
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(mockApi().history.get).toHaveLength(0);
  });
});

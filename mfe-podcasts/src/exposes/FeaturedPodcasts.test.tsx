import { act, screen } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { makePodcast } from '../testing/podcastFixtures';
import FeaturedPodcasts from './FeaturedPodcasts';
import { DEFAULT_COVER } from '../components/PodcastCover';

describe('FeaturedPodcasts', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows each featured podcast with image, title, 50-character preview and Listen Now', async () => {
    mockApi()
      .onGet('/podcasts/featured/')
      .reply(200, [
        makePodcast(),
        makePodcast({
          id: 2,
          title: 'Money Matters',
          thumbnail_url: null,
          image_url: 'media/money.png',
          description: 'Short',
        }),
      ]);
    renderWithProviders(<FeaturedPodcasts />);
    expect(await screen.findByRole('heading', { name: 'Climate Conversations' })).toBeInTheDocument();
    expect(screen.getByText('Weekly talks with scientists about the planet and ...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Listen Now: Money Matters' })).toHaveAttribute('href', '/podcasts/2');
    // The home page's fallback is PodBridge's default logo.
    expect(screen.getByRole('img', { name: 'Cover of Money Matters' })).toHaveAttribute('src', DEFAULT_COVER);
    expect(screen.queryByRole('heading', { name: 'Featured Podcasts' })).not.toBeInTheDocument();
  });

  it('speaks Swedish once Swedish is chosen', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi()
      .onGet('/podcasts/featured/')
      .reply(200, [makePodcast({ id: 2, title: 'Money Matters' })]);
    renderWithProviders(<FeaturedPodcasts />);
    expect(await screen.findByRole('link', { name: 'Lyssna nu: Money Matters' })).toHaveTextContent('Lyssna nu');
    expect(screen.getByRole('img', { name: 'Omslag till Money Matters' })).toBeInTheDocument();
  });

  it('says in Swedish when nothing is featured', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi().onGet('/podcasts/featured/').reply(200, []);
    renderWithProviders(<FeaturedPodcasts />);
    expect(await screen.findByText('Inga utvalda poddar än')).toBeInTheDocument();
  });

  it.each([
    ['nothing is featured', 200],
    ['the request fails', 500],
  ])("says 'No featured podcasts available yet' when %s", async (_, status) => {
    mockApi().onGet('/podcasts/featured/').reply(status, []);
    renderWithProviders(<FeaturedPodcasts />);
    expect(await screen.findByText('No featured podcasts available yet')).toBeInTheDocument();
  });
});

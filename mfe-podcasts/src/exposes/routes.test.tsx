import { act, screen } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { makePodcaster, owner } from '../testing/podcastFixtures';
import PodcastRoutes from './routes';

describe('podcasts routes', () => {
  it('renders the listing at /podcasts', async () => {
    mockApi().onGet('/podcasts/categories/').reply(200, []);
    mockApi().onGet('/podcasts/').reply(200, { count: 0, next: null, previous: null, results: [] });
    renderWithProviders(<PodcastRoutes />, { route: '/podcasts' });
    expect(await screen.findByRole('heading', { name: 'Discover Podcasts' })).toBeInTheDocument();
    expect(await screen.findByText('No podcasts found')).toBeInTheDocument();
  });

  it('loads the create form when /podcasts/create is opened', async () => {
    mockApi().onGet('/podcasts/profiles/my_profile/').reply(404, { detail: 'Not found.' });
    mockApi().onGet('/podcasts/categories/').reply(200, []);
    renderWithProviders(<PodcastRoutes />, { route: '/podcasts/create', user: owner });
    expect(await screen.findByRole('heading', { name: 'Profile Required' })).toBeInTheDocument();
  });

  it("renders a podcaster's page at /podcasters/:id", async () => {
    mockApi()
      .onGet(`/podcasts/podcasters/${owner.id}/`)
      .reply(200, makePodcaster({ podcasts: [] }));
    renderWithProviders(<PodcastRoutes />, { route: `/podcasters/${owner.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: owner.username })).toBeInTheDocument();
  });

  it('shows a not-found page for paths it does not own', () => {
    renderWithProviders(<PodcastRoutes />, { route: '/podcasts/1/unknown' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Podcasts' })).toHaveAttribute('href', '/podcasts');
  });

  it('shows the not-found page in Swedish once Swedish is chosen', async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderWithProviders(<PodcastRoutes />, { route: '/podcasts/1/unknown' });
    expect(screen.getByRole('link', { name: 'Bläddra bland poddar' })).toHaveAttribute('href', '/podcasts');
  });
});

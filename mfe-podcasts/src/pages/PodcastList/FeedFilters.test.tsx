import { act, screen, waitFor } from '@testing-library/react';
import { DEFAULT_FILTERS } from '@podbridge/kit/listing';
import { i18n } from '@podbridge/shared/i18n';
import { createTestQueryClient, mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { podcastsKey, type PodcastResults } from '../../api/getPodcasts';
import { makePodcast } from '../../testing/podcastFixtures';
import { PodcastListPage } from './PodcastListPage';

function mockListing(results = [makePodcast({ id: 1, title: 'Show 1' })]) {
  mockApi()
    .onGet('/podcasts/categories/')
    .reply(200, [{ id: 3, name: 'Science', name_sv: 'Vetenskap' }]);
  mockApi().onGet('/podcasts/').reply(200, { count: results.length, next: null, previous: null, results });
}

const renderList = (route = '/podcasts', queryClient = createTestQueryClient()) =>
  renderWithProviders(<PodcastListPage />, { route, path: '/podcasts', queryClient });

const listRequests = () => mockApi().history.get.filter((call) => call.url === '/podcasts/');
const lastParams = () => listRequests().at(-1)?.params as unknown;
const order = () => screen.getByLabelText('Order');
const activeOnly = () => screen.getByRole('checkbox', { name: 'Active shows only' });

describe('the directory’s order and “active shows only”', () => {
  it('sends neither while they are left as they are', async () => {
    mockListing();
    const { location } = renderList();
    await screen.findByRole('article', { name: 'Show 1' });
    expect(order()).toHaveDisplayValue('Newest first');
    expect(activeOnly()).not.toBeChecked();
    expect(activeOnly()).toHaveAccessibleDescription('With an episode in the last 90 days');
    expect(lastParams()).toEqual({ page: 1, page_size: 12 });
    expect(location().search).toBe('');
  });

  it('orders by latest episode from page 1, in the URL and the request, and back to newest without it', async () => {
    mockListing();
    const { user, location } = renderList('/podcasts?category=3&page=3');
    await screen.findByRole('article', { name: 'Show 1' });
    await user.selectOptions(order(), 'Latest episode first');
    await waitFor(() => expect(location().search).toBe('?category=3&sort=latest_episode'));
    await waitFor(() => expect(lastParams()).toEqual({ page: 1, page_size: 12, category: 3, sort: 'latest_episode' }));
    await user.selectOptions(order(), 'Newest first');
    await waitFor(() => expect(location().search).toBe('?category=3'));
    await waitFor(() => expect(lastParams()).toEqual({ page: 1, page_size: 12, category: 3 }));
  });

  it('keeps only the active shows from page 1 while the box is ticked', async () => {
    mockListing();
    const { user, location } = renderList('/podcasts?page=2');
    await screen.findByRole('article', { name: 'Show 1' });
    await user.click(activeOnly());
    await waitFor(() => expect(location().search).toBe('?active=true'));
    await waitFor(() => expect(lastParams()).toEqual({ page: 1, page_size: 12, active: true }));
    await user.click(activeOnly());
    await waitFor(() => expect(location().search).toBe(''));
    await waitFor(() => expect(lastParams()).toEqual({ page: 1, page_size: 12 }));
  });

  it('reads both from a shared link, keeping its page', async () => {
    mockListing();
    renderList('/podcasts?sort=latest_episode&active=true&page=2');
    await screen.findByRole('article', { name: 'Show 1' });
    expect(order()).toHaveDisplayValue('Latest episode first');
    expect(activeOnly()).toBeChecked();
    expect(lastParams()).toEqual({ page: 2, page_size: 12, sort: 'latest_episode', active: true });
  });

  it('ignores values it does not know', async () => {
    mockListing();
    renderList('/podcasts?sort=oldest&active=maybe');
    await screen.findByRole('article', { name: 'Show 1' });
    expect(order()).toHaveDisplayValue('Newest first');
    expect(activeOnly()).not.toBeChecked();
    expect(lastParams()).toEqual({ page: 1, page_size: 12 });
  });

  it('calls the default order best match while searching', async () => {
    mockListing();
    renderList('/podcasts?search=kaffe');
    await screen.findByRole('article', { name: 'Show 1' });
    expect(order()).toHaveDisplayValue('Best match first');
  });

  it('clears them with the search and the category when nothing matches', async () => {
    mockListing([]);
    const { user, location } = renderList('/podcasts?search=kaffe&category=3&sort=latest_episode&active=true');
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location().search).toBe(''));
    await waitFor(() => expect(lastParams()).toEqual({ page: 1, page_size: 12 }));
  });

  it('keeps the unfiltered first page under the query key it was rendered with ahead, asking nothing', async () => {
    mockListing();
    const queryClient = createTestQueryClient();
    const rendered: PodcastResults = { podcasts: [makePodcast({ id: 7, title: 'Rendered' })], count: 1 };
    queryClient.setQueryData(podcastsKey(DEFAULT_FILTERS, null), rendered);
    queryClient.setQueryDefaults(['podcasts'], { staleTime: Infinity });
    renderList('/podcasts', queryClient);
    expect(await screen.findByRole('article', { name: 'Rendered' })).toBeInTheDocument();
    expect(listRequests()).toHaveLength(0);
  });

  it('speaks Swedish', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockListing();
    renderList();
    await screen.findByRole('article', { name: 'Show 1' });
    expect(screen.getByLabelText('Ordning')).toHaveDisplayValue('Nyast först');
    expect(screen.getByRole('option', { name: 'Senaste avsnitt först' })).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'Bara aktiva poddar' });
    expect(box).toHaveAccessibleDescription('Med ett avsnitt under de senaste 90 dagarna');
  });
});

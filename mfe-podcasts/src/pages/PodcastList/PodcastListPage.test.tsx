import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { makePodcast, owner, podcasterByline } from '../../testing/podcastFixtures';
import { PodcastListPage } from './PodcastListPage';

const categories = [
  { id: 3, name: 'Science', name_sv: 'Vetenskap' },
  { id: 4, name: 'Business', name_sv: 'Företagande' },
];

function podcasts(n: number) {
  return Array.from({ length: n }, (_, index) => makePodcast({ id: index + 1, title: `Show ${index + 1}` }));
}

function mockListing(reply: (params: Record<string, string | number>) => [number, unknown]) {
  mockApi().onGet('/podcasts/categories/').reply(200, categories);
  mockApi()
    .onGet('/podcasts/')
    .reply((config) => reply(config.params as Record<string, string | number>));
}

const renderList = (route = '/podcasts', user: typeof owner | null = null) =>
  renderWithProviders(<PodcastListPage />, { route, path: '/podcasts', user });

const lastParams = () =>
  mockApi()
    .history.get.filter((call) => call.url === '/podcasts/')
    .at(-1)?.params as unknown;

describe('PodcastListPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says what a search found, links the topics it met and marks the matched words on the cards', async () => {
    const search = {
      terms: ['pension', 'personal', 'privatekonomi'],
      topics: [{ id: 50, name: 'Personal Finance', name_sv: 'Privatekonomi' }],
      nearest_topics: [],
    };
    const found = [makePodcast({ id: 1, title: 'Pensionspodden', description: 'Allt om pension, fonder och ISK.' })];
    mockListing(() => [200, { count: 1, next: null, previous: null, results: found, search }]);
    renderList('/podcasts?search=pension');
    expect(await screen.findByText('1 podcast matches “pension”')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Topics:' })).getByRole('link', { name: 'Personal Finance' }),
    ).toHaveAttribute('href', '/podcasts?search=Personal+Finance');
    expect([...document.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Pensionspodden',
      'pension',
    ]);
  });

  it('offers the nearest topics when a search matches nothing', async () => {
    const search = {
      terms: ['zxq'],
      topics: [],
      nearest_topics: [{ id: 57, name: 'Psychology', name_sv: 'Psykologi' }],
    };
    mockListing(() => [200, { count: 0, next: null, previous: null, results: [], search }]);
    renderList('/podcasts?search=zxq');
    expect(await screen.findByText('No podcasts match “zxq”')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Try a topic instead:' })).getByRole('link', { name: 'Psychology' }),
    ).toBeInTheDocument();
  });

  it('shows the full-page spinner while loading, then the cards and counts', async () => {
    mockListing(() => [200, { count: 2, next: null, previous: null, results: podcasts(2) }]);
    renderList();
    expect(screen.getByText('Discovering amazing podcasts...')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Show 1' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Show 2' })).toBeInTheDocument();
    expect(screen.getByText('Podcasts on this page').nextElementSibling).toHaveTextContent('2');
    await waitFor(() => expect(screen.getByText('Categories').nextElementSibling).toHaveTextContent('2'));
    expect(lastParams()).toEqual({ page: 1, page_size: 12 });
  });

  it('loads the first row of covers at once, the first with high priority, and the rest as they near the screen', async () => {
    mockListing(() => [200, { count: 6, next: null, previous: null, results: podcasts(6) }]);
    renderList();
    const cover = async (n: number) =>
      within(await screen.findByRole('article', { name: `Show ${n}` })).getByRole('img', { name: /Show/ });
    expect(await cover(1)).toHaveAttribute('loading', 'eager');
    expect(await cover(1)).toHaveAttribute('fetchpriority', 'high');
    expect(await cover(4)).toHaveAttribute('loading', 'eager');
    expect(await cover(4)).not.toHaveAttribute('fetchpriority');
    expect(await cover(5)).toHaveAttribute('loading', 'lazy');
  });

  it('speaks Swedish once Swedish is chosen: hero, counts, search and the cards', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockListing(() => [200, { count: 1, next: null, previous: null, results: podcasts(1) }]);
    renderList('/podcasts', owner);
    expect(screen.getByText('Letar fram spännande poddar …')).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Show 1' }));
    expect(screen.getByRole('heading', { name: 'Upptäck poddar', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Podd på sidan').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Lägg upp din podd' })).toHaveAttribute('href', '/podcasts/create');
    expect(screen.getByLabelText('Sök poddar')).toHaveAttribute('placeholder', 'Sök på titel eller beskrivning …');
    expect(card.getByRole('img', { name: 'Omslag till Show 1' })).toBeInTheDocument();
    expect(podcasterByline(card, 'ada')).toEqual({ text: 'av ada', href: '/podcasters/7' });
    expect(card.getByText('2026-03-14')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Visa' })).toHaveAttribute('href', '/podcasts/1');
    expect(card.getByRole('link', { name: 'Lyssna (öppnas i en ny flik)' })).toBeInTheDocument();
  });

  it('says in Swedish why the listing failed', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockListing(() => [401, { detail: 'Authentication credentials were not provided.' }]);
    renderList();
    expect(await screen.findByText('Logga in för att se poddarna.')).toBeInTheDocument();
  });

  it('invites the first podcast when nothing exists and no filter is set', async () => {
    mockListing(() => [200, { count: 0, next: null, previous: null, results: [] }]);
    renderList();
    expect(await screen.findByText('No podcasts found')).toBeInTheDocument();
    expect(screen.getByText('Be the first to create an amazing podcast!')).toBeInTheDocument();
  });

  it('suggests adjusting the criteria when a filter is active', async () => {
    mockListing(() => [200, { count: 0, next: null, previous: null, results: [] }]);
    renderList('/podcasts?search=nothing');
    expect(await screen.findByText('No podcasts match “nothing”')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
    expect(screen.getByLabelText('Search podcasts')).toHaveValue('nothing');
  });

  it.each([
    [401, 'Please log in to view podcasts.'],
    [404, 'No podcasts found.'],
    [500, 'Failed to load podcasts. Please try again later.'],
  ])('shows the message for a %s', async (status, message) => {
    mockListing(() => [status, { detail: 'x' }]);
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('still lists podcasts when the categories fail, and only logs it', async () => {
    mockApi().onGet('/podcasts/categories/').reply(500);
    mockApi()
      .onGet('/podcasts/')
      .reply(200, { count: 1, next: null, previous: null, results: podcasts(1) });
    renderList();
    expect(await screen.findByRole('article', { name: 'Show 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'All Categories' })).toBeInTheDocument();
  });

  it('paginates only when there is more than one page, and keeps the page in the URL', async () => {
    mockListing((params) => [
      200,
      { count: 13, next: null, previous: null, results: podcasts(params.page === 2 ? 1 : 12) },
    ]);
    const { user, location } = renderList('/podcasts?search=show');
    await screen.findByRole('article', { name: 'Show 12' });
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pagination).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location().search).toBe('?search=show&page=2'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(lastParams()).toEqual({ page: 2, page_size: 12, search: 'show' });
  });

  it('hides the pagination for exactly twelve podcasts', async () => {
    mockListing(() => [200, { count: 12, next: null, previous: null, results: podcasts(12) }]);
    renderList();
    await screen.findByRole('article', { name: 'Show 12' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('searches trimmed text from page 1 and keeps it in the URL', async () => {
    mockListing(() => [200, { count: 1, next: null, previous: null, results: podcasts(1) }]);
    const { user, location } = renderList('/podcasts?page=3&category=4');
    await screen.findByRole('article', { name: 'Show 1' });
    await user.type(screen.getByLabelText('Search podcasts'), '  climate  {Enter}');
    await waitFor(() => expect(location().search).toBe('?category=4&search=climate'));
    await waitFor(() => expect(lastParams()).toEqual({ page: 1, page_size: 12, category: 4, search: 'climate' }));
  });

  it('searches after a pause in typing', async () => {
    mockListing(() => [200, { count: 1, next: null, previous: null, results: podcasts(1) }]);
    const { user, location } = renderList('/podcasts?page=2');
    await screen.findByRole('article', { name: 'Show 1' });
    await user.type(screen.getByLabelText('Search podcasts'), 'tech');
    await waitFor(() => expect(location().search).toBe('?search=tech'));
  });

  it('filters by category from page 1, and All Categories clears it', async () => {
    mockListing(() => [200, { count: 1, next: null, previous: null, results: podcasts(1) }]);
    const { user, location } = renderList('/podcasts?page=2');
    await screen.findByRole('option', { name: 'Science' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Science');
    await waitFor(() => expect(location().search).toBe('?category=3'));
    await waitFor(() => expect(lastParams()).toEqual({ page: 1, page_size: 12, category: 3 }));
    await user.selectOptions(screen.getByLabelText('Category'), 'All Categories');
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('welcomes a signed-in user and offers Create Your Podcast', async () => {
    mockListing(() => [200, { count: 0, next: null, previous: null, results: [] }]);
    renderList('/podcasts', owner);
    expect(await screen.findByRole('heading', { name: 'Welcome back, ada!' })).toBeInTheDocument();
    expect(screen.getByText(/a Podcaster/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your Podcast' })).toHaveAttribute('href', '/podcasts/create');
  });

  it('tells an expert reading the directory that it holds shows to pitch', async () => {
    mockListing(() => [200, { count: 0, next: null, previous: null, results: [] }]);
    renderList('/podcasts', { id: 9, username: 'karin', user_type: 'expert' });
    expect(await screen.findByRole('heading', { name: 'Welcome back, karin!' })).toBeInTheDocument();
    expect(screen.getByText(/an Expert\. Find shows looking for guests like you/)).toBeInTheDocument();
    expect(screen.queryByText(/Discover shows and the people behind them/)).not.toBeInTheDocument();
  });

  it('shows neither welcome nor Create Your Podcast to visitors', async () => {
    mockListing(() => [200, { count: 0, next: null, previous: null, results: [] }]);
    renderList();
    await screen.findByText('No podcasts found');
    expect(screen.queryByRole('link', { name: 'Create Your Podcast' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('makes one list request for a page of twelve cards, and none per card, when signed in', async () => {
    mockListing(() => [200, { count: 12, next: null, previous: null, results: podcasts(12) }]);
    renderList('/podcasts', owner);
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(
      screen.getAllByRole('button', { name: 'Like 4' }).every((like) => !(like as HTMLButtonElement).disabled),
    ).toBe(true);
    const requests = mockApi().history.get.map((call) => call.url);
    expect(requests.filter((url) => url === '/podcasts/')).toHaveLength(1);
    expect(requests.filter((url) => url !== '/podcasts/' && url !== '/podcasts/categories/')).toEqual([]);
  });

  it('removes a deleted card from the list', async () => {
    let listed = podcasts(2);
    mockListing(() => [200, { count: listed.length, next: null, previous: null, results: listed }]);
    mockApi()
      .onDelete('/podcasts/1/')
      .reply(() => {
        listed = listed.filter((podcast) => podcast.id !== 1);
        return [204];
      });
    const { user } = renderList('/podcasts', owner);
    const card = await screen.findByRole('article', { name: 'Show 1' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete Podcast' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Show 1' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Show 2' })).toBeInTheDocument();
    expect(await screen.findByText('Podcast deleted successfully')).toBeInTheDocument();
  });
});

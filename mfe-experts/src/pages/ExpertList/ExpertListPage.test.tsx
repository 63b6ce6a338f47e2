import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { makeExpert, owner, podcaster } from '../../testing/expertFixtures';
import { ExpertListPage } from './ExpertListPage';

const categories = [
  { id: 3, name: 'Physics', name_sv: 'Fysik' },
  { id: 4, name: 'Economics', name_sv: 'Nationalekonomi' },
  { id: 5, name: 'History', name_sv: 'Historia' },
];

function experts(n: number) {
  return Array.from({ length: n }, (_, index) => makeExpert({ id: index + 1, name: `Expert ${index + 1}` }));
}

function mockListing(reply: (params: Record<string, string | number>) => [number, unknown]) {
  mockApi().onGet('/experts/categories/').reply(200, categories);
  mockApi()
    .onGet('/experts/')
    .reply((config) => reply(config.params as Record<string, string | number>));
}

const renderList = (route = '/experts', user: typeof owner | null = null) =>
  renderWithProviders(<ExpertListPage />, { route, path: '/experts', user });

const lastParams = () =>
  mockApi()
    .history.get.filter((call) => call.url === '/experts/')
    .at(-1)?.params as unknown;

describe('ExpertListPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('speaks Swedish once Swedish is chosen', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockListing(() => [200, { count: 1, next: null, previous: null, results: experts(1) }]);
    renderList();
    expect(screen.getByText('Letar fram spännande experter …')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Expert 1' });
    expect(screen.getByRole('heading', { name: 'Hitta din expert', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Expert tillgänglig').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByLabelText('Sök experter')).toHaveAttribute(
      'placeholder',
      'Sök på ämne, namn eller expertområde …',
    );
    expect(within(card).getByRole('link', { name: 'Visa profil' })).toHaveAttribute('href', '/experts/1');
    expect(within(card).getByRole('img', { name: 'Bild på Expert 1' })).toBeInTheDocument();
  });

  it('says in Swedish that nothing was found, or that loading failed', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockListing(() => [200, { count: 0, next: null, previous: null, results: [] }]);
    const { unmount } = renderList();
    expect(await screen.findByText('Inga experter hittades')).toBeInTheDocument();
    expect(screen.getByText('Bli först med att skapa en expertprofil!')).toBeInTheDocument();
    unmount();
    mockApi().reset();
    mockListing(() => [500, { detail: 'x' }]);
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Experterna kunde inte laddas. Försök igen senare.');
  });

  it('shows a spinner while loading, then the cards, the total of experts and of categories', async () => {
    mockListing(() => [200, { count: 30, next: null, previous: null, results: experts(2) }]);
    renderList();
    expect(screen.getByText('Finding amazing experts...')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Expert 1' })).toBeInTheDocument();
    expect(screen.getByText('Experts available').nextElementSibling).toHaveTextContent('30');
    await waitFor(() => expect(screen.getByText('Categories').nextElementSibling).toHaveTextContent('3'));
    expect(lastParams()).toEqual({ page: 1, page_size: 12 });
  });

  it('invites the first profile when nothing exists and no filter is set', async () => {
    mockListing(() => [200, { count: 0, next: null, previous: null, results: [] }]);
    renderList();
    expect(await screen.findByText('No experts found')).toBeInTheDocument();
    expect(screen.getByText('Be the first to create an expert profile!')).toBeInTheDocument();
  });

  it('says what a search matched nothing for and offers the nearest topics to search instead', async () => {
    const search = {
      terms: ['nobody'],
      topics: [],
      nearest_topics: [{ id: 57, name: 'Psychology', name_sv: 'Psykologi' }],
    };
    mockListing(() => [200, { count: 0, next: null, previous: null, results: [], search }]);
    const { user, location } = renderList('/experts?search=nobody');
    expect(await screen.findByText('No experts match “nobody”')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
    expect(screen.getByLabelText('Search experts')).toHaveValue('nobody');
    await user.click(
      within(screen.getByRole('list', { name: 'Try a topic instead:' })).getByRole('link', { name: 'Psychology' }),
    );
    await waitFor(() => expect(new URLSearchParams(location().search).get('search')).toBe('Psychology'));
  });

  it('says how many profiles a search matched, names the topics it met and marks the matched words', async () => {
    const search = {
      terms: ['psycholog', 'psychology', 'psykologi'],
      topics: [{ id: 57, name: 'Psychology', name_sv: 'Psykologi' }],
      nearest_topics: [],
    };
    const found = [
      makeExpert({ id: 1, name: 'Nadia Rahimi', bio: 'Psychologist in Stockholm working with stress.' }),
      makeExpert({ id: 2, name: 'Tobias Franzén', bio: 'Barnpsykolog och pappa till tre.' }),
    ];
    mockListing(() => [200, { count: 2, next: null, previous: null, results: found, search }]);
    renderList('/experts?search=psychology');
    expect(await screen.findByText('2 experts match “psychology”')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Topics:' })).getByRole('link', { name: 'Psychology' }),
    ).toBeInTheDocument();
    const marked = [...document.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marked).toEqual(['Psychologist']);
  });

  it('filters by language, region, recording format and availability, keeps them in the URL, and clears them all', async () => {
    mockListing(() => [200, { count: 1, next: null, previous: null, results: experts(1) }]);
    const { user, location } = renderList('/experts?search=stress&page=2');
    await screen.findByText('Expert 1');
    // On a phone the filters fold behind a toggle that says how many are set.
    const toggle = screen.getByRole('button', { name: 'More filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByLabelText('Language'), 'Swedish');
    await user.selectOptions(screen.getByLabelText('Region'), 'Skåne');
    await user.selectOptions(screen.getByLabelText('Recording'), 'In person');
    await user.click(screen.getByLabelText('Open to bookings now'));
    await waitFor(() =>
      expect(lastParams()).toEqual({
        page: 1,
        page_size: 12,
        search: 'stress',
        language: 'sv',
        region: 'skane',
        format: 'in_person',
        available: true,
      }),
    );
    const query = new URLSearchParams(location().search);
    expect(Object.fromEntries(query)).toEqual({
      search: 'stress',
      language: 'sv',
      region: 'skane',
      format: 'in_person',
      available: 'true',
    });
    expect(screen.getByText('Expert matches')).toBeInTheDocument();

    mockListing(() => [200, { count: 0, next: null, previous: null, results: [] }]);
    await user.selectOptions(screen.getByLabelText('Language'), 'Finnish');
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(screen.getByLabelText('Language')).toHaveValue('');
    expect(screen.getByLabelText('Open to bookings now')).not.toBeChecked();
  });

  it('filters by track record and sorts, with the order offered as the search makes sense of it', async () => {
    mockListing(() => [200, { count: 1, next: null, previous: null, results: experts(1) }]);
    const { user, location } = renderList('/experts');
    await screen.findByText('Expert 1');
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    const sort = screen.getByLabelText('Sort by');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest first', 'Highest rated', 'Most recorded appearances']);
    await user.selectOptions(sort, 'Most recorded appearances');
    await user.click(screen.getByLabelText('Has recorded appearances'));
    await user.click(screen.getByLabelText('Rated 4+'));
    await waitFor(() =>
      expect(lastParams()).toEqual({ page: 1, page_size: 12, recorded: true, min_rating: 4, sort: 'appearances' }),
    );
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      sort: 'appearances',
      recorded: 'true',
      rated: 'true',
    });
  });

  it('offers best match and newest as orders once a search is typed', async () => {
    mockListing(() => [200, { count: 1, next: null, previous: null, results: experts(1) }]);
    renderList('/experts?search=stress&sort=rating');
    await screen.findByText('Expert 1');
    const sort = screen.getByLabelText('Sort by');
    expect(sort).toHaveValue('rating');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Best match', 'Highest rated', 'Most recorded appearances', 'Newest']);
    await waitFor(() => expect(lastParams()).toMatchObject({ search: 'stress', sort: 'rating' }));
  });

  it('shows categories and topics in Swedish on a Swedish page', async () => {
    await act(() => i18n.changeLanguage('sv'));
    const search = {
      terms: ['psykologi'],
      topics: [{ id: 57, name: 'Psychology', name_sv: 'Psykologi' }],
      nearest_topics: [],
    };
    mockListing(() => [200, { count: 1, next: null, previous: null, results: experts(1), search }]);
    renderList('/experts?search=psykologi');
    expect(await screen.findByText('1 expert matchar ”psykologi”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Psykologi' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Fysik' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
  });

  it.each([401, 404, 500])(
    "says 'Failed to load experts. Please try again later.' when loading fails (%s)",
    async (status) => {
      mockListing(() => [status, { detail: 'x' }]);
      renderList();
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load experts. Please try again later.');
    },
  );

  it('paginates only when there is more than one page, and keeps the page in the URL', async () => {
    mockListing((params) => [
      200,
      { count: 13, next: null, previous: null, results: experts(params.page === 2 ? 1 : 12) },
    ]);
    const { user, location } = renderList('/experts?search=expert');
    await screen.findByRole('article', { name: 'Expert 12' });
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pagination).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location().search).toBe('?search=expert&page=2'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(lastParams()).toEqual({ page: 2, page_size: 12, search: 'expert' });
  });

  it('hides the pagination for exactly twelve experts', async () => {
    mockListing(() => [200, { count: 12, next: null, previous: null, results: experts(12) }]);
    renderList();
    await screen.findByRole('article', { name: 'Expert 12' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('searches trimmed text 300 ms after typing stops, from page 1, and keeps it in the URL', async () => {
    mockListing(() => [200, { count: 1, next: null, previous: null, results: experts(1) }]);
    const { user, location } = renderList('/experts?page=3&category=4');
    await screen.findByRole('article', { name: 'Expert 1' });
    await user.type(screen.getByLabelText('Search experts'), '  climate  ');
    await waitFor(() => expect(location().search).toBe('?category=4&search=climate'));
    await waitFor(() => expect(lastParams()).toEqual({ page: 1, page_size: 12, category: 4, search: 'climate' }));
    const searches = mockApi().history.get.filter((call) => call.url === '/experts/');
    expect(searches.filter((call) => (call.params as { search?: string }).search !== undefined)).toHaveLength(1);
  });

  it('sends no empty search', async () => {
    mockListing(() => [200, { count: 1, next: null, previous: null, results: experts(1) }]);
    const { user, location } = renderList('/experts?search=climate');
    await screen.findByRole('article', { name: 'Expert 1' });
    await user.clear(screen.getByLabelText('Search experts'));
    await user.type(screen.getByLabelText('Search experts'), '   ');
    await waitFor(() => expect(location().search).toBe(''));
    await waitFor(() => expect(lastParams()).toEqual({ page: 1, page_size: 12 }));
  });

  it('filters by category from page 1, with All Categories first', async () => {
    mockListing(() => [200, { count: 1, next: null, previous: null, results: experts(1) }]);
    const { user, location } = renderList('/experts?page=2');
    await screen.findByRole('option', { name: 'Physics' });
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('All Categories');
    await user.selectOptions(screen.getByLabelText('Category'), 'Physics');
    await waitFor(() => expect(location().search).toBe('?category=3'));
    await waitFor(() => expect(lastParams()).toEqual({ page: 1, page_size: 12, category: 3 }));
    await user.selectOptions(screen.getByLabelText('Category'), 'All Categories');
    await waitFor(() => expect(location().search).toBe(''));
  });

  it.each([
    [owner, 'an Expert', 'See who else speaks on your topics.'],
    [podcaster, 'a Podcaster', 'Find the right voice for your next episode.'],
  ])(
    'welcomes a signed-in user in words for their role and offers Create Expert Profile',
    async (signedIn, article, line) => {
      mockListing(() => [200, { count: 0, next: null, previous: null, results: [] }]);
      renderList('/experts', signedIn);
      expect(await screen.findByRole('heading', { name: `Welcome back, ${signedIn.username}!` })).toBeInTheDocument();
      expect(screen.getByText(new RegExp(`${article}\\. ${line}`))).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Create Expert Profile' })).toHaveAttribute('href', '/experts/create');
    },
  );

  it('shows neither welcome nor Create Expert Profile to visitors', async () => {
    mockListing(() => [200, { count: 0, next: null, previous: null, results: [] }]);
    renderList();
    await screen.findByText('No experts found');
    expect(screen.queryByRole('link', { name: 'Create Expert Profile' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('removes a deleted card from the list', async () => {
    mockListing(() => [200, { count: 2, next: null, previous: null, results: experts(2) }]);
    mockApi().onDelete('/experts/1/').reply(204);
    const { user } = renderList('/experts', owner);
    const card = await screen.findByRole('article', { name: 'Expert 1' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete Profile' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Expert 1' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Expert 2' })).toBeInTheDocument();
    expect(screen.getByText('Expert available').nextElementSibling).toHaveTextContent('1');
    expect(await screen.findByText('Expert profile deleted successfully')).toBeInTheDocument();
  });

  it('loads a page of twelve for a signed-in visitor in one request, with no like request per card', async () => {
    const page = experts(12).map((expert, index) => ({ ...expert, current_user_liked: index === 0 }));
    mockListing(() => [200, { count: 12, next: null, previous: null, results: page }]);
    renderList('/experts', podcaster);
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    const first = within(screen.getByRole('article', { name: 'Expert 1' }));
    expect(first.getByRole('button', { name: 'Like 4' })).toHaveAttribute('aria-pressed', 'true');
    const requested = mockApi().history.get.map((call) => call.url);
    expect(requested.filter((url) => url === '/experts/')).toHaveLength(1);
    expect(requested.filter((url) => url !== '/experts/' && url !== '/experts/categories/')).toEqual([]);
  });
});

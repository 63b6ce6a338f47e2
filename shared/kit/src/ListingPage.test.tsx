import { Profiler, useState } from 'react';
import { useSearchParams } from '@podbridge/shared/router';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@podbridge/shared/testing';
import { ListingPage, type ListingPageProps, type ListingStatus } from './ListingPage';
import { useListingFilters } from './useListingFilters';

interface Show {
  id: number;
  name: string;
}

const categories = [
  { id: 1, name: 'Technology' },
  { id: 2, name: 'Science' },
];

function Directory({
  status,
  items,
  error = 'Failed to load.',
}: {
  status: ListingStatus;
  items: Show[];
  error?: string;
}) {
  const props: Omit<ListingPageProps<Show>, 'listing'> = {
    title: 'Discover Shows',
    subtitle: 'Browse shows.',
    stat: { label: 'Shows on this page', value: items.length },
    create: { to: '/shows/create', label: 'Create Your Show' },
    tagline: 'Find your next show.',
    categories,
    filtersBar: { label: 'Filter shows', searchLabel: 'Search shows', searchPlaceholder: 'Search by name...' },
    resultsLabel: 'Shows',
    emptyIcon: 'mic',
    texts: { loading: 'Finding shows...', emptyTitle: 'No shows found', emptyHint: 'Be the first!' },
    status,
    error,
    items,
    renderItem: (show) => <article aria-label={show.name}>{show.name}</article>,
    pageCount: 3,
  };
  return <ListingPage {...props} listing={useListingFilters()} />;
}

const signedIn = { id: 7, username: 'ada', email: 'ada@example.com', user_type: 'podcaster' } as const;

describe('ListingPage', () => {
  it('shows the banner stats, the create link and the welcome to a signed-in user', () => {
    renderWithProviders(<Directory status="loaded" items={[{ id: 1, name: 'Climate Talk' }]} />, { user: signedIn });
    expect(screen.getByRole('heading', { level: 1, name: 'Discover Shows' })).toBeInTheDocument();
    expect(screen.getByText('Shows on this page').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Categories').nextSibling).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Create Your Show' })).toHaveAttribute('href', '/shows/create');
    expect(screen.getByRole('region', { name: 'Welcome back, ada!' })).toHaveTextContent('Find your next show.');
    expect(screen.getByRole('search', { name: 'Filter shows' })).toBeInTheDocument();
  });

  it('hides the create link and the welcome from a visitor', () => {
    renderWithProviders(<Directory status="loaded" items={[]} />);
    expect(screen.queryByRole('link', { name: 'Create Your Show' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Welcome back/ })).not.toBeInTheDocument();
  });

  it('renders each item in the results with the pagination', () => {
    renderWithProviders(
      <Directory
        status="loaded"
        items={[
          { id: 1, name: 'Climate Talk' },
          { id: 2, name: 'Code Hour' },
        ]}
      />,
    );
    const results = screen.getByRole('region', { name: 'Shows' });
    expect(
      within(results)
        .getAllByRole('article')
        .map((card) => card.textContent),
    ).toEqual(['Climate Talk', 'Code Hour']);
    expect(screen.getByRole('navigation', { name: /pagination/i })).toBeInTheDocument();
  });

  it('shows the spinner while loading, without cards or pagination', () => {
    renderWithProviders(<Directory status="loading" items={[{ id: 1, name: 'Climate Talk' }]} />);
    const results = screen.getByRole('region', { name: 'Shows' });
    expect(results).toHaveAttribute('aria-busy', 'true');
    expect(within(results).getByText('Finding shows...')).toBeInTheDocument();
    expect(within(results).queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pagination/i })).not.toBeInTheDocument();
  });

  it('shows the failure message', () => {
    renderWithProviders(<Directory status="error" items={[]} error="Please log in to view shows." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to view shows.');
  });

  it('says nothing exists yet, or that the filters hide everything and offers to clear them', async () => {
    const first = renderWithProviders(<Directory status="loaded" items={[]} />);
    expect(screen.getByRole('heading', { name: 'No shows found' })).toBeInTheDocument();
    expect(screen.getByText('Be the first!')).toBeInTheDocument();
    first.unmount();

    const { user, location } = renderWithProviders(<Directory status="loaded" items={[]} />, {
      route: '/shows?search=climate&page=2',
    });
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location().search).toBe('');
  });

  it('shows the next page from the top of the results once it has loaded', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    /** Like a listing's query: a page is loading until its results came. */
    function Paging() {
      const page = useSearchParams()[0].get('page') ?? '1';
      const [loadedPage, setLoadedPage] = useState('1');
      return (
        <>
          <button type="button" onClick={() => setLoadedPage(page)}>
            finish loading
          </button>
          <Directory status={page === loadedPage ? 'loaded' : 'loading'} items={[{ id: 1, name: 'Climate Talk' }]} />
        </>
      );
    }
    const { user } = renderWithProviders(<Paging />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(scrolled).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'finish loading' }));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.instances[0]).toBe(screen.getByRole('region', { name: 'Shows' }));
  });

  it('draws the cards a load brought in a render after the one that ended the loading, not in the same one', async () => {
    // What each commit of the page showed in its results: the spinner, or how many cards.
    const commits: string[] = [];
    const record = () => {
      const results = screen.queryByRole('region', { name: 'Shows' });
      commits.push(
        results?.getAttribute('aria-busy') === 'true'
          ? 'spinner'
          : `${results?.querySelectorAll('article').length} cards`,
      );
    };
    let finish: () => void = () => undefined;
    function Loading() {
      const [status, setStatus] = useState<ListingStatus>('loading');
      finish = () => setStatus('loaded');
      return (
        <Profiler id="listing" onRender={record}>
          <Directory
            status={status}
            items={
              status === 'loaded'
                ? [
                    { id: 1, name: 'Climate Talk' },
                    { id: 2, name: 'Code Hour' },
                  ]
                : []
            }
          />
        </Profiler>
      );
    }
    renderWithProviders(<Loading />);
    commits.length = 0;
    await act(async () => finish());
    // The urgent update (the query's answer) commits with the spinner still shown; the cards come in a deferred
    // render, which yields to the browser while it works.
    expect(commits).toEqual(['spinner', '2 cards']);
    expect(within(screen.getByRole('region', { name: 'Shows' })).getAllByRole('article')).toHaveLength(2);
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@podbridge/shared/testing';
import { categoryOptions, FiltersBar, SEARCH_DEBOUNCE_MS } from './FiltersBar';
import { useListingFilters } from './useListingFilters';

const categories = [
  { id: 1, name: 'Technology' },
  { id: 2, name: 'Science' },
];

function Listing() {
  const { filters, isFiltered, setSearch, setCategory, setPage } = useListingFilters();
  return (
    <>
      <FiltersBar
        search={filters.search}
        onSearch={setSearch}
        filter={{
          label: 'Category',
          value: filters.category,
          allLabel: 'All Categories',
          options: categoryOptions(categories, 'en'),
          onChange: setCategory,
        }}
        label="Filter podcasts"
        searchLabel="Search podcasts"
        searchPlaceholder="Search by title or description..."
      />
      <p>
        Page {filters.page}
        {isFiltered ? ' (filtered)' : ''}
      </p>
      <button type="button" onClick={() => setPage(filters.page + 1)}>
        Next page
      </button>
    </>
  );
}

describe('the listing filters', () => {
  afterEach(() => jest.useRealTimers());

  it('reads page, search and category from the URL', () => {
    renderWithProviders(<Listing />, { route: '/podcasts?page=3&search=climate&category=2' });
    expect(screen.getByText('Page 3 (filtered)')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search podcasts' })).toHaveValue('climate');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('2');
    expect(screen.getByRole('search', { name: 'Filter podcasts' })).toBeInTheDocument();
  });

  it('treats a missing or broken page as page 1', () => {
    const { location } = renderWithProviders(<Listing />, { route: '/podcasts?page=abc' });
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(location().search).toBe('?page=abc');
  });

  it('searches the trimmed text 300 ms after typing stops and starts again at page 1', () => {
    jest.useFakeTimers();
    const { location } = renderWithProviders(<Listing />, { route: '/podcasts?page=4' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search podcasts' }), { target: { value: '  climate ' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(location().search).toBe('?page=4');
    act(() => jest.advanceTimersByTime(1));
    expect(location().search).toBe('?search=climate');
    expect(screen.getByText('Page 1 (filtered)')).toBeInTheDocument();
  });

  it('drops a pending search when the visitor follows a link before it runs', () => {
    jest.useFakeTimers();
    const { location } = renderWithProviders(
      <>
        <Listing />
        <a href="/podcasts/7" onClick={(event) => event.preventDefault()}>
          View Details
        </a>
      </>,
      { route: '/podcasts' },
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search podcasts' }), { target: { value: 'climate' } });
    fireEvent.click(screen.getByRole('link', { name: 'View Details' }));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(location().search).toBe('');
  });

  it('searches at once on Enter and leaves an empty search out of the URL', async () => {
    const { user, location } = renderWithProviders(<Listing />, { route: '/podcasts?search=old&page=2' });
    const box = screen.getByRole('searchbox', { name: 'Search podcasts' });
    await user.clear(box);
    await user.type(box, '   {Enter}');
    expect(location().search).toBe('');
  });

  it('goes back to page 1 when the category changes', async () => {
    const { user, location } = renderWithProviders(<Listing />, { route: '/podcasts?page=5' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Science');
    expect(location().search).toBe('?category=2');
    expect(screen.getByText('Page 1 (filtered)')).toBeInTheDocument();
  });

  it('keeps search and category when the page changes', async () => {
    const { user, location } = renderWithProviders(<Listing />, { route: '/podcasts?search=ai&category=1' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(new URLSearchParams(location().search).get('page')).toBe('2');
    expect(new URLSearchParams(location().search).get('search')).toBe('ai');
    expect(new URLSearchParams(location().search).get('category')).toBe('1');
  });
});

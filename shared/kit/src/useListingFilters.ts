import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@podbridge/shared/router';

export interface ListingFilters {
  page: number;
  /** Already trimmed; '' means no search. */
  search: string;
  /** A category id, or '' for All Categories. */
  category: string;
}

/** A listing's filters at its own address, without a query: the first page of everything. */
export const DEFAULT_FILTERS: Readonly<ListingFilters> = { page: 1, search: '', category: '' };

export interface UseListingFilters {
  filters: ListingFilters;
  /** A search or a category is set, so an empty list means "nothing matches" rather than "nothing yet". */
  isFiltered: boolean;
  /** Changes some filters at once; a new search or category starts again at page 1. */
  update: (changes: Partial<ListingFilters>) => void;
  setSearch: (search: string) => void;
  setCategory: (category: string) => void;
  setPage: (page: number) => void;
}

/** A listing's page, search and category live in the URL, so a reload or a shared link shows the same list. */
export function useListingFilters(): UseListingFilters {
  const [params, setParams] = useSearchParams();
  const rawPage = params.get('page');
  const search = params.get('search') ?? '';
  const category = params.get('category') ?? '';
  const filters = useMemo<ListingFilters>(() => {
    const page = Number.parseInt(rawPage ?? '', 10);
    return { page: Number.isFinite(page) && page > 0 ? page : DEFAULT_FILTERS.page, search, category };
  }, [rawPage, search, category]);

  const update = useCallback(
    (changes: Partial<ListingFilters>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
        if (changes.search !== undefined) set('search', changes.search.trim());
        if (changes.category !== undefined) set('category', changes.category);
        const page = changes.search !== undefined || changes.category !== undefined ? 1 : changes.page;
        if (page !== undefined) set('page', page > 1 ? String(page) : '');
        return next;
      });
    },
    [setParams],
  );
  const setSearch = useCallback((value: string) => update({ search: value }), [update]);
  const setCategory = useCallback((value: string) => update({ category: value }), [update]);
  const setPage = useCallback((value: number) => update({ page: value }), [update]);

  return { filters, isFiltered: search !== '' || category !== '', update, setSearch, setCategory, setPage };
}

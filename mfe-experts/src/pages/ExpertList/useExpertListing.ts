import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fetchExperts, type ExpertProfile } from '../../api';

export const LOAD_FAILURE = 'Failed to load experts. Please try again later.';

export interface ListingFilters {
  page: number;
  /** Already trimmed; '' means no search. */
  search: string;
  /** A category id, or '' for All Categories. */
  category: string;
}

/** The directory's page, search and category live in the URL, so a reload or a shared link shows the same list. */
export function useListingFilters(): [ListingFilters, (changes: Partial<ListingFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const filters: ListingFilters = {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
  };

  const update = useCallback(
    (changes: Partial<ListingFilters>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
        if (changes.search !== undefined) set('search', changes.search.trim());
        if (changes.category !== undefined) set('category', changes.category);
        // A new search or category starts again at page 1 (spec section 9).
        const page = changes.search !== undefined || changes.category !== undefined ? 1 : changes.page;
        if (page !== undefined) set('page', page > 1 ? String(page) : '');
        return next;
      });
    },
    [setParams],
  );
  return [filters, update];
}

interface ListingState {
  status: 'loading' | 'loaded' | 'error';
  experts: ExpertProfile[];
  count: number;
}

/** Loading, then loaded or error (spec section 4); a deleted card is removed in place. */
export function useExpertListing({ page, search, category }: ListingFilters) {
  const [state, setState] = useState<ListingState>({ status: 'loading', experts: [], count: 0 });

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, status: 'loading' }));
    fetchExperts({ page, search: search || undefined, category: category || undefined })
      .then(({ experts, count }) => {
        if (current) setState({ status: 'loaded', experts, count });
      })
      .catch((error: unknown) => {
        console.error('Failed to load experts', error);
        if (current) setState({ status: 'error', experts: [], count: 0 });
      });
    return () => {
      current = false;
    };
  }, [page, search, category]);

  const remove = useCallback((id: number) => {
    setState((previous) => ({
      ...previous,
      experts: previous.experts.filter((item) => item.id !== id),
      count: Math.max(0, previous.count - 1),
    }));
  }, []);

  return { ...state, remove };
}

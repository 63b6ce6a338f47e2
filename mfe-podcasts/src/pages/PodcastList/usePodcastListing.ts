import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { describeApiError } from '@podbridge/shared/api';
import { fetchPodcasts, type Podcast } from '../../api';

export const LISTING_ERRORS = {
  unauthorized: 'Please log in to view podcasts.',
  notFound: 'No podcasts found.',
  other: 'Failed to load podcasts. Please try again later.',
} as const;

export interface ListingFilters {
  page: number;
  /** Already trimmed; '' means no search. */
  search: string;
  /** A category id, or '' for All Categories. */
  category: string;
}

/** The listing's page, search and category live in the URL, so a reload or a shared link shows the same list. */
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
        // A new search or category starts again at page 1 (spec section 4).
        const page = changes.search !== undefined || changes.category !== undefined ? 1 : changes.page;
        if (page !== undefined) set('page', page > 1 ? String(page) : '');
        return next;
      });
    },
    [setParams],
  );
  return [filters, update];
}

function listingError(error: unknown): string {
  const { status } = describeApiError(error);
  if (status === 401) return LISTING_ERRORS.unauthorized;
  if (status === 404) return LISTING_ERRORS.notFound;
  return LISTING_ERRORS.other;
}

interface ListingState {
  status: 'loading' | 'loaded' | 'error';
  podcasts: Podcast[];
  count: number;
  error: string | null;
}

/** Loading, then loaded or error (spec section 4); cards can be replaced or removed in place. */
export function usePodcastListing({ page, search, category }: ListingFilters) {
  const [state, setState] = useState<ListingState>({ status: 'loading', podcasts: [], count: 0, error: null });

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    fetchPodcasts({ page, search: search || undefined, category: category || undefined })
      .then(({ podcasts, count }) => {
        if (current) setState({ status: 'loaded', podcasts, count, error: null });
      })
      .catch((error: unknown) => {
        console.error('Failed to load podcasts', error);
        if (current) setState({ status: 'error', podcasts: [], count: 0, error: listingError(error) });
      });
    return () => {
      current = false;
    };
  }, [page, search, category]);

  const replace = useCallback((podcast: Podcast) => {
    setState((previous) => ({
      ...previous,
      podcasts: previous.podcasts.map((item) => (item.id === podcast.id ? podcast : item)),
    }));
  }, []);

  const remove = useCallback((id: number) => {
    setState((previous) => ({
      ...previous,
      podcasts: previous.podcasts.filter((item) => item.id !== id),
      count: Math.max(0, previous.count - 1),
    }));
  }, []);

  return { ...state, replace, remove };
}

import { useCallback, useMemo } from 'react';
import { useListingFilters } from '@podbridge/kit/listing';
import { useSearchParams } from '@podbridge/shared/router';
import { QUEUE_STATUSES, type QueueFilters, type QueueStatus } from '../api/reviewQueue';

function isQueueStatus(value: string | null): value is QueueStatus {
  return QUEUE_STATUSES.includes(value as QueueStatus);
}

/** A queue's status, search and page live in the URL (a reload, the back button or a shared link keep them). */
export function useQueueFilters() {
  const listing = useListingFilters();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: QueueStatus = isQueueStatus(raw) ? raw : 'pending';
  const { page, search } = listing.filters;
  const filters = useMemo<QueueFilters>(() => ({ status, search, page }), [status, search, page]);

  /** Another status starts again at page 1. */
  const setStatus = useCallback(
    (next: string) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 'pending' || !isQueueStatus(next)) updated.delete('status');
        else updated.set('status', next);
        updated.delete('page');
        return updated;
      }),
    [setParams],
  );

  return { filters, setStatus, setSearch: listing.setSearch, setPage: listing.setPage };
}

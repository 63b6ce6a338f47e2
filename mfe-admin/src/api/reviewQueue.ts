import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import { announceChange } from '@podbridge/shared/query';
import type { ApiRequestBody } from '@podbridge/shared/types';
import { statsKey } from './getStats';

/** Which items a queue shows; 'featured' is the published items chosen for the home page. */
export type QueueStatus = 'pending' | 'approved' | 'rejected' | 'unpublished' | 'featured';
export const QUEUE_STATUSES: readonly QueueStatus[] = ['pending', 'approved', 'rejected', 'unpublished', 'featured'];
export const QUEUE_PAGE_SIZE = 20;

export interface QueueFilters {
  status: QueueStatus;
  search: string;
  page: number;
}

/** The admin list endpoints' query for a queue's filters. */
export function queueParams({ status, search, page }: QueueFilters) {
  return {
    status: status === 'featured' ? 'approved' : status,
    ...(status === 'featured' ? { featured: true } : {}),
    ...(search ? { search } : {}),
    page,
    page_size: QUEUE_PAGE_SIZE,
  };
}

/**
 * One page of a review queue, fetched by `fetchPage` (GET /admin_dashboard/{podcasts|experts}/ with queueParams);
 * the previous page shows while the next loads.
 */
export function useReviewQueue<Page>(
  area: 'podcasts' | 'experts',
  filters: QueueFilters,
  fetchPage: (query: ReturnType<typeof queueParams>) => Promise<Page>,
) {
  return useQuery({
    queryKey: ['admin', area, filters],
    queryFn: () => fetchPage(queueParams(filters)),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The moderation actions the API knows; an item's `moderation.actions` says which it allows now. */
export type ModerationActionName = ApiRequestBody<'/api/admin_dashboard/moderation/{type}/{id}/', 'post'>['action'];

/** An admin's action on an item; the reason (reject, unpublish) goes to its owner. */
export interface ModerationAction {
  action: ModerationActionName;
  id: number;
  reason?: string;
}

/** The call behind every action: the API's one moderation route, for this type of item. */
export function moderationCall(type: 'podcast' | 'expert') {
  return ({ action, id, reason }: ModerationAction) =>
    api.post('/admin_dashboard/moderation/{type}/{id}/', {
      path: { type, id },
      body: reason === undefined ? { action } : { action, reason },
    });
}

/**
 * One moderation action on an item; afterwards the queues, the dashboard and the public lists (directory, home
 * page, /featured) ask again, since an action moves the item between them.
 */
export function useModeration(area: 'podcasts' | 'experts') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moderationCall(area === 'podcasts' ? 'podcast' : 'expert'),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', area] }),
        client.invalidateQueries({ queryKey: ['admin', 'actions'] }),
        client.invalidateQueries({ queryKey: statsKey }),
        // The public lists are the podcasts' or experts' remote's: it refreshes them when told.
        announceChange(area, client),
      ]),
  });
}

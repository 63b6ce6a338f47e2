import { apiClient } from '@podbridge/shared/api';
import type { AdminPodcastPage } from '@podbridge/shared/types';
import { useModeration, useReviewQueue, type ModerationAction, type QueueFilters } from './reviewQueue';

/** One page of the podcasts in a review state, searched like the public list. */
export function useAdminPodcasts(filters: QueueFilters) {
  return useReviewQueue<AdminPodcastPage>('podcasts', filters);
}

/** Approval uses the podcasts API's own endpoint; the rest are the admin API's. */
async function moderatePodcast(action: ModerationAction): Promise<unknown> {
  const item = `/admin_dashboard/podcasts/${action.id}`;
  switch (action.kind) {
    case 'approve':
      return (await apiClient.post(`/podcasts/${action.id}/approve/`)).data;
    case 'reject':
      return (await apiClient.post(`${item}/reject/`, { reason: action.reason })).data;
    case 'unpublish':
      return (await apiClient.post(`${item}/unpublish/`, { reason: action.reason })).data;
    case 'republish':
      return (await apiClient.post(`${item}/republish/`)).data;
    case 'feature':
      return (await apiClient.put(`${item}/featured/`, { featured: action.featured })).data;
  }
}

export function useModeratePodcast() {
  return useModeration('podcasts', moderatePodcast);
}

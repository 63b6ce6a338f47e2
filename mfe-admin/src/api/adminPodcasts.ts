import { api } from '@podbridge/shared/api';
import { useModeration, useReviewQueue, type QueueFilters } from './reviewQueue';

/** One page of the podcasts in a review state, searched like the public list. */
export function useAdminPodcasts(filters: QueueFilters) {
  return useReviewQueue('podcasts', filters, (query) => api.get('/admin_dashboard/podcasts/', { query }));
}

export function useModeratePodcast() {
  return useModeration('podcasts');
}

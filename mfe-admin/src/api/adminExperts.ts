import { api } from '@podbridge/shared/api';
import { useModeration, useReviewQueue, type QueueFilters } from './reviewQueue';

/** One page of the experts in a review state, searched like the public list. */
export function useAdminExperts(filters: QueueFilters) {
  return useReviewQueue('experts', filters, (query) => api.get('/admin_dashboard/experts/', { query }));
}

export function useModerateExpert() {
  return useModeration('experts');
}

import { apiClient } from '@podbridge/shared/api';
import type { AdminExpertPage } from '@podbridge/shared/types';
import { useModeration, useReviewQueue, type ModerationAction, type QueueFilters } from './reviewQueue';

/** One page of the experts in a review state, searched like the public list. */
export function useAdminExperts(filters: QueueFilters) {
  return useReviewQueue<AdminExpertPage>('experts', filters);
}

/** Approving and rejecting use the experts API's own endpoint (POST /experts/profile/approve/{id}/ {is_approved}). */
async function moderateExpert(action: ModerationAction): Promise<unknown> {
  const item = `/admin_dashboard/experts/${action.id}`;
  switch (action.kind) {
    case 'approve':
      return (await apiClient.post(`/experts/profile/approve/${action.id}/`, { is_approved: true })).data;
    case 'reject':
      return (
        await apiClient.post(`/experts/profile/approve/${action.id}/`, { is_approved: false, reason: action.reason })
      ).data;
    case 'unpublish':
      return (await apiClient.post(`${item}/unpublish/`, { reason: action.reason })).data;
    case 'republish':
      return (await apiClient.post(`${item}/republish/`)).data;
    case 'feature':
      return (await apiClient.put(`${item}/featured/`, { featured: action.featured })).data;
  }
}

export function useModerateExpert() {
  return useModeration('experts', moderateExpert);
}

import { api } from '@podbridge/shared/api';
import { useModeration, useReviewQueue, type ModerationAction, type QueueFilters } from './reviewQueue';

/** One page of the experts in a review state, searched like the public list. */
export function useAdminExperts(filters: QueueFilters) {
  return useReviewQueue('experts', filters, (query) => api.get('/admin_dashboard/experts/', { query }));
}

/** Approving and rejecting use the experts API's own endpoint (POST /experts/profile/approve/{id}/ {is_approved}). */
function moderateExpert(action: ModerationAction): Promise<unknown> {
  const path = { id: action.id };
  switch (action.kind) {
    case 'approve':
      return api.post('/experts/profile/approve/{id}/', { path, body: { is_approved: true } });
    case 'reject':
      return api.post('/experts/profile/approve/{id}/', {
        path,
        body: { is_approved: false, reason: action.reason },
      });
    case 'unpublish':
      return api.post('/admin_dashboard/experts/{id}/unpublish/', { path, body: { reason: action.reason } });
    case 'republish':
      return api.post('/admin_dashboard/experts/{id}/republish/', { path });
    case 'feature':
      return api.put('/admin_dashboard/experts/{id}/featured/', { path, body: { featured: action.featured } });
  }
}

export function useModerateExpert() {
  return useModeration('experts', moderateExpert);
}

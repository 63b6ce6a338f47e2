import { api } from '@podbridge/shared/api';
import { useModeration, useReviewQueue, type ModerationAction, type QueueFilters } from './reviewQueue';

/** One page of the podcasts in a review state, searched like the public list. */
export function useAdminPodcasts(filters: QueueFilters) {
  return useReviewQueue('podcasts', filters, (query) => api.get('/admin_dashboard/podcasts/', { query }));
}

/** Approval uses the podcasts API's own endpoint; the rest are the admin API's. */
function moderatePodcast(action: ModerationAction): Promise<unknown> {
  const path = { id: action.id };
  switch (action.kind) {
    case 'approve':
      return api.post('/podcasts/{id}/approve/', { path });
    case 'reject':
      return api.post('/admin_dashboard/podcasts/{id}/reject/', { path, body: { reason: action.reason } });
    case 'unpublish':
      return api.post('/admin_dashboard/podcasts/{id}/unpublish/', { path, body: { reason: action.reason } });
    case 'republish':
      return api.post('/admin_dashboard/podcasts/{id}/republish/', { path });
    case 'feature':
      return api.put('/admin_dashboard/podcasts/{id}/featured/', { path, body: { featured: action.featured } });
  }
}

export function useModeratePodcast() {
  return useModeration('podcasts', moderatePodcast);
}

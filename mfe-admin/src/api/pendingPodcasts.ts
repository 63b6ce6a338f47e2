import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@podbridge/shared/api';
import type { Podcast, PodcastApproval } from '@podbridge/shared/types';
import { statsKey } from './getStats';

export const pendingPodcastsKey = ['admin', 'pending-podcasts'] as const;

/** GET /podcasts/pending/: podcasts waiting for approval, oldest first. */
export async function fetchPendingPodcasts(): Promise<Podcast[]> {
  const { data } = await apiClient.get<Podcast[]>('/podcasts/pending/');
  return data;
}

export function usePendingPodcasts() {
  return useQuery({ queryKey: pendingPodcastsKey, queryFn: fetchPendingPodcasts, staleTime: 0 });
}

/** POST /podcasts/{id}/approve/ (no body). */
export async function approvePodcast(id: number): Promise<PodcastApproval> {
  const { data } = await apiClient.post<PodcastApproval>(`/podcasts/${id}/approve/`);
  return data;
}

/** Approves a podcast; the queue, the dashboard and the listings ask again. */
export function useApprovePodcast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: approvePodcast,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: pendingPodcastsKey }),
        client.invalidateQueries({ queryKey: statsKey }),
        client.invalidateQueries({ queryKey: ['podcasts'] }),
      ]),
  });
}

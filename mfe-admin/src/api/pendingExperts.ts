import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@podbridge/shared/api';
import type { Expert, ExpertReviewResult } from '@podbridge/shared/types';
import { statsKey } from './getStats';

export const pendingExpertsKey = ['admin', 'pending-experts'] as const;

/** GET /experts/pending/: expert profiles waiting for approval, oldest first. */
export async function fetchPendingExperts(): Promise<Expert[]> {
  const { data } = await apiClient.get<Expert[]>('/experts/pending/');
  return data;
}

export function usePendingExperts() {
  return useQuery({ queryKey: pendingExpertsKey, queryFn: fetchPendingExperts, staleTime: 0 });
}

/** POST /experts/profile/approve/{id}/ {is_approved}: approve (true) or reject (false). */
export async function reviewExpert({ id, approve }: { id: number; approve: boolean }): Promise<ExpertReviewResult> {
  const { data } = await apiClient.post<ExpertReviewResult>(`/experts/profile/approve/${id}/`, {
    is_approved: approve,
  });
  return data;
}

/** Approves or rejects a profile; the queue, the dashboard and the directory ask again (spec: lists reload). */
export function useReviewExpert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewExpert,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: pendingExpertsKey }),
        client.invalidateQueries({ queryKey: statsKey }),
        client.invalidateQueries({ queryKey: ['experts'] }),
      ]),
  });
}

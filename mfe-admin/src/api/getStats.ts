import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@podbridge/shared/api';
import type { AdminStats } from '@podbridge/shared/types';

export const statsKey = ['admin', 'stats'] as const;

/** GET /admin_dashboard/stats/: totals and pending counts (admins only). */
export async function fetchStats(): Promise<AdminStats> {
  const { data } = await apiClient.get<AdminStats>('/admin_dashboard/stats/');
  return data;
}

export function useAdminStats() {
  return useQuery({ queryKey: statsKey, queryFn: fetchStats, staleTime: 0 });
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { AdminStats } from '@podbridge/shared/types';

export const statsKey = ['admin', 'stats'] as const;

/** GET /admin_dashboard/stats/: totals and pending counts (admins only). */
export async function fetchStats(): Promise<AdminStats> {
  return api.get('/admin_dashboard/stats/');
}

export function useAdminStats() {
  return useQuery({ queryKey: statsKey, queryFn: fetchStats, staleTime: 0 });
}

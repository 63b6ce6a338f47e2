import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@podbridge/shared/api';
import type { AdminReportPage } from '@podbridge/shared/types';
import { statsKey } from './getStats';
import { QUEUE_PAGE_SIZE } from './reviewQueue';

export type ReportStatus = 'open' | 'resolved';

export const reportsKey = (status: ReportStatus, page: number) => ['admin', 'reports', status, page] as const;

/** GET /admin_dashboard/reports/: reported messages with their conversation around them, open ones oldest first. */
export async function fetchReports(status: ReportStatus, page: number): Promise<AdminReportPage> {
  const { data } = await apiClient.get<AdminReportPage>('/admin_dashboard/reports/', {
    params: { status, page, page_size: QUEUE_PAGE_SIZE },
  });
  return data;
}

export function useReports(status: ReportStatus, page: number) {
  return useQuery({
    queryKey: reportsKey(status, page),
    queryFn: () => fetchReports(status, page),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** Closing a report: dismiss it (an optional note), or warn or suspend the sender (a reason they read). */
export type ReportDecision = 'dismiss' | 'warn' | 'suspend';

/** POST /admin_dashboard/reports/{id}/{dismiss|warn|suspend}/ {reason}. */
export async function decideReport({ id, decision, reason }: { id: number; decision: ReportDecision; reason: string }) {
  const { data } = await apiClient.post(`/admin_dashboard/reports/${id}/${decision}/`, reason ? { reason } : {});
  return data as unknown;
}

export function useDecideReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideReport,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'reports'] }),
        client.invalidateQueries({ queryKey: ['admin', 'suspended'] }),
        client.invalidateQueries({ queryKey: ['admin', 'actions'] }),
        client.invalidateQueries({ queryKey: statsKey }),
      ]),
  });
}

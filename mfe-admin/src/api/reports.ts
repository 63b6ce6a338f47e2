import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { AdminReportPage } from '@podbridge/shared/types';
import { statsKey } from './getStats';
import { QUEUE_PAGE_SIZE } from './reviewQueue';

export type ReportStatus = 'open' | 'resolved';

export const reportsKey = (status: ReportStatus, page: number) => ['admin', 'reports', status, page] as const;

/** GET /admin_dashboard/reports/: reported messages with their conversation around them, open ones oldest first. */
export async function fetchReports(status: ReportStatus, page: number): Promise<AdminReportPage> {
  return api.get('/admin_dashboard/reports/', { query: { status, page, page_size: QUEUE_PAGE_SIZE } });
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
  switch (decision) {
    // A dismissal's note is optional; a warning or a suspension always carries the reason the sender reads.
    case 'dismiss':
      return api.post('/admin_dashboard/reports/{id}/dismiss/', { path: { id }, body: reason ? { reason } : {} });
    case 'warn':
      return api.post('/admin_dashboard/reports/{id}/warn/', { path: { id }, body: { reason } });
    case 'suspend':
      return api.post('/admin_dashboard/reports/{id}/suspend/', { path: { id }, body: { reason } });
  }
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

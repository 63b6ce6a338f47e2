import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { AdminActionPage, AdminRef } from '@podbridge/shared/types';
import { QUEUE_PAGE_SIZE } from './reviewQueue';

export type AuditTarget = 'podcast' | 'expert' | 'user' | 'message_report' | 'topic' | 'comment' | 'email';

export interface AuditFilters {
  /** An admin's user id, or '' for every admin. */
  admin: string;
  target_type: AuditTarget | '';
  /** An item's id within target_type, or ''. */
  target_id: string;
  page: number;
}

export const adminActionsKey = (filters: AuditFilters) => ['admin', 'actions', filters] as const;

/** Ids come from the address bar: one that is not a whole number filters nothing. */
const WHOLE_NUMBER = /^\d+$/;

/** GET /admin_dashboard/actions/: the audit trail, newest first, by admin and by item. */
export async function fetchAdminActions(filters: AuditFilters): Promise<AdminActionPage> {
  return api.get('/admin_dashboard/actions/', {
    query: {
      ...(WHOLE_NUMBER.test(filters.admin) ? { admin: Number(filters.admin) } : {}),
      ...(filters.target_type ? { target_type: filters.target_type } : {}),
      ...(filters.target_type && WHOLE_NUMBER.test(filters.target_id) ? { target_id: Number(filters.target_id) } : {}),
      page: filters.page,
      page_size: QUEUE_PAGE_SIZE,
    },
  });
}

export function useAdminActions(filters: AuditFilters) {
  return useQuery({
    queryKey: adminActionsKey(filters),
    queryFn: () => fetchAdminActions(filters),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export const adminsKey = ['admin', 'admins'] as const;

/** GET /admin_dashboard/admins/: who can appear in the trail, for its filter. */
export async function fetchAdmins(): Promise<AdminRef[]> {
  return api.get('/admin_dashboard/admins/');
}

export function useAdmins() {
  return useQuery({ queryKey: adminsKey, queryFn: fetchAdmins, staleTime: 60_000 });
}

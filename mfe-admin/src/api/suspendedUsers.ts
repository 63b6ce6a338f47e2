import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { SuspendedUserPage } from '@podbridge/shared/types';
import { QUEUE_PAGE_SIZE } from './reviewQueue';

export const suspendedUsersKey = (page: number) => ['admin', 'suspended', page] as const;

/** GET /admin_dashboard/users/suspended/: the suspended accounts, latest first. */
export async function fetchSuspendedUsers(page: number): Promise<SuspendedUserPage> {
  return api.get('/admin_dashboard/users/suspended/', { query: { page, page_size: QUEUE_PAGE_SIZE } });
}

export function useSuspendedUsers(page: number, enabled: boolean) {
  return useQuery({
    queryKey: suspendedUsersKey(page),
    queryFn: () => fetchSuspendedUsers(page),
    staleTime: 0,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST /admin_dashboard/users/{id}/unsuspend/: the user can sign in again. */
export function unsuspendUser(id: number) {
  return api.post('/admin_dashboard/users/{id}/unsuspend/', { path: { id } });
}

export function useUnsuspendUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unsuspendUser,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['admin', 'suspended'] }),
        client.invalidateQueries({ queryKey: ['admin', 'reports'] }),
        client.invalidateQueries({ queryKey: ['admin', 'actions'] }),
      ]),
  });
}

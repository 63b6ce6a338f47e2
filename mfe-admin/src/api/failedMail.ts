import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type AnswerOf } from '@podbridge/shared/api';
import type { paths } from '@podbridge/shared/types';
import { statsKey } from './getStats';
import { QUEUE_PAGE_SIZE } from './reviewQueue';

/** One page of the emails the API gave up on after their last attempt, latest first. */
export type FailedMailPage = AnswerOf<paths['/api/admin_dashboard/mail/failed/']['get']>;

/** One given-up email: which, to whom, about what, how many sends were tried and the last answer. */
export type FailedMail = FailedMailPage['results'][number];

/** Which email a given-up one is, e.g. 'verification-email'. */
export type FailedMailKind = FailedMail['kind'];

export const failedMailListKey = ['admin', 'failedMail'] as const;
export const failedMailKey = (page: number) => [...failedMailListKey, page] as const;

/** GET /admin_dashboard/mail/failed/: the given-up emails, a page of them. */
export async function fetchFailedMail(page: number): Promise<FailedMailPage> {
  return api.get('/admin_dashboard/mail/failed/', { query: { page, page_size: QUEUE_PAGE_SIZE } });
}

/** Always asked again on open: an email given up a minute ago belongs in the list. */
export const failedMailQuery = (page: number) =>
  queryOptions({
    queryKey: failedMailKey(page),
    queryFn: () => fetchFailedMail(page),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useFailedMail(page: number) {
  return useQuery(failedMailQuery(page));
}

/**
 * POST /admin_dashboard/mail/failed/{id}/retry/: the email is scheduled again at once with its attempts from zero,
 * so it leaves the list; a 404 means it is no longer a given-up email (sent, or retried by another admin).
 */
export function retryFailedMail(id: number) {
  return api.post('/admin_dashboard/mail/failed/{id}/retry/', { path: { id } });
}

export function useRetryFailedMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryFailedMail,
    // Settled rather than success: after a 404 the list is out of date too.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: failedMailListKey }),
        client.invalidateQueries({ queryKey: statsKey }),
        client.invalidateQueries({ queryKey: ['admin', 'actions'] }),
      ]),
  });
}

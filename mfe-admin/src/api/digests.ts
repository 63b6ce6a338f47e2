import { useQuery } from '@tanstack/react-query';
import { api, type AnswerOf } from '@podbridge/shared/api';
import type { paths } from '@podbridge/shared/types';

/** One subscriber of the weekly email, as GET /admin_dashboard/digests/ lists them. */
export type DigestSubscriber = AnswerOf<paths['/api/admin_dashboard/digests/']['get']>['results'][number];

/** What a user's next weekly email would hold if it went out now, in their language. */
export type DigestPreview = AnswerOf<paths['/api/admin_dashboard/digests/{id}/']['get']>;

export const digestSubscribersKey = ['admin', 'digests'] as const;

/** GET /admin_dashboard/digests/: who gets the weekly email or waits to confirm it. */
export async function fetchDigestSubscribers(): Promise<DigestSubscriber[]> {
  const { results } = await api.get('/admin_dashboard/digests/');
  return results;
}

export function useDigestSubscribers() {
  return useQuery({ queryKey: digestSubscribersKey, queryFn: fetchDigestSubscribers, staleTime: 0 });
}

export const digestPreviewKey = (userId: number) => ['admin', 'digestPreview', userId] as const;

/** GET /admin_dashboard/digests/{id}/: builds the user's next digest without sending or recording anything. */
export async function fetchDigestPreview(userId: number): Promise<DigestPreview> {
  return api.get('/admin_dashboard/digests/{id}/', { path: { id: userId } });
}

/** Asked again each time it opens: the preview is of "now", and new shows or experts change it. */
export function useDigestPreview(userId: number) {
  return useQuery({ queryKey: digestPreviewKey(userId), queryFn: () => fetchDigestPreview(userId), staleTime: 0 });
}

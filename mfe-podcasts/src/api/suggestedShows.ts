import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, describeApiError, logFailure } from '@podbridge/shared/api';
import { useViewerId } from '@podbridge/shared/auth';
import type { ApiResponse } from '@podbridge/shared/types';

/** GET /experts/profile/suggested-shows/: up to 12 shows, best first, each with why it is suggested. */
export type SuggestedShows = ApiResponse<'/api/experts/profile/suggested-shows/', 'get'>;
export type SuggestedShow = SuggestedShows['results'][number];
export type ShowReasons = SuggestedShow['reasons'];

/** Every viewer's suggested shows: what a "Not relevant" or its undo marks as changed. */
export const suggestedShowsRootKey = ['podcasts', 'suggested-shows'] as const;

export function suggestedShowsKey(viewerId: number | null) {
  return [...suggestedShowsRootKey, viewerId] as const;
}

/** The suggestions for the signed-in expert; null when they have no expert profile yet (404). */
export async function fetchSuggestedShows(): Promise<SuggestedShows | null> {
  try {
    return await api.get('/experts/profile/suggested-shows/');
  } catch (error) {
    if (describeApiError(error).status === 404) return null;
    throw error;
  }
}

/** Asked only for an expert (`enabled`): anyone else has no suggestions to see. */
export function useSuggestedShows(enabled: boolean) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: suggestedShowsKey(viewerId),
    queryFn: logFailure('Failed to load suggested shows', fetchSuggestedShows),
    enabled: enabled && viewerId !== null,
  });
}

/** POST …/{podcastId}/dismiss/: "Not relevant", the show leaves the expert's suggestions. */
export async function dismissSuggestedShow(podcastId: number): Promise<void> {
  await api.post('/experts/profile/suggested-shows/{podcastId}/dismiss/', { path: { podcastId } });
}

/** DELETE …/{podcastId}/dismiss/: undoes "Not relevant". */
export async function restoreSuggestedShow(podcastId: number): Promise<void> {
  await api.delete('/experts/profile/suggested-shows/{podcastId}/dismiss/', { path: { podcastId } });
}

/**
 * "Not relevant" and its undo for one show. The two run one after the other (one mutation scope per show), so a
 * quick Undo never reaches the server before the dismissal. The list on screen keeps the card (hidden, with Undo)
 * instead of being asked again at once; it is marked stale so that the next visit asks for it afresh.
 */
export function useShowDismissal(podcastId: number) {
  const queryClient = useQueryClient();
  const scope = { id: `suggested-show-${podcastId}` };
  const markStale = () => queryClient.invalidateQueries({ queryKey: suggestedShowsRootKey, refetchType: 'none' });
  const dismiss = useMutation({ scope, mutationFn: () => dismissSuggestedShow(podcastId), onSettled: markStale });
  const restore = useMutation({ scope, mutationFn: () => restoreSuggestedShow(podcastId), onSettled: markStale });
  return { dismiss, restore };
}

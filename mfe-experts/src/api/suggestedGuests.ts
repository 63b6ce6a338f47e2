import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, logFailure } from '@podbridge/shared/api';
import { useViewerId } from '@podbridge/shared/auth';
import type { ApiResponse, components } from '@podbridge/shared/types';

/** GET /podcasts/{id}/suggested-guests/: the show, and up to 12 experts, best first, each with why. */
export type SuggestedGuests = ApiResponse<'/api/podcasts/{id}/suggested-guests/', 'get'>;
export type SuggestedGuest = SuggestedGuests['results'][number];
export type GuestReasons = components['schemas']['GuestReasons'];

/** Every show's suggested guests, whoever views them: what a "Not relevant" or its undo marks as changed. */
export const suggestedGuestsRootKey = ['experts', 'suggested-guests'] as const;

export function suggestedGuestsKey(podcastId: number, viewerId: number | null) {
  return [...suggestedGuestsRootKey, viewerId, podcastId] as const;
}

export async function fetchSuggestedGuests(podcastId: number): Promise<SuggestedGuests> {
  return api.get('/podcasts/{id}/suggested-guests/', { path: { id: podcastId } });
}

/** The suggestions for one of the signed-in podcaster's shows; the owner's alone (403 or 404 for anyone else). */
export function useSuggestedGuests(podcastId: number) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: suggestedGuestsKey(podcastId, viewerId),
    queryFn: logFailure('Failed to load suggested guests', () => fetchSuggestedGuests(podcastId)),
    enabled: viewerId !== null,
  });
}

/** POST …/{expertId}/dismiss/: "Not relevant", the expert (their profile id) leaves the show's suggestions. */
export async function dismissSuggestedGuest(podcastId: number, expertId: number): Promise<void> {
  await api.post('/podcasts/{id}/suggested-guests/{expertId}/dismiss/', { path: { id: podcastId, expertId } });
}

/** DELETE …/{expertId}/dismiss/: undoes "Not relevant". */
export async function restoreSuggestedGuest(podcastId: number, expertId: number): Promise<void> {
  await api.delete('/podcasts/{id}/suggested-guests/{expertId}/dismiss/', { path: { id: podcastId, expertId } });
}

/** A suggestion and its place in the show's list (0 first). */
export interface PlacedGuest {
  guest: SuggestedGuest;
  position: number;
}

function withoutGuest(list: SuggestedGuests, expertId: number): SuggestedGuests {
  return { ...list, results: list.results.filter((entry) => entry.expert.id !== expertId) };
}

function withGuest(list: SuggestedGuests, { guest, position }: PlacedGuest): SuggestedGuests {
  if (list.results.some((entry) => entry.expert.id === guest.expert.id)) return list;
  const results = [...list.results];
  results.splice(Math.min(position, results.length), 0, guest);
  return { ...list, results };
}

/**
 * "Not relevant" and its undo on one show's list. The cached list changes at once (the expert leaves it, or comes
 * back at their place) and is put back if the server refuses. The calls of one show run one after the other (one
 * mutation scope), so a quick Undo never reaches the server before its dismissal.
 */
export function useGuestDismissal(podcastId: number) {
  const queryClient = useQueryClient();
  const queryKey = suggestedGuestsKey(podcastId, useViewerId());
  const scope = { id: `suggested-guests-${podcastId}` };
  // A fetch under way is dropped first, so that its answer cannot undo the change.
  const change = async (update: (list: SuggestedGuests) => SuggestedGuests) => {
    await queryClient.cancelQueries({ queryKey });
    queryClient.setQueryData<SuggestedGuests>(queryKey, (list) => list && update(list));
  };
  // The list on screen is right; the next visit asks the server again.
  const markStale = () => queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  const dismiss = useMutation({
    scope,
    mutationFn: ({ guest }: PlacedGuest) => dismissSuggestedGuest(podcastId, guest.expert.id),
    onMutate: ({ guest }) => change((list) => withoutGuest(list, guest.expert.id)),
    onError: (_, placed) => change((list) => withGuest(list, placed)),
    onSettled: markStale,
  });
  const restore = useMutation({
    scope,
    mutationFn: ({ guest }: PlacedGuest) => restoreSuggestedGuest(podcastId, guest.expert.id),
    onMutate: (placed) => change((list) => withGuest(list, placed)),
    onError: (_, { guest }) => change((list) => withoutGuest(list, guest.expert.id)),
    onSettled: markStale,
  });
  return { dismiss, restore };
}

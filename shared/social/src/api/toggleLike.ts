import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import { socialKey, type LikeState, type SocialTarget } from '../types';
import { likeStateKey } from './likeState';

/** The react endpoint's answer when a like was taken back; any other status means liked. */
export const REACTION_REMOVED = 'reaction removed';

export function toggleLikeKey(target: SocialTarget) {
  return [...socialKey(target), 'toggle-like'] as const;
}

/** POST /podcasts/{id}/like/ or /experts/profiles/{id}/react/ with reaction_type 'like': the new state and count. */
export async function toggleLike(target: SocialTarget): Promise<LikeState> {
  const path = { id: target.id };
  if (target.type === 'podcast') {
    const data = await api.post('/podcasts/{id}/like/', { path, body: { reaction_type: 'like' } });
    return { liked: data.status === 'liked', count: data.likes_count };
  }
  const data = await api.post('/experts/profiles/{id}/react/', { path, body: { reaction_type: 'like' } });
  return { liked: data.status !== REACTION_REMOVED, count: data.likes_count };
}

/**
 * Flips the viewer's like at once in the cache (count +1 or -1), then takes the server's answer; a failure puts
 * the previous state back and is only logged. `shown` is what the button shows before any cache.
 */
export function useToggleLike(target: SocialTarget, userId: number | null, shown: LikeState) {
  const queryClient = useQueryClient();
  const key = likeStateKey(target, userId);
  return useMutation({
    mutationKey: toggleLikeKey(target),
    mutationFn: () => toggleLike(target),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<LikeState>(key) ?? shown;
      const optimistic = { liked: !previous.liked, count: Math.max(0, previous.count + (previous.liked ? -1 : 1)) };
      queryClient.setQueryData<LikeState>(key, optimistic);
      return { previous, optimistic };
    },
    onError: (error, _variables, context) => {
      console.error('Failed to toggle like', error);
      if (context) queryClient.setQueryData<LikeState>(key, context.previous);
    },
    onSuccess: (result) => {
      queryClient.setQueryData<LikeState>(key, result);
    },
  });
}

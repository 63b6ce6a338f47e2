import { useQuery } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import { socialKey, type LikeState, type SocialTarget } from '../types';

/** The like state is the viewer's: a new viewer is a new key. */
export function likeStateKey(target: SocialTarget, userId: number | null) {
  return [...socialKey(target), 'like', userId] as const;
}

/** GET /podcasts/{id}/likes/, or the like reactions of GET /experts/profiles/{id}/reactions/. */
export async function fetchLikeState(target: SocialTarget, userId: number | null): Promise<LikeState> {
  const path = { id: target.id };
  if (target.type === 'podcast') {
    const data = await api.get('/podcasts/{id}/likes/', { path });
    return { liked: data.current_user_liked, count: data.likes_count };
  }
  const data = await api.get('/experts/profiles/{id}/reactions/', { path });
  const likes = data.filter((reaction) => reaction.reaction_type === 'like');
  return { liked: likes.some((reaction) => reaction.user.id === userId), count: likes.length };
}

export interface UseLikeStateOptions {
  userId: number | null;
  /** The state the list item already carries (`current_user_liked`, `likes_count`): no request is made for it. */
  seed?: LikeState;
}

/** The viewer's like of an item; asked of the server only for a signed-in viewer without a seed. */
export function useLikeState(target: SocialTarget, { userId, seed }: UseLikeStateOptions) {
  return useQuery({
    queryKey: likeStateKey(target, userId),
    queryFn: async () => {
      try {
        return await fetchLikeState(target, userId);
      } catch (error) {
        // A failed like status is only logged; the button keeps the count it was given.
        console.error('Failed to load like status', error);
        throw error;
      }
    },
    enabled: userId !== null && !seed,
    initialData: seed,
  });
}

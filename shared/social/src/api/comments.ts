import { useQuery } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import { nestComments } from '../commentTree';
import { socialKey } from '@podbridge/social';
import type { SocialComment, SocialTarget } from '../types';

export function commentsKey(target: SocialTarget) {
  return [...socialKey(target), 'comments'] as const;
}

/** GET the comments, replies nested under their parent whether the API nests them or lists them flat. */
export async function fetchComments(target: SocialTarget): Promise<SocialComment[]> {
  const path = { id: target.id };
  const data =
    target.type === 'podcast'
      ? await api.get('/podcasts/{id}/comments/', { path })
      : await api.get('/experts/profiles/{id}/comments/', { path });
  return nestComments(data);
}

export function useComments(target: SocialTarget) {
  return useQuery({
    queryKey: commentsKey(target),
    queryFn: async () => {
      try {
        return await fetchComments(target);
      } catch (error) {
        console.error('Failed to load comments', error);
        throw error;
      }
    },
  });
}

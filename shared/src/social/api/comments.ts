import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@podbridge/shared/api';
import { nestComments } from '../commentTree';
import { socialKey, type SocialComment, type SocialTarget } from '../types';

export function commentsKey(target: SocialTarget) {
  return [...socialKey(target), 'comments'] as const;
}

/** The item's comments path: `/podcasts/{id}/comments/` or `/experts/profiles/{id}/comments/`. */
export function commentsPath(target: SocialTarget): string {
  return target.type === 'podcast' ? `/podcasts/${target.id}/comments/` : `/experts/profiles/${target.id}/comments/`;
}

/** GET the comments, replies nested under their parent whether the API nests them or lists them flat. */
export async function fetchComments(target: SocialTarget): Promise<SocialComment[]> {
  const { data } = await apiClient.get<SocialComment[]>(commentsPath(target));
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

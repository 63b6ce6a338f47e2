import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@podbridge/shared/api';
import type { SocialComment, SocialTarget } from '../types';
import { commentsKey, commentsPath } from './comments';

export interface NewComment {
  content: string;
  /** The comment replied to. */
  parent?: number;
}

/** POST /podcasts/{id}/comments/ or /experts/profiles/{id}/add_comment/ with content and an optional parent. */
export async function addComment(target: SocialTarget, { content, parent }: NewComment): Promise<SocialComment> {
  const url = target.type === 'podcast' ? commentsPath(target) : `/experts/profiles/${target.id}/add_comment/`;
  const { data } = await apiClient.post<SocialComment>(url, parent === undefined ? { content } : { content, parent });
  return data;
}

/** Adds a comment, then shows the server's list. */
export function useAddComment(target: SocialTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: NewComment) => addComment(target, comment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(target) }),
  });
}

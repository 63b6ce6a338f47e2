import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { SocialComment, SocialTarget } from '../types';
import { commentsKey } from './comments';

export interface NewComment {
  content: string;
  /** The comment replied to. */
  parent?: number;
}

/** POST /podcasts/{id}/comments/ or /experts/profiles/{id}/add_comment/ with content and an optional parent. */
export async function addComment(target: SocialTarget, { content, parent }: NewComment): Promise<SocialComment> {
  const options = { path: { id: target.id }, body: parent === undefined ? { content } : { content, parent } };
  return target.type === 'podcast'
    ? api.post('/podcasts/{id}/comments/', options)
    : api.post('/experts/profiles/{id}/add_comment/', options);
}

/** Adds a comment, then shows the server's list. */
export function useAddComment(target: SocialTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: NewComment) => addComment(target, comment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(target) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { SocialTarget } from '../types';
import { commentsKey } from './comments';

export interface CommentEdit {
  commentId: number;
  content: string;
}

/** PUT /podcasts/{id}/comments/{commentId}/, or /experts/profiles/{id}/edit_comment/ with the id in the body. */
export async function editComment(target: SocialTarget, { commentId, content }: CommentEdit): Promise<void> {
  if (target.type === 'podcast') {
    await api.put('/podcasts/{id}/comments/{commentId}/', { path: { id: target.id, commentId }, body: { content } });
  } else {
    await api.put('/experts/profiles/{id}/edit_comment/', {
      path: { id: target.id },
      body: { comment_id: commentId, content },
    });
  }
}

/** Saves an edited comment, then shows the server's list. */
export function useEditComment(target: SocialTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: CommentEdit) => editComment(target, edit),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(target) }),
  });
}

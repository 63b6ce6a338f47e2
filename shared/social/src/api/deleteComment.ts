import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { SocialTarget } from '../types';
import { commentsKey } from './comments';

/** DELETE /podcasts/{id}/comments/{commentId}/, or /experts/profiles/{id}/delete_comment/?comment_id=X. */
export async function deleteComment(target: SocialTarget, commentId: number): Promise<void> {
  if (target.type === 'podcast') {
    await api.delete('/podcasts/{id}/comments/{commentId}/', { path: { id: target.id, commentId } });
  } else {
    await api.delete('/experts/profiles/{id}/delete_comment/', {
      path: { id: target.id },
      query: { comment_id: commentId },
    });
  }
}

/** Deletes a comment, then shows the server's list. */
export function useDeleteComment(target: SocialTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => deleteComment(target, commentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(target) }),
  });
}

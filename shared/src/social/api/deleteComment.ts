import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@podbridge/shared/api';
import type { SocialTarget } from '../types';
import { commentsKey, commentsPath } from './comments';

/** DELETE /podcasts/{id}/comments/{commentId}/, or /experts/profiles/{id}/delete_comment/?comment_id=X. */
export async function deleteComment(target: SocialTarget, commentId: number): Promise<void> {
  if (target.type === 'podcast') await apiClient.delete(`${commentsPath(target)}${commentId}/`);
  else await apiClient.delete(`/experts/profiles/${target.id}/delete_comment/`, { params: { comment_id: commentId } });
}

/** Deletes a comment, then shows the server's list. */
export function useDeleteComment(target: SocialTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => deleteComment(target, commentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(target) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { SocialTarget } from '../types';
import { commentsKey } from './comments';

export interface CommentHidingRequest {
  commentId: number;
  /** What the author is told by email. */
  reason: string;
}

/** POST /admin_dashboard/comments/{id}/hide/ {reason}: an admin hides someone's comment (409 when hidden already). */
export async function hideComment({ commentId, reason }: CommentHidingRequest): Promise<void> {
  await api.post('/admin_dashboard/comments/{id}/hide/', { path: { id: commentId }, body: { reason } });
}

/** Hides a comment of the target's thread, then shows the server's list (also after a failure: it may be stale). */
export function useHideComment(target: SocialTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideComment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentsKey(target) }),
  });
}

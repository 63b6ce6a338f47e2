import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { SocialTarget } from '../types';
import { commentsKey } from './comments';

/** POST /admin_dashboard/comments/{id}/restore/: an admin shows a hidden comment again (409 when it is not hidden). */
export async function restoreComment(commentId: number): Promise<void> {
  await api.post('/admin_dashboard/comments/{id}/restore/', { path: { id: commentId } });
}

/** Restores a comment of the target's thread, then shows the server's list (also after a failure: it may be stale). */
export function useRestoreComment(target: SocialTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreComment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentsKey(target) }),
  });
}

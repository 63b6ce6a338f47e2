import { useMutation } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { MessageReport } from '@podbridge/shared/types';

/** POST /user_messages/{id}/report/ {reason}: the message goes to the admin's moderation queue. */
export async function reportMessage({ id, reason }: { id: number; reason: string }): Promise<MessageReport> {
  return api.post('/user_messages/{id}/report/', { path: { id }, body: { reason } });
}

export function useReportMessage() {
  return useMutation({ mutationFn: reportMessage });
}

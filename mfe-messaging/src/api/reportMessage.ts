import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@podbridge/shared/api';
import type { MessageReport } from '@podbridge/shared/types';

/** POST /user_messages/{id}/report/ {reason}: the message goes to the admin's moderation queue. */
export async function reportMessage({ id, reason }: { id: number; reason: string }): Promise<MessageReport> {
  const { data } = await apiClient.post<MessageReport>(`/user_messages/${id}/report/`, { reason });
  return data;
}

export function useReportMessage() {
  return useMutation({ mutationFn: reportMessage });
}

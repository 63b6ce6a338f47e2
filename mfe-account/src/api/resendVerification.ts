import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@podbridge/shared/api';
import type { ApiResponse } from '@podbridge/shared/types';

export type ResendReceipt = ApiResponse<'/api/users/resend-verification/', 'post'>;

/** POST /users/resend-verification/: takes a username or an email; answers the same whether or not it exists. */
export async function resendVerification(usernameOrEmail: string): Promise<ResendReceipt> {
  const { data } = await apiClient.post<ResendReceipt>('/users/resend-verification/', { email: usernameOrEmail });
  return data;
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

import { useMutation } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { ApiResponse } from '@podbridge/shared/types';

export type ResendReceipt = ApiResponse<'/api/users/resend-verification/', 'post'>;

/** POST /users/resend-verification/: takes a username or an email; answers the same whether or not it exists. */
export async function resendVerification(usernameOrEmail: string): Promise<ResendReceipt> {
  return api.post('/users/resend-verification/', { body: { email: usernameOrEmail } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

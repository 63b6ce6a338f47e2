import { useMutation } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { ApiResponse } from '@podbridge/shared/types';

export type PasswordResetReceipt = ApiResponse<'/api/users/password-reset/', 'post'>;

/** POST /users/password-reset/: answers the same whether or not the address belongs to an account. */
export async function requestPasswordReset(email: string): Promise<PasswordResetReceipt> {
  return api.post('/users/password-reset/', { body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

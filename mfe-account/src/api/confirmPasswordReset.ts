import { useMutation } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { ApiRequestBody, ApiResponse } from '@podbridge/shared/types';

export type NewPassword = ApiRequestBody<'/api/users/password-reset/confirm/', 'post'>;
export type PasswordResetConfirmation = ApiResponse<'/api/users/password-reset/confirm/', 'post'>;

/** POST /users/password-reset/confirm/: the emailed token and the chosen password. */
export async function confirmPasswordReset(body: NewPassword): Promise<PasswordResetConfirmation> {
  return api.post('/users/password-reset/confirm/', { body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}

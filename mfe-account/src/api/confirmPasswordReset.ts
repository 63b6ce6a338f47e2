import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@podbridge/shared/api';
import type { ApiRequestBody, ApiResponse } from '@podbridge/shared/types';

export type NewPassword = ApiRequestBody<'/api/users/password-reset/confirm/', 'post'>;
export type PasswordResetConfirmation = ApiResponse<'/api/users/password-reset/confirm/', 'post'>;

/** POST /users/password-reset/confirm/: the emailed token and the chosen password. */
export async function confirmPasswordReset(body: NewPassword): Promise<PasswordResetConfirmation> {
  const { data } = await apiClient.post<PasswordResetConfirmation>('/users/password-reset/confirm/', body);
  return data;
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}

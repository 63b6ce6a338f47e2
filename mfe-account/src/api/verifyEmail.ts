import { api } from '@podbridge/shared/api';
import type { ApiResponse } from '@podbridge/shared/types';
import { useSingleUseLink } from './singleUseLink';

export type EmailVerification = ApiResponse<'/api/users/verify-email/{token}/', 'get'>;

/** GET /users/verify-email/{token}/: single-use, a second call with the same token fails. */
export async function verifyEmail(token: string): Promise<EmailVerification> {
  return api.get('/users/verify-email/{token}/', { path: { token } });
}

/** Verifies the link's token once. */
export function useVerifyEmail(token: string | undefined) {
  return useSingleUseLink('verify-email', token, verifyEmail);
}

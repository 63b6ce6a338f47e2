import { useQuery } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { ApiResponse } from '@podbridge/shared/types';

export type EmailVerification = ApiResponse<'/api/users/verify-email/{token}/', 'get'>;

export function verifyEmailKey(token: string) {
  return ['account', 'verify-email', token] as const;
}

/** GET /users/verify-email/{token}/: single-use, a second call with the same token fails. */
export async function verifyEmail(token: string): Promise<EmailVerification> {
  return api.get('/users/verify-email/{token}/', { path: { token } });
}

/**
 * Verifies the link's token once: the cache shares one request between StrictMode's double effects and later
 * visits, and nothing asks again (no retry, never stale), because the endpoint answers only the first call.
 */
export function useVerifyEmail(token: string | undefined) {
  return useQuery({
    queryKey: verifyEmailKey(token ?? ''),
    queryFn: () => verifyEmail(token ?? ''),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
  });
}

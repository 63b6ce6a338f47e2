import { isAxiosError } from 'axios';
import { describeApiError } from '@podbridge/shared/api';

/** Spec section 8, Login. */
export const LOGIN_ERRORS = {
  invalidCredentials: 'Invalid username or password',
  serverFallback: 'Login failed',
  network: 'Network error. Please try again.',
  fallback: 'Login failed. Please try again.',
} as const;

/** The sign-in error the user sees for a failed `login()`. */
export function loginErrorMessage(error: unknown): string {
  const { status, detail, isNetworkError, isTimeout } = describeApiError(error);
  if (status === 401) return LOGIN_ERRORS.invalidCredentials;
  if (status !== null) return detail ?? LOGIN_ERRORS.serverFallback;
  if (isNetworkError || isTimeout) return LOGIN_ERRORS.network;
  return LOGIN_ERRORS.fallback;
}

/** The 403 the API sends when the account's email address is not verified yet. */
export function isEmailNotVerified(error: unknown): boolean {
  if (!isAxiosError(error) || error.response?.status !== 403) return false;
  const body: unknown = error.response.data;
  return typeof body === 'object' && body !== null && 'code' in body && body.code === 'email_not_verified';
}

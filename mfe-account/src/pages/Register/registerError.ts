import { describeApiError } from '@podbridge/shared/api';

/** Spec section 8, Register. */
export const REGISTER_ERRORS = {
  fallback: 'Registration failed. Please try again.',
  timeout: 'Request timed out. Please try again.',
  network: 'Cannot connect to server. Please check if the server is running.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** The registration error the user sees; field errors come one per line as 'field: message'. */
export function registerErrorMessage(error: unknown): string {
  const { status, detail, fieldErrors, isNetworkError, isTimeout } = describeApiError(error);
  if (isTimeout) return REGISTER_ERRORS.timeout;
  if (isNetworkError) return REGISTER_ERRORS.network;
  if (status === null) return REGISTER_ERRORS.unexpected;
  const fieldLines = Object.entries(fieldErrors).map(([field, messages]) => `${field}: ${messages.join(' ')}`);
  if (fieldLines.length > 0) return fieldLines.join('\n');
  return detail ?? REGISTER_ERRORS.fallback;
}

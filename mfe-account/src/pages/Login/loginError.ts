import { isAxiosError } from 'axios';
import { describeApiError } from '@podbridge/shared/api';
import type { AccountTextKey } from '../../texts';

type Texts = (key: AccountTextKey) => string;

/** The sign-in error the user sees for a failed `login()`, in the site's language. */
export function loginErrorMessage(error: unknown, t: Texts): string {
  const { status, detail, isNetworkError, isTimeout } = describeApiError(error);
  if (status === 401) return t('login.errors.invalidCredentials');
  if (status !== null) return detail ?? t('login.errors.serverFallback');
  if (isNetworkError || isTimeout) return t('login.errors.network');
  return t('login.errors.fallback');
}

/** The 403 the API sends when the account's email address is not verified yet. */
export function isEmailNotVerified(error: unknown): boolean {
  if (!isAxiosError(error) || error.response?.status !== 403) return false;
  const body: unknown = error.response.data;
  return typeof body === 'object' && body !== null && 'code' in body && body.code === 'email_not_verified';
}

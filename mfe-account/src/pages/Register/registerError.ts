import { describeApiError } from '@podbridge/shared/api';
import type { AccountTextKey } from '../../texts';

type Texts = (key: AccountTextKey) => string;

/**
 * The registration error the user sees, in the site's language; field errors come one
 * per line as 'field: message'.
 */
export function registerErrorMessage(error: unknown, t: Texts): string {
  const { status, detail, fieldErrors, isNetworkError, isTimeout } = describeApiError(error);
  if (isTimeout) return t('register.errors.timeout');
  if (isNetworkError) return t('register.errors.network');
  if (status === null) return t('register.errors.unexpected');
  const fieldLines = Object.entries(fieldErrors).map(
    ([field, messages]) => `${fieldName(field, t)}: ${messages.join(' ')}`,
  );
  if (fieldLines.length > 0) return fieldLines.join('\n');
  return detail ?? t('register.errors.fallback');
}

const FIELD_NAMES: Record<string, AccountTextKey> = {
  username: 'register.fields.username',
  email: 'register.fields.email',
  password: 'register.fields.password',
  user_type: 'register.fields.user_type',
};

function fieldName(field: string, t: Texts): string {
  const key = FIELD_NAMES[field];
  return key ? t(key) : field;
}

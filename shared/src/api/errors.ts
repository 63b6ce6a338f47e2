import { AxiosError } from 'axios';
import { ERRORS_NAMESPACE, currentLanguage, i18n } from '@podbridge/shared/i18n';
import type { ApiErrorBody, ApiFieldErrors } from '../types';

export interface DescribedApiError {
  /** HTTP status, or null when no response arrived. */
  status: number | null;
  /** The API's `detail`, in the site's language: English as the API writes it, else the text of its `code`. */
  detail: string | null;
  /** The API's machine code of the error (`not_found`, `account_suspended`, ...), when it gave one. */
  code: string | null;
  /** Field messages of a 400 (`{"field": ["message"]}`), in the site's language like `detail`. */
  fieldErrors: ApiFieldErrors;
  isNetworkError: boolean;
  isTimeout: boolean;
  /** `message` of a thrown non-HTTP error. */
  message: string | null;
}

/** Members of a 400's body that are not field names. */
const NOT_FIELDS = new Set(['code', 'field_codes', 'resend_url']);

/**
 * The API's English text as it is on the English site; in another language, the text of
 * its code filled with the body's values, or the English text when the site has none for that code.
 */
function localized(key: string, english: string, values: Record<string, unknown> = {}): string {
  if (currentLanguage() === 'en' || !i18n.exists(key, { ns: ERRORS_NAMESPACE })) return english;
  return i18n.t(key, { ns: ERRORS_NAMESPACE, ...values });
}

/** Reads any error the shared client throws into the shape screens use for their messages. */
export function describeApiError(error: unknown): DescribedApiError {
  if (error instanceof AxiosError) {
    const body = (error.response?.data ?? null) as (ApiErrorBody & Record<string, unknown>) | null;
    const fieldErrors: ApiFieldErrors = {};
    let detail: string | null = null;
    let code: string | null = null;
    if (body && typeof body === 'object') {
      const fieldCodes = (body.field_codes ?? {}) as Record<string, unknown>;
      code = typeof body.code === 'string' ? body.code : null;
      // A body with a detail is about the whole request: its other members (reason, retry_after) fill its text.
      const aboutRequest = typeof body.detail === 'string';
      for (const [key, value] of Object.entries(body)) {
        if (key === 'detail' && typeof value === 'string') detail = localized(`codes.${code}`, value, body);
        else if (aboutRequest || NOT_FIELDS.has(key)) continue;
        else if (Array.isArray(value)) {
          const codes = Array.isArray(fieldCodes[key]) ? (fieldCodes[key] as unknown[]) : [];
          fieldErrors[key] = value.map((message, index) =>
            localized(`fields.${String(codes[index])}`, String(message)),
          );
        } else if (typeof value === 'string') fieldErrors[key] = [value];
      }
    }
    return {
      status: error.response?.status ?? null,
      detail,
      code,
      fieldErrors,
      isNetworkError: !error.response && error.code !== AxiosError.ECONNABORTED,
      isTimeout: error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT,
      message: error.message,
    };
  }
  return {
    status: null,
    detail: null,
    code: null,
    fieldErrors: {},
    isNetworkError: false,
    isTimeout: false,
    message: error instanceof Error ? error.message : null,
  };
}

/** The server's `detail`, else the given fallback text. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return describeApiError(error).detail ?? fallback;
}

/** First message per field, as forms show them under inputs. */
export function firstFieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(describeApiError(error).fieldErrors)) {
    if (messages[0]) result[field] = messages[0];
  }
  return result;
}

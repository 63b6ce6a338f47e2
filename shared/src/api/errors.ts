import { AxiosError } from 'axios';
import type { ApiErrorBody, ApiFieldErrors } from '../types';

export interface DescribedApiError {
  /** HTTP status, or null when no response arrived. */
  status: number | null;
  detail: string | null;
  /** Field messages of a 400 (`{"field": ["message"]}`), `detail` and `code` left out. */
  fieldErrors: ApiFieldErrors;
  isNetworkError: boolean;
  isTimeout: boolean;
  /** `message` of a thrown non-HTTP error. */
  message: string | null;
}

/** Reads any error the shared client throws into the shape screens use for the spec's messages. */
export function describeApiError(error: unknown): DescribedApiError {
  if (error instanceof AxiosError) {
    const body = (error.response?.data ?? null) as ApiErrorBody | null;
    const fieldErrors: ApiFieldErrors = {};
    let detail: string | null = null;
    if (body && typeof body === 'object') {
      for (const [key, value] of Object.entries(body)) {
        if (key === 'detail' && typeof value === 'string') detail = value;
        else if (key === 'code' || key === 'resend_url') continue;
        else if (Array.isArray(value)) fieldErrors[key] = value.map(String);
        else if (typeof value === 'string') fieldErrors[key] = [value];
      }
    }
    return {
      status: error.response?.status ?? null,
      detail,
      fieldErrors,
      isNetworkError: !error.response && error.code !== AxiosError.ECONNABORTED,
      isTimeout: error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT,
      message: error.message,
    };
  }
  return {
    status: null,
    detail: null,
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

import { AxiosError } from 'axios';
import { describeApiError } from '@podbridge/shared/api';
import { PODCASTS_NAMESPACE } from '../texts';
import { i18n } from '@podbridge/shared/i18n';

/** The first machine code of a 400 on `feed_url`, or the error's own code. */
function codeOf(error: unknown): string | null {
  if (error instanceof AxiosError) {
    const fieldCodes = (error.response?.data as { field_codes?: { feed_url?: unknown[] } } | undefined)?.field_codes;
    const fieldCode = fieldCodes?.feed_url?.[0];
    if (typeof fieldCode === 'string' && fieldCode !== 'invalid') return fieldCode;
  }
  return describeApiError(error).code;
}

/**
 * Why a feed could not be read or verified, in the site's language: this remote's text for the API's code (the
 * API explains in English), else the API's own words, else `fallback`.
 */
export function feedErrorText(error: unknown, fallback: string): string {
  const code = codeOf(error);
  const key = `feed.errors.${code}`;
  if (code && i18n.exists(key, { ns: PODCASTS_NAMESPACE })) return i18n.t(key, { ns: PODCASTS_NAMESPACE });
  const described = describeApiError(error);
  return described.fieldErrors.feed_url?.[0] ?? described.detail ?? fallback;
}

import { describeApiError } from '@podbridge/shared/api';

/** A message holds at most 1000 characters; its counter warns above 800. */
export const MESSAGE_MAX_LENGTH = 1000;
export const MESSAGE_WARNING_LENGTH = 800;

/**
 * Why a message was not sent: the server's `detail` (a spam limit's 429 says when the user may
 * write again), else the server's own message, else `fallback` (the site's 'Failed to send message...').
 */
export function sendFailureMessage(error: unknown, fallback: string): string {
  const { detail, fieldErrors } = describeApiError(error);
  return detail ?? fieldErrors.message?.[0] ?? Object.values(fieldErrors)[0]?.[0] ?? fallback;
}

import { verifyEmail } from '../../api';

/** Verifications under way, by token: React StrictMode runs effects twice, the endpoint is single-use. */
const inFlight = new Map<string, ReturnType<typeof verifyEmail>>();

export function verifyEmailOnce(token: string): ReturnType<typeof verifyEmail> {
  const pending = inFlight.get(token);
  if (pending) return pending;
  const request = verifyEmail(token).finally(() => inFlight.delete(token));
  inFlight.set(token, request);
  return request;
}

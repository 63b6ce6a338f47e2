import { createHash, randomBytes } from 'node:crypto';

/** The longest token a request may carry: the API's are 43 characters (newOpaqueToken). */
export const MAX_TOKEN_LENGTH = 100;

/** A random URL-safe token (base64url, 256 bits) for links and refresh tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a token: its sha256, so a database leak reveals no usable link or session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

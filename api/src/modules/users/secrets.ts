import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token (base64url, 256 bits) for links and refresh tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of a token: its sha256, so a database leak reveals no usable link or session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

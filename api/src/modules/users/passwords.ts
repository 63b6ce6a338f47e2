import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash; without a user, against a throwaway hash, so that an unknown
 * username costs the same time as a wrong password and the two cannot be told apart.
 */
export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await argon2.verify(await dummyHash, password);
    return false;
  }
  return argon2.verify(storedHash, password);
}

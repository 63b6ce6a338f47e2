import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * How passwords are hashed: argon2id at OWASP's Password Storage Cheat Sheet parameters (19 MiB of memory, 2
 * passes, 1 lane). The library's defaults (64 MiB, 3 passes, 4 lanes) cost ~110 ms a hash alone and ~2 s a sign-in
 * at 8 at once on a 2-core server; these cost ~25 ms alone and keep sign-in and registration well under 400 ms at 8
 * at once (`npm run bench -w api`, "passwords"), at a memory cost per guess that OWASP counts as equivalent. The
 * hashing runs in libuv's thread pool, off the event loop. A hash stored with other parameters is replaced at the
 * user's next sign-in (see needsRehash).
 */
export const PASSWORD_HASHING = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASHING);
}

/** Whether a stored hash was made with other parameters than PASSWORD_HASHING (older, weaker or stronger). */
export function needsRehash(storedHash: string): boolean {
  return argon2.needsRehash(storedHash, PASSWORD_HASHING);
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

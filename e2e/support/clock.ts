import { writeFile } from 'node:fs/promises';
import { E2E } from './env';

/**
 * Moves the API's clock (through its CLOCK_OFFSET_FILE) `ms` ahead of the real time, as if that much time had
 * passed. Pages need no fake clock: what a side may do next (mark recorded, review) comes from the API's `actions`.
 */
export async function moveApiClockForward(ms: number): Promise<void> {
  await writeFile(E2E.clockOffsetFile, String(ms));
}

/** Puts the API's clock back to the real time. */
export async function resetApiClock(): Promise<void> {
  await writeFile(E2E.clockOffsetFile, '0');
}

import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { E2E } from './env';

/**
 * Moves the API's clock (through its CLOCK_OFFSET_FILE) and the pages' clocks forward by `ms` from the real time,
 * as if that much time had passed: the server's deadlines and the pages' "is it over yet" agree.
 */
export async function moveClockForward(ms: number, pages: Page[]): Promise<void> {
  await writeFile(E2E.clockOffsetFile, String(ms));
  for (const page of pages) await page.clock.setSystemTime(new Date(Date.now() + ms));
}

/** Puts the API's clock back to the real time (pages get a fresh context per journey). */
export async function resetClock(): Promise<void> {
  await writeFile(E2E.clockOffsetFile, '0');
}

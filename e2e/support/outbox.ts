import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E } from './env';

/** Undoes quoted-printable soft line breaks and escapes (runs of escaped bytes are UTF-8), enough to read a message. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .slice(1)
        .split('=')
        .map((hex) => parseInt(hex, 16)),
    ).toString('utf8'),
  );
}

/**
 * Waits for the newest message to `email` in the API's outbox whose decoded text matches `pattern`; the outbox of
 * the API whose DATA_DIR is `dataDir` (the journeys' main API when left out).
 */
async function newestMatching(
  email: string,
  pattern: RegExp,
  dataDir: string = E2E.dataDir,
): Promise<{ text: string; match: RegExpMatchArray }> {
  let found: { text: string; match: RegExpMatchArray } | undefined;
  await expect
    .poll(
      async () => {
        const folder = join(dataDir, 'outbox');
        const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.includes(email)).sort();
        for (const file of files.reverse()) {
          const text = decodeQuotedPrintable(await readFile(join(folder, file), 'utf8'));
          const match = text.match(pattern);
          if (match) {
            found = { text, match };
            return true;
          }
        }
        return false;
      },
      { message: `a message to ${email} matching ${pattern}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The link matching `pattern` in the newest message to `email` that has one (in `dataDir`'s outbox, if given). */
export async function linkFromOutbox(email: string, pattern: RegExp, dataDir?: string): Promise<string> {
  return (await newestMatching(email, pattern, dataDir)).match[0];
}

/** The decoded text of the newest message to `email` whose text matches `pattern`. */
export async function textFromOutbox(email: string, pattern: RegExp): Promise<string> {
  return (await newestMatching(email, pattern)).text;
}

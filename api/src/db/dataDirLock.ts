import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `Another PodBridge process (server or command) is using the data folder ${dataDir}. ` +
        'Stop it first, or point DATA_DIR at another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** The lock outlives a crashed owner by this long; a live owner refreshes it every STALE_MS / 2. */
const STALE_MS = 20_000;

/**
 * Takes the data folder for this process. The embedded database has no lock of its own and two processes
 * writing it would corrupt it, so a second server or command on the same folder is refused.
 * Returns the function that releases it.
 */
export async function lockDataDir(dataDir: string, onCompromised: (error: Error) => void): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'podbridge.lock'),
      stale: STALE_MS,
      retries: 0,
      onCompromised,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw error;
  }
}

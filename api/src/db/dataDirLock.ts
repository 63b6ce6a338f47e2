import { mkdir, open, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, owner: string) {
    super(
      `Another PodBridge process (${owner}) is using the data folder ${dataDir}. ` +
        'Stop it first, or point DATA_DIR at another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

interface LockOwner {
  pid: number;
  hostname: string;
}

const LOCK_FILE = 'podbridge.lock';

/**
 * Takes the data folder for this process. The embedded database has no lock of its own and two processes
 * writing it would corrupt it, so a second server or command on the same folder is refused. The lock file
 * names its owner's process; a lock left by a process that no longer runs on this machine is taken over.
 * (A lock refreshed on a timer would go stale while PGlite's start-up blocks the event loop.)
 * Returns the function that releases it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, hostname: os.hostname() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(JSON.stringify(me));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
    const owner = await readOwner(file);
    if (!owner || owner.hostname !== me.hostname || isRunning(owner.pid)) {
      const who = owner ? `pid ${owner.pid} on ${owner.hostname}` : `see ${file}`;
      throw new DataDirInUseError(dataDir, who);
    }
    await rm(file, { force: true });
  }
  throw new DataDirInUseError(dataDir, `see ${file}`);
}

async function readOwner(file: string): Promise<LockOwner | undefined> {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.hostname === 'string'
      ? { pid: owner.pid, hostname: owner.hostname }
      : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as { code?: string }).code === 'EPERM';
  }
}

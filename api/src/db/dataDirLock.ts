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
  /** The process's start time in clock ticks since boot (Linux), so a reused pid is not taken for the owner. */
  startTicks?: number;
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
  const me: LockOwner = { pid: process.pid, hostname: os.hostname(), startTicks: await processStart(process.pid) };
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
    if (!owner || owner.hostname !== me.hostname || (await isRunning(owner))) {
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
      ? { pid: owner.pid, hostname: owner.hostname, startTicks: owner.startTicks }
      : undefined;
  } catch {
    return undefined;
  }
}

interface ProcessStat {
  state: string;
  startTicks: number;
}

/** Reads a process's state and start time from /proc (Linux); undefined elsewhere or when it is gone. */
async function readProcessStat(pid: number): Promise<ProcessStat | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name: state is the 3rd field, start time the 22nd.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', startTicks: Number(fields[19]) };
  } catch {
    return undefined;
  }
}

async function processStart(pid: number): Promise<number | undefined> {
  return (await readProcessStat(pid))?.startTicks;
}

/** Whether the lock's owner still runs: a killed process left as a zombie, or a reused pid, does not count. */
async function isRunning(owner: LockOwner): Promise<boolean> {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as { code?: string }).code === 'EPERM';
  }
  const stat = await readProcessStat(owner.pid);
  if (!stat) return true;
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return owner.startTicks === undefined || owner.startTicks === stat.startTicks;
}

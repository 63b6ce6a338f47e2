import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataDirInUseError, lockDataDir } from './dataDirLock';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'podbridge-lock-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('refuses a second user of the same data folder until the first releases it', async () => {
    const release = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `Another PodBridge process (pid ${process.pid} on ${os.hostname()}) is using the data folder ${dataDir}.`,
    );
    await release();
    const again = await lockDataDir(dataDir);
    await again();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    await writeFile(
      path.join(dataDir, 'podbridge.lock'),
      JSON.stringify({ pid: 2 ** 22 + 7, hostname: os.hostname() }),
    );
    const release = await lockDataDir(dataDir);
    await release();
  });

  it('takes over a lock whose pid now belongs to another process (pid reused after a crash)', async () => {
    const owner = { pid: process.pid, hostname: os.hostname(), startTicks: 1 };
    await writeFile(path.join(dataDir, 'podbridge.lock'), JSON.stringify(owner));
    const release = await lockDataDir(dataDir);
    await release();
  });

  it('takes over the lock of a process that has just exited', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(0)']);
    await new Promise((resolve) => child.once('exit', resolve));
    await writeFile(path.join(dataDir, 'podbridge.lock'), JSON.stringify({ pid: child.pid, hostname: os.hostname() }));
    const release = await lockDataDir(dataDir);
    await release();
  });

  it('refuses a lock held from another machine', async () => {
    await writeFile(path.join(dataDir, 'podbridge.lock'), JSON.stringify({ pid: 1, hostname: 'elsewhere' }));
    await expect(lockDataDir(dataDir)).rejects.toThrow('pid 1 on elsewhere');
  });
});

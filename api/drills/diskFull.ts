/**
 * Disk-full drill (Linux, as root: it mounts a small tmpfs): the built API runs with its DATA_DIR (embedded database
 * and uploads) on a tmpfs that is then filled up. Uploads and writes must fail with a clear 507 or 503, never a 500;
 * what was stored before must stay readable; and once space returns the same server must take writes again, and
 * start again on the same folder.
 *
 *   npm run drill:disk-full -w api          # DRILL_TMPFS_MB=96 by default
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, statfs, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const PORT = 8292;
const BASE = `http://127.0.0.1:${PORT}/api`;
const SERVER = path.resolve(__dirname, '../dist/server.js');
const SIZE_MB = Number(process.env.DRILL_TMPFS_MB ?? 96);

let mountPoint = '';

function start(dataDir: string): ChildProcess {
  return spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'fatal', RATE_LIMIT_AUTH_MAX: '1000000', JWT_SECRET: 'disk-full-drill-secret-that-is-long-enough' },
    stdio: 'ignore',
  });
}

async function healthy(server: ChildProcess): Promise<boolean> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) return false;
    if (await fetch(`${BASE}/health/`).then((response) => response.ok, () => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function call(method: string, url: string, token: string | null, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${BASE}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => null);
  if (!response) return { status: 0, json: {} };
  const text = await response.text();
  try {
    return { status: response.status, json: JSON.parse(text) as Record<string, unknown> };
  } catch {
    return { status: response.status, json: { text } };
  }
}

async function signUp(dataDir: string, username: string): Promise<string> {
  await call('POST', '/users/register/', null, { username, email: `${username}@drill.example.se`, password: 'Drill-password-2026', user_type: 'podcaster' });
  let token: string | undefined;
  for (let attempt = 0; attempt < 50 && !token; attempt += 1) {
    for (const file of (await readdir(path.join(dataDir, 'outbox')).catch(() => [] as string[])).filter((name) => name.includes(username))) {
      token = (await readFile(path.join(dataDir, 'outbox', file), 'utf8')).replace(/=\r?\n/g, '').match(/verify-email\/([A-Za-z0-9_-]+)/)?.[1];
    }
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await call('GET', `/users/verify-email/${token}/`, null);
  const login = await call('POST', '/users/login/', null, { username, password: 'Drill-password-2026' });
  return String(login.json.access);
}

async function freeBytes(): Promise<number> {
  const stats = await statfs(mountPoint);
  return stats.bavail * stats.bsize;
}

async function main(): Promise<void> {
  mountPoint = await mkdtemp(path.join(os.tmpdir(), 'podbridge-full-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${SIZE_MB}m`, 'tmpfs', mountPoint]);
  const dataDir = path.join(mountPoint, 'data');
  let server = start(dataDir);
  try {
    if (!(await healthy(server))) throw new Error('the server did not start on the tmpfs');
    const token = await signUp(dataDir, `full_${Date.now().toString(36)}`);
    const picture = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#f97316' } }).png().toBuffer();
    const profile = new FormData();
    profile.append('bio', 'Testing a full disk.');
    profile.append('profile_picture', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
    await call('POST', '/podcasts/profile/create/', token, profile);
    const categories = await call('GET', '/podcasts/categories/', null);
    const categoryId = ((Array.isArray(categories.json) ? categories.json : categories.json.results) as { id: number }[])[0]!.id;
    const before = await call('POST', '/podcasts/create/', token, { title: 'Stored before the disk filled', description: 'Must survive.', category_id: categoryId });
    const beforeId = Number(before.json.id);

    // Leave almost nothing free.
    const filler = path.join(mountPoint, 'filler');
    const free = await freeBytes();
    await writeFile(filler, Buffer.alloc(Math.max(0, free - 256 * 1024)));
    console.log(`filled the ${SIZE_MB} MB tmpfs: ${Math.round((await freeBytes()) / 1024)} KB left`);

    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const cover = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#4338ca' } }).png({ compressionLevel: 0 }).toBuffer();
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const form = new FormData();
      form.append('title', `Written on a full disk ${attempt}`);
      form.append('description', 'x'.repeat(4000));
      form.append('category_id', String(categoryId));
      form.append('image', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'cover.png');
      count((await call('POST', '/podcasts/create/', token, form)).status);
      count((await call('POST', `/podcasts/${beforeId}/comments/`, token, { content: `A comment while full ${attempt} ${'y'.repeat(900)}` })).status);
    }
    const readWhileFull = await call('GET', `/podcasts/${beforeId}/`, token);
    console.log(`while full: ${[...statuses].map(([status, n]) => `${n}× ${status}`).join(', ')}; reading what was stored: ${readWhileFull.status}`);

    await rm(filler);
    let recovered = false;
    for (let attempt = 0; attempt < 50 && !recovered; attempt += 1) {
      recovered = (await call('POST', '/podcasts/create/', token, { title: `After space returned ${attempt}`, description: 'Fine again.', category_id: categoryId })).status === 201;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const stillThere = await call('GET', `/podcasts/${beforeId}/`, token);
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    server = start(dataDir);
    const restarted = await healthy(server);
    const afterRestart = await call('GET', `/podcasts/${beforeId}/`, token);
    const fiveHundreds = statuses.get(500) ?? 0;
    console.log(
      `space back: writes ${recovered ? 'succeed again without a restart' : 'still FAIL'}; the earlier podcast ${stillThere.status === 200 ? 'is intact' : 'is MISSING'}; ` +
        `a restart on the same folder ${restarted && afterRestart.status === 200 ? 'starts and reads it' : 'FAILS'}; 500s: ${fiveHundreds}.`,
    );
    if (!recovered || stillThere.status !== 200 || !restarted || afterRestart.status !== 200 || fiveHundreds > 0 || readWhileFull.status !== 200) process.exitCode = 1;
  } finally {
    server.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500));
    execFileSync('umount', [mountPoint]);
    await rm(mountPoint, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

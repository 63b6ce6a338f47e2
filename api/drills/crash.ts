/**
 * Crash drill: the built API (`npm run build -w api` first) is killed with SIGKILL while writes are under way,
 * again and again, and restarted. After each restart every write that was answered 2xx must be there, whole; the
 * server must start with no repair by hand (its data-folder lock left behind by the killed process included). At
 * the end a second server on the same data folder must be refused with a message, the data intact.
 *
 *   npm run drill:crash -w api                                   # embedded PGlite in a fresh data folder
 *   DRILL_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run drill:crash -w api   # PostgreSQL
 *   DRILL_CYCLES=10 ...                                          # fewer cycles (50 by default)
 *
 * Prints one line per cycle and a summary; exits 1 when an answered write is missing or the server fails to return.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import sharp from 'sharp';

const CYCLES = Number(process.env.DRILL_CYCLES ?? 50);
const WORKERS = 8;
const PORT = 8290;
const BASE = `http://127.0.0.1:${PORT}/api`;
const SERVER = path.resolve(__dirname, '../dist/server.js');
const postgresUrl = process.env.DRILL_DATABASE_URL;

type Ack =
  | { kind: 'user'; username: string }
  | { kind: 'podcast'; id: number; title: string }
  | { kind: 'comment'; id: number; podcastId: number; content: string }
  | { kind: 'message'; id: number; content: string };

let dataDir = '';
let databaseUrl: string | undefined;

function startServer(): ChildProcess {
  return spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      RATE_LIMIT_AUTH_MAX: '1000000',
      LOG_LEVEL: 'fatal',
      JWT_SECRET: 'crash-drill-secret-that-is-long-enough-123',
      JOBS_INTERVAL_MS: '3600000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function waitHealthy(server: ChildProcess, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${BASE}/health/`);
      if (response.ok) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server did not come back within a minute');
}

function kill(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGKILL');
  });
}

async function call(method: string, url: string, token: string | null, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${BASE}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { text };
  }
  return { status: response.status, json };
}

/** Registers, verifies through the outbox's link and signs in. */
async function account(username: string, userType: 'podcaster' | 'expert'): Promise<{ token: string; id: number }> {
  const email = `${username}@drill.example.se`;
  const registered = await call('POST', '/users/register/', null, { username, email, password: 'Drill-password-2026', user_type: userType });
  if (registered.status !== 201) throw new Error(`registration failed: ${JSON.stringify(registered.json)}`);
  const outbox = path.join(dataDir, 'outbox');
  let token: string | undefined;
  for (let attempt = 0; attempt < 50 && !token; attempt += 1) {
    for (const file of (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith(`-${email}.eml`))) {
      const text = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '');
      token = text.match(/verify-email\/([A-Za-z0-9_-]+)/)?.[1];
    }
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!token) throw new Error(`no verification email for ${username}`);
  await call('GET', `/users/verify-email/${token}/`, null);
  const login = await call('POST', '/users/login/', null, { username, password: 'Drill-password-2026' });
  if (login.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(login.json)}`);
  return { token: String(login.json.access), id: Number((login.json.user as { id: number }).id) };
}

async function main(): Promise<void> {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'podbridge-drill-'));
  let dropDatabase: (() => Promise<void>) | undefined;
  if (postgresUrl) {
    const name = `podbridge_drill_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const where = databaseUrl ? 'PostgreSQL' : 'PGlite';
  // An admin approves each cycle's podcast, so others can comment on it.
  const adminName = `drill_admin_${Date.now().toString(36)}`;
  await new Promise<void>((resolve, reject) => {
    const cli = spawn(process.execPath, [path.resolve(__dirname, '../dist/cli/createAdmin.js'), '--username', adminName, '--email', `${adminName}@drill.example.se`], {
      env: { ...process.env, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ADMIN_PASSWORD: 'Drill-admin-password-2026' },
      stdio: 'ignore',
    });
    cli.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`create-admin exited with ${code}`))));
  });
  let server = startServer();
  await waitHealthy(server);
  const adminLogin = await call('POST', '/users/login/', null, { username: adminName, password: 'Drill-admin-password-2026' });
  const adminToken = String(adminLogin.json.access);

  const podcaster = await account(`drill_host_${Date.now().toString(36)}`, 'podcaster');
  const expert = await account(`drill_guest_${Date.now().toString(36)}`, 'expert');
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#4338ca' } }).png().toBuffer();
  const profile = new FormData();
  profile.append('bio', 'Crash drills, weekly.');
  profile.append('profile_picture', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
  await call('POST', '/podcasts/profile/create/', podcaster.token, profile);
  const categories = await call('GET', '/podcasts/categories/', null);
  const categoryList = (Array.isArray(categories.json) ? categories.json : (categories.json.results as { id: number }[])) as { id: number }[];
  const categoryId = categoryList[0]!.id;

  const acked: Ack[] = [];
  let answered = 0;
  const refusals = new Map<string, number>();
  const refuse = (what: string, status: number) => refusals.set(`${what} ${status}`, (refusals.get(`${what} ${status}`) ?? 0) + 1);
  let lost = 0;
  const restarts: number[] = [];

  for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
    const cyclePodcast = await call('POST', '/podcasts/create/', podcaster.token, { title: `Drill ${cycle}`, description: 'Written during a crash drill.', category_id: categoryId });
    const podcastId = Number(cyclePodcast.json.id);
    await call('POST', `/podcasts/${podcastId}/approve/`, adminToken);
    acked.push({ kind: 'podcast', id: podcastId, title: `Drill ${cycle}` });
    let stop = false;
    let serial = 0;
    const worker = async (index: number): Promise<void> => {
      while (!stop) {
        serial += 1;
        const tag = `c${cycle}w${index}n${serial}`;
        try {
          const pick = serial % 4;
          if (pick === 0) {
            const username = `drill_${tag}`;
            const response = await call('POST', '/users/register/', null, { username, email: `${username}@drill.example.se`, password: 'Drill-password-2026', user_type: 'expert' });
            if (response.status === 201) acked.push({ kind: 'user', username });
            else refuse('registration', response.status);
          } else if (pick === 1) {
            const title = `Drill podcast ${tag}`;
            const response = await call('POST', '/podcasts/create/', podcaster.token, { title, description: 'Written during a crash drill.', category_id: categoryId });
            if (response.status === 201) acked.push({ kind: 'podcast', id: Number(response.json.id), title });
            else refuse('podcast', response.status);
          } else if (pick === 2) {
            const content = `Comment ${tag}`;
            const response = await call('POST', `/podcasts/${podcastId}/comments/`, expert.token, { content });
            if (response.status === 201) acked.push({ kind: 'comment', id: Number(response.json.id), podcastId, content });
            else refuse('comment', response.status);
          } else {
            // Both sides write, so the limit on messages before an answer never stops the conversation.
            const [from, to] = serial % 8 < 4 ? [podcaster, expert] : [expert, podcaster];
            const content = `Message ${tag}`;
            const response = await call('POST', '/user_messages/', from.token, { receiver_id: to.id, content });
            if (response.status === 201) acked.push({ kind: 'message', id: Number(response.json.id), content });
            else refuse('message', response.status);
          }
          answered += 1;
        } catch {
          // The connection died with the server: an unanswered write, which may or may not have happened.
        }
      }
    };
    const workers = Array.from({ length: WORKERS }, (_, index) => worker(index));
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 1000));
    await kill(server);
    stop = true;
    await Promise.all(workers);

    server = startServer();
    const back = await waitHealthy(server);
    restarts.push(back);

    // Every write answered 2xx in this cycle (and the ones before) is there, whole.
    const missing: string[] = [];
    const cycleAcks = acked.filter((ack) => (ack.kind === 'podcast' ? ack.title.includes(`c${cycle}w`) || ack.title === `Drill ${cycle}` : JSON.stringify(ack).includes(`c${cycle}w`)));
    for (const ack of cycleAcks) {
      if (ack.kind === 'user') {
        const again = await call('POST', '/users/register/', null, { username: ack.username, email: `${ack.username}@other.example.se`, password: 'Drill-password-2026', user_type: 'expert' });
        if (again.status !== 400 || !JSON.stringify(again.json).includes('username')) missing.push(`user ${ack.username}`);
      } else if (ack.kind === 'podcast') {
        const found = await call('GET', `/podcasts/${ack.id}/`, podcaster.token);
        if (found.status !== 200 || found.json.title !== ack.title) missing.push(`podcast ${ack.id}`);
      }
    }
    const comments = await call('GET', `/podcasts/${podcastId}/comments/`, null);
    const commentList = (Array.isArray(comments.json) ? comments.json : []) as { id: number; content: string }[];
    const commentIds = new Set(commentList.map((comment) => `${comment.id}:${comment.content}`));
    for (const ack of cycleAcks) if (ack.kind === 'comment' && !commentIds.has(`${ack.id}:${ack.content}`)) missing.push(`comment ${ack.id}`);
    // The conversation pages back from the latest message, far enough to hold every message of this cycle.
    const messageIds = new Set<string>();
    let before: number | null = null;
    for (let page = 0; page < 20; page += 1) {
      const chat = await call('GET', `/user_messages/chat_with_user/?user_id=${expert.id}${before ? `&before=${before}` : ''}`, podcaster.token);
      for (const message of (chat.json.messages ?? []) as { id: number; content: string }[]) messageIds.add(`${message.id}:${message.content}`);
      before = chat.json.next_before as number | null;
      const oldest = Math.min(...((chat.json.messages ?? []) as { id: number }[]).map((message) => message.id));
      const oldestAcked = Math.min(...cycleAcks.filter((ack) => ack.kind === 'message').map((ack) => (ack as { id: number }).id));
      if (!chat.json.has_more || oldest <= oldestAcked) break;
    }
    for (const ack of cycleAcks) if (ack.kind === 'message' && !messageIds.has(`${ack.id}:${ack.content}`)) missing.push(`message ${ack.id}`);

    lost += missing.length;
    console.log(
      `cycle ${String(cycle).padStart(2)}: ${String(cycleAcks.length).padStart(3)} answered writes checked, ${missing.length} missing` +
        `${missing.length ? ` (${missing.slice(0, 3).join(', ')})` : ''}; back in ${Math.round(back)} ms`,
    );
  }

  let refusedSecond = false;
  if (!databaseUrl) {
    const second = spawn(process.execPath, [SERVER], { env: { ...process.env, PORT: String(PORT + 1), DATA_DIR: dataDir, LOG_LEVEL: 'fatal' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    second.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
    refusedSecond = code !== 0 && stderr.includes('Another PodBridge process');
    const stillThere = await call('GET', `/podcasts/${(acked.find((ack) => ack.kind === 'podcast') as { id: number }).id}/`, podcaster.token);
    console.log(`a second server on the same data folder: ${refusedSecond ? 'refused' : 'NOT refused'} ("${stderr.trim().split('\n')[0]}"); data intact: ${stillThere.status === 200}`);
    refusedSecond &&= stillThere.status === 200;
  }
  await kill(server);
  await dropDatabase?.();
  await rm(dataDir, { recursive: true, force: true });

  const sorted = [...restarts].sort((a, b) => a - b);
  const p = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
  console.log(
    `${where}: ${CYCLES} kill -9 cycles, ${answered} writes answered (${acked.length} with 2xx; refused: ${[...refusals].map(([what, count]) => `${count} ${what}`).join(', ') || 'none'}), ` +
      `${lost} answered writes missing; back after a restart in ${p(0.5)} ms median, ${p(1)} ms at most.`,
  );
  if (lost > 0 || (!databaseUrl && !refusedSecond)) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

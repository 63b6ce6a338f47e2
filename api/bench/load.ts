/**
 * Load benchmark: simulated users browse listings, search, open details, like, comment and message against the
 * built API (`npm run build -w api` first) on the demo data, over real HTTP on the loopback. First one user alone
 * (the idle p99), then LOAD_USERS at once for LOAD_SECONDS. Goals: no errors (a 5xx or no answer; a 429 of the
 * product's own limits is counted apart), p99 within 3x of the idle p99, and the servers' memory flat over the last
 * 3 minutes (growth under 10%).
 *
 *   npm run bench -w api                       # one instance on PGlite (part of the bench run)
 *   LOAD_DATABASE_URL=postgres://... ...        # then also two instances on a fresh database of that server
 *   LOAD_USERS=200 LOAD_SECONDS=300 (defaults); LOAD_SECONDS=30 for a quick look
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { DEMO_EXPERTS } from '../src/demo/experts';
import { DEMO_PODCASTERS } from '../src/demo/podcasters';
import { DEMO_PASSWORD } from '../src/demo/seed';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 300);
const IDLE_SECONDS = 15;
/** How long a simulated user looks at a page before the next click. */
const THINK_MIN_MS = 1000;
const THINK_MAX_MS = 4000;
const P99_FACTOR = 3;
const MEMORY_GROWTH_LIMIT = 0.1;
const MEMORY_WINDOW_S = Math.min(180, SECONDS * 0.6);
const DIST = path.resolve(__dirname, '../dist');

interface Target {
  name: string;
  bases: string[];
  servers: ChildProcess[];
  close: () => Promise<void>;
}

function run(script: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(DIST, script)], {
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
}

async function startServers(env: NodeJS.ProcessEnv, ports: number[]): Promise<ChildProcess[]> {
  const servers = ports.map((port) =>
    spawn(process.execPath, [path.join(DIST, 'server.js')], {
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'fatal',
        RATE_LIMIT_AUTH_MAX: '1000000',
        JWT_SECRET: 'load-bench-secret-that-is-long-enough-123',
        JOBS_INTERVAL_MS: '600000',
      },
      stdio: 'ignore',
    }),
  );
  for (const port of ports) {
    for (let attempt = 0; attempt < 600; attempt += 1) {
      if (
        await fetch(`http://127.0.0.1:${port}/api/health/`).then(
          (response) => response.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return servers;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'podbridge-load-'));
  await run('cli/seedDemo.js', { DATA_DIR: dataDir });
  const servers = await startServers({ DATA_DIR: dataDir }, [8295]);
  return {
    name: 'one instance on PGlite',
    bases: ['http://127.0.0.1:8295/api'],
    servers,
    close: async () => {
      for (const server of servers) server.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresTarget(url: string): Promise<Target> {
  const name = `podbridge_load_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'podbridge-load-'));
  await run('cli/seedDemo.js', { DATA_DIR: dataDir, DATABASE_URL: databaseUrl.toString() });
  const servers = await startServers({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl.toString() }, [8296, 8297]);
  return {
    name: 'two instances on PostgreSQL',
    bases: ['http://127.0.0.1:8296/api', 'http://127.0.0.1:8297/api'],
    servers,
    close: async () => {
      for (const server of servers) server.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

interface Outcome {
  ms: number;
  status: number;
  /** Which kind of request, for the slowest kinds' line. */
  kind: string;
}

interface Session {
  token: string;
  id: number;
}

async function signIn(base: string, username: string): Promise<Session> {
  const response = await fetch(`${base}/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { access: string; user: { id: number } };
  return { token: body.access, id: body.user.id };
}

const SEARCHES = ['pod', 'hälsa', 'ai', 'historia', 'mat', 'anna', 'ekonomi', 'sömn'];

/** One simulated user: a browsing session of reads with now and then a like, a comment or a message. */
async function simulatedUser(
  index: number,
  base: string,
  me: Session,
  other: Session,
  podcastIds: number[],
  expertIds: number[],
  until: number,
  record: (outcome: Outcome) => void,
): Promise<void> {
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const auth = { authorization: `Bearer ${me.token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const steps: [string, () => Promise<Response>][] = [
    ['listing', () => fetch(`${base}/podcasts/?page=${1 + Math.floor(Math.random() * 4)}`)],
    ['expert listing', () => fetch(`${base}/experts/`)],
    ['podcast search', () => fetch(`${base}/podcasts/?search=${encodeURIComponent(pick(SEARCHES))}`)],
    ['expert search', () => fetch(`${base}/experts/?search=${encodeURIComponent(pick(SEARCHES))}`)],
    ['podcast page', () => fetch(`${base}/podcasts/${pick(podcastIds)}/`, { headers: auth })],
    ['comments', () => fetch(`${base}/podcasts/${pick(podcastIds)}/comments/`)],
    ['expert page', () => fetch(`${base}/experts/profiles/${pick(expertIds)}/`, { headers: auth })],
    ['featured', () => fetch(`${base}/podcasts/featured/`)],
    ['like', () => fetch(`${base}/podcasts/${pick(podcastIds)}/like/`, { method: 'POST', headers: auth })],
    [
      'comment',
      () =>
        fetch(`${base}/podcasts/${pick(podcastIds)}/comments/`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ content: `Great episode! (${index})` }),
        }),
    ],
    [
      'message',
      () =>
        fetch(`${base}/user_messages/`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ receiver_id: other.id, content: `Hej från ${index}` }),
        }),
    ],
    ['conversations', () => fetch(`${base}/user_messages/conversations/`, { headers: auth })],
  ];
  // Reads nine times in ten.
  const weights = [3, 2, 2, 2, 3, 2, 2, 1, 1, 1, 1, 1];
  const bag = steps.flatMap((step, at) => Array.from({ length: weights[at]! }, () => step));
  // People arrive over the first few seconds, not all in the same millisecond.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * THINK_MAX_MS));
  while (performance.now() < until) {
    const [kind, step] = pick(bag);
    const begin = performance.now();
    const status = await step()
      .then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      })
      .catch(() => 0);
    record({ ms: performance.now() - begin, status, kind });
    // A person reads the page for a second to four before the next click.
    await new Promise((resolve) => setTimeout(resolve, THINK_MIN_MS + Math.random() * (THINK_MAX_MS - THINK_MIN_MS)));
  }
}

function rssKb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

async function measure(target: Target): Promise<boolean> {
  const base = target.bases[0]!;
  const podcasts = (await (await fetch(`${base}/podcasts/?page_size=100`)).json()) as { results: { id: number }[] };
  const experts = (await (await fetch(`${base}/experts/?page_size=100`)).json()) as { results: { id: number }[] };
  const podcastIds = podcasts.results.map((item) => item.id);
  const expertIds = experts.results.map((item) => item.id);
  const accounts = [...DEMO_PODCASTERS.map((demo) => demo.username), ...DEMO_EXPERTS.map((demo) => demo.username)];
  const sessions = await Promise.all(accounts.map((username) => signIn(base, username)));

  const runPhase = async (users: number, seconds: number, onSample?: () => void) => {
    const outcomes: Outcome[] = [];
    const until = performance.now() + seconds * 1000;
    const sampler = onSample ? setInterval(onSample, 5000) : undefined;
    await Promise.all(
      Array.from({ length: users }, (_, index) =>
        simulatedUser(
          index,
          target.bases[index % target.bases.length]!,
          sessions[index % sessions.length]!,
          sessions[(index + 1) % sessions.length]!,
          podcastIds,
          expertIds,
          until,
          (outcome) => outcomes.push(outcome),
        ),
      ),
    );
    clearInterval(sampler);
    return outcomes;
  };

  const idle = await runPhase(1, IDLE_SECONDS);
  const idleP99 = percentile(
    idle.map((outcome) => outcome.ms).sort((a, b) => a - b),
    0.99,
  );
  const memory: { at: number; kb: number }[] = [];
  const started = performance.now();
  const loaded = await runPhase(USERS, SECONDS, () => {
    memory.push({
      at: (performance.now() - started) / 1000,
      kb: target.servers.reduce((sum, server) => sum + rssKb(server.pid), 0),
    });
  });
  const latencies = loaded.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const p99 = percentile(latencies, 0.99);
  const errors = loaded.filter((outcome) => outcome.status >= 500 || outcome.status === 0).length;
  const limited = loaded.filter((outcome) => outcome.status === 429).length;
  const window = memory.filter((sample) => sample.at >= SECONDS - MEMORY_WINDOW_S);
  const growth = window.length > 1 ? (window.at(-1)!.kb - window[0]!.kb) / window[0]!.kb : 0;
  const ok = errors === 0 && p99 <= P99_FACTOR * idleP99 && growth < MEMORY_GROWTH_LIMIT;
  console.log(
    `${target.name}: ${USERS} users for ${SECONDS} s, ${loaded.length} requests (${Math.round(loaded.length / SECONDS)}/s), ` +
      `${errors} errors, ${limited} refused by the product's limits (429); p50 ${percentile(latencies, 0.5).toFixed(1)} ms, ` +
      `p99 ${p99.toFixed(1)} ms (idle p99 ${idleP99.toFixed(1)} ms, goal ≤ ${(P99_FACTOR * idleP99).toFixed(1)}); ` +
      `memory ${Math.round((window[0]?.kb ?? 0) / 1024)} → ${Math.round((window.at(-1)?.kb ?? 0) / 1024)} MB over the last ` +
      `${MEMORY_WINDOW_S} s (${(growth * 100).toFixed(1)}%, goal < ${MEMORY_GROWTH_LIMIT * 100}%) ${ok ? 'ok' : 'MISSED'}`,
  );
  const kinds = [...new Set(loaded.map((outcome) => outcome.kind))].map((kind) => {
    const sorted = loaded
      .filter((outcome) => outcome.kind === kind)
      .map((outcome) => outcome.ms)
      .sort((a, b) => a - b);
    return { kind, p99: percentile(sorted, 0.99) };
  });
  console.log(
    `  slowest p99 by kind: ${kinds
      .sort((a, b) => b.p99 - a.p99)
      .slice(0, 5)
      .map(({ kind, p99 }) => `${kind} ${p99.toFixed(0)} ms`)
      .join(', ')}`,
  );
  return ok;
}

async function main(): Promise<void> {
  let ok = true;
  const targets: (() => Promise<Target>)[] = [pgliteTarget];
  const url = process.env.LOAD_DATABASE_URL;
  if (url) targets.push(() => postgresTarget(url));
  for (const make of targets) {
    const target = await make();
    try {
      ok = (await measure(target)) && ok;
    } finally {
      await target.close();
    }
  }
  if (!ok) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

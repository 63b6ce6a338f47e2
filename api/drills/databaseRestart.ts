/**
 * Database-restart drill (PostgreSQL on this machine, run as root): the built API serves listings, details and
 * registrations under steady load while the database server is stopped for a few seconds and started again. While
 * it is away requests must fail fast with 503 (never hang, never another 5xx); once it is back the API must
 * answer 2xx again with no restart of its own.
 *
 *   DRILL_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run drill:db-restart -w api
 *   DRILL_PG_CLUSTER="15 main" (the pg_ctlcluster version and name), DRILL_OUTAGE_MS=6000
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const PORT = 8291;
const BASE = `http://127.0.0.1:${PORT}/api`;
const SERVER = path.resolve(__dirname, '../dist/server.js');
const postgresUrl = process.env.DRILL_DATABASE_URL;
const [version, cluster] = (process.env.DRILL_PG_CLUSTER ?? '15 main').split(' ');
const OUTAGE_MS = Number(process.env.DRILL_OUTAGE_MS ?? 6000);
const WORKERS = 20;
/** A request slower than this counts as hung. */
const HUNG_MS = 10_000;

interface Sample {
  at: number;
  status: number;
  ms: number;
}

const pgctl = (action: string) => execFileSync('pg_ctlcluster', [version!, cluster!, action, ...(action === 'stop' ? ['-m', 'fast'] : [])], { stdio: 'inherit' });

async function main(): Promise<void> {
  if (!postgresUrl) throw new Error('Set DRILL_DATABASE_URL to the PostgreSQL server to restart.');
  const name = `podbridge_restart_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'podbridge-restart-'));
  const server: ChildProcess = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: url.toString(), LOG_LEVEL: 'fatal', RATE_LIMIT_AUTH_MAX: '1000000', JWT_SECRET: 'restart-drill-secret-that-is-long-enough-1' },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const healthy = await fetch(`${BASE}/health/`).then((response) => response.ok, () => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const samples: Sample[] = [];
  const started = performance.now();
  let running = true;
  let serial = 0;
  const requests = [
    () => fetch(`${BASE}/podcasts/`),
    () => fetch(`${BASE}/experts/?search=anna`),
    () => fetch(`${BASE}/podcasts/categories/`),
    () => {
      serial += 1;
      const username = `restart_${serial}_${Date.now().toString(36)}`;
      return fetch(`${BASE}/users/register/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, email: `${username}@drill.example.se`, password: 'Drill-password-2026', user_type: 'expert' }),
      });
    },
  ];
  const worker = async (index: number) => {
    let turn = index;
    while (running) {
      const begin = performance.now();
      const status = await requests[turn % requests.length]!()
        .then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        })
        .catch(() => 0);
      samples.push({ at: begin - started, status, ms: performance.now() - begin });
      turn += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const workers = Array.from({ length: WORKERS }, (_, index) => worker(index));

  await new Promise((resolve) => setTimeout(resolve, 4000));
  const stopAt = performance.now() - started;
  pgctl('stop');
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
  pgctl('start');
  const startAt = performance.now() - started;
  // Until a request succeeds again, then a few seconds more.
  let recoveredAt: number | null = null;
  while (performance.now() - started < startAt + 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    recoveredAt = samples.find((sample) => sample.at > startAt && sample.status >= 200 && sample.status < 300)?.at ?? null;
    if (recoveredAt !== null && performance.now() - started > recoveredAt + 4000) break;
  }
  running = false;
  await Promise.all(workers);
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  const drop = new pg.Client({ connectionString: postgresUrl });
  await drop.connect();
  await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await drop.end();
  await rm(dataDir, { recursive: true, force: true });

  const during = samples.filter((sample) => sample.at >= stopAt && sample.at < startAt);
  const after = samples.filter((sample) => recoveredAt !== null && sample.at > recoveredAt + 1000);
  const count = (list: Sample[], test: (sample: Sample) => boolean) => list.filter(test).length;
  const otherServerErrors = count(samples, (sample) => sample.status >= 500 && sample.status !== 503);
  const hung = count(samples, (sample) => sample.ms > HUNG_MS);
  const noAnswer = count(samples, (sample) => sample.status === 0);
  const slowest = Math.round(Math.max(...during.map((sample) => sample.ms), 0));
  console.log(
    `database away ${Math.round(startAt - stopAt)} ms: ${during.length} requests meanwhile, ${count(during, (sample) => sample.status === 503)} answered 503, ` +
      `${count(during, (sample) => sample.status < 400)} answered from what needs no database; slowest ${slowest} ms.`,
  );
  console.log(
    `back: first 2xx ${recoveredAt === null ? 'never' : `${Math.round(recoveredAt - startAt)} ms after the database`}; ` +
      `afterwards ${count(after, (sample) => sample.status >= 500)} of ${after.length} requests failed. ` +
      `Other 5xx: ${otherServerErrors}; no answer: ${noAnswer}; slower than ${HUNG_MS / 1000} s: ${hung}.`,
  );
  if (recoveredAt === null || otherServerErrors > 0 || hung > 0 || noAnswer > 0 || count(after, (sample) => sample.status >= 500) > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  try {
    pgctl('start');
  } catch {
    // Already running.
  }
  process.exit(1);
});

/**
 * API speed benchmark: 100,000 podcasts, then autocannon over real HTTP (loopback, the load in a worker thread)
 * against the listing, search, deep page, detail and create routes, each beside its floor: the same SQL statements
 * one request runs, recorded from the app and replayed straight through the database driver (raw `pg`, or PGlite
 * itself) at the same concurrency for the same time. Anonymous rows are answered from the public cache.
 *
 *   npm run bench -w api                                  # in-memory PGlite
 *   BENCH_DATABASE_URL=postgres://... npm run bench -w api # a throwaway schema on that server
 *
 * Exits non-zero when a request answers anything but its success status, or when the public cache serves fewer
 * requests than the queries. The goals (issue "Fast for real users") are printed beside each row.
 */
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { testDatabaseUrl } from '../src/config';
import { genericPlansOf } from '../src/db/client';
import { buildTestApp, type TestApp } from '../src/testing/buildTestApp';
import { podcasterWithProfile } from '../src/testing/podcasts';
import { fillPodcasts } from './seedPodcasts';
import { runBench } from './runBench';

const PODCASTS = Number(process.env.BENCH_PODCASTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

interface Measure {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

interface Case {
  what: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  connections: number;
  signedIn: boolean;
  status: number;
  goal: string;
}

/** The driver under drizzle: pg's Pool or the PGlite instance; both answer query(text, values). */
interface QueryClient {
  query(text: string | { text: string; values?: unknown[] }, values?: unknown[], ...rest: unknown[]): Promise<unknown>;
}

const clientOf = (t: TestApp) => (t.db as unknown as { $client: QueryClient }).$client;

async function hammer(url: string, test: Case, headers: Record<string, string>): Promise<Measure> {
  const result = await autocannon({
    url,
    method: test.method,
    body: test.body,
    connections: test.connections,
    duration: SECONDS,
    workers: 1,
    headers: { 'accept-encoding': 'br, gzip', 'content-type': 'application/json', ...headers },
  });
  const answered = result.statusCodeStats as unknown as Record<string, { count: number } | undefined>;
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.requests.total - (answered[String(test.status)]?.count ?? 0) + result.errors,
  };
}

/**
 * The statements one request sends to the database, as text and values, in order. It waits a second first, so
 * the requests a load run left in flight have finished and send nothing into the recording.
 */
async function recordStatements(t: TestApp, request: () => Promise<unknown>) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  // Statements prepared once run on connections of their own on PostgreSQL (see genericPlansOf): record both.
  const clients = [...new Set([clientOf(t), (genericPlansOf(t.db) as unknown as { $client: QueryClient }).$client])];
  const originals = clients.map((client) => client.query.bind(client));
  const statements: { text: string; values: unknown[] }[] = [];
  clients.forEach((client, index) => {
    client.query = (text, values, ...rest) => {
      if (typeof text === 'string') statements.push({ text, values: values ?? [] });
      else statements.push({ text: text.text, values: text.values ?? values ?? [] });
      return originals[index]!(text, values, ...rest);
    };
  });
  try {
    await request();
  } finally {
    clients.forEach((client, index) => (client.query = originals[index]!));
  }
  return statements;
}

/** The statements replayed by `connections` loops for the bench's time, each loop one "request" after another. */
async function replay(client: QueryClient, statements: { text: string; values: unknown[] }[], connections: number) {
  const latencies: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        for (const statement of statements) await client.query(statement.text, statement.values);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / SECONDS,
    p50: latencies[Math.floor(latencies.length / 2)] ?? 0,
  };
}

async function main(): Promise<number> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? testDatabaseUrl() ?? null;
  const t = await buildTestApp({ logLevel: 'silent' }, { databaseUrl });
  try {
    const started = performance.now();
    await fillPodcasts(t, PODCASTS);
    console.log(`Filled ${PODCASTS} podcasts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const podcaster = await podcasterWithProfile(t);
    const { rows } = (await t.db.execute(sql`
      SELECT (SELECT id FROM podcasts WHERE approval_status = 'approved' ORDER BY id LIMIT 1) AS podcast,
             (SELECT category_id FROM podcasts WHERE approval_status = 'approved' ORDER BY id LIMIT 1) AS category`)) as unknown as { rows: { podcast: number; category: number }[] };
    const { podcast, category } = rows[0]!;
    // Raw pg gets its own pool on the app's schema; PGlite is one database, so its floor is the same instance (its thread).
    let raw: QueryClient & { end?: () => Promise<void> } = clientOf(t);
    if (databaseUrl) {
      const { Pool } = await import('pg');
      const [{ schema }] = ((await t.db.execute(sql`SELECT current_schema() AS schema`)) as unknown as { rows: [{ schema: string }] }).rows;
      raw = new Pool({ connectionString: databaseUrl, max: 16, options: `-c search_path=${schema},public` });
    }
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const newPodcast = JSON.stringify({
      title: 'Bench show',
      description: 'Made by the bench.',
      category_id: category,
    });
    const cases: Case[] = [
      ...[1, 16].map((connections) => ({
        what: 'GET /podcasts/ page 1',
        method: 'GET' as const,
        path: '/api/podcasts/',
        connections,
        signedIn: true,
        status: 200,
        goal: connections === 1 ? 'p50 <= 8 ms' : '>= 1,500 req/s',
      })),
      {
        what: 'GET /podcasts/ page 1',
        method: 'GET',
        path: '/api/podcasts/',
        connections: 16,
        signedIn: false,
        status: 200,
        goal: '>= 1,000 req/s',
      },
      ...[1, 16].map((connections) => ({
        what: "search 'weekly'",
        method: 'GET' as const,
        path: '/api/podcasts/?search=weekly',
        connections,
        signedIn: true,
        status: 200,
        goal: connections === 1 ? 'p50 <= 30 ms' : '>= 300 req/s',
      })),
      {
        what: "search 'weekly' + category",
        method: 'GET',
        path: `/api/podcasts/?search=weekly&category=${category}`,
        connections: 1,
        signedIn: true,
        status: 200,
        goal: 'p50 <= 10 ms, p99 <= 30 ms',
      },
      {
        what: 'page 500 of the plain list',
        method: 'GET',
        path: '/api/podcasts/?page=500',
        connections: 1,
        signedIn: true,
        status: 200,
        goal: 'p50 <= 15 ms',
      },
      ...[true, false].map((signedIn) => ({
        what: 'GET /podcasts/{id}/',
        method: 'GET' as const,
        path: `/api/podcasts/${podcast}/`,
        connections: 16,
        signedIn,
        status: 200,
        goal: signedIn ? '' : '>= 1,500 req/s',
      })),
      {
        what: 'POST /podcasts/create/',
        method: 'POST',
        path: '/api/podcasts/create/',
        body: newPodcast,
        connections: 8,
        signedIn: true,
        status: 201,
        goal: '>= 500/s',
      },
    ];

    let failed = false;
    const table: string[] = [];
    const signedInRate = new Map<string, number>();
    for (const test of cases) {
      const headers: Record<string, string> = test.signedIn ? { authorization: podcaster.headers.authorization } : {};
      const run = await hammer(`${address}${test.path}`, test, headers);
      if (run.failed > 0) failed = true;
      const key = `${test.path} ${test.connections}`;
      if (test.signedIn) signedInRate.set(key, run.perSecond);
      else if (run.perSecond < (signedInRate.get(key) ?? 0)) failed = true;
      let floor = 'cache';
      if (test.signedIn) {
        const statements = await recordStatements(t, () =>
          t.app.inject({
            method: test.method,
            url: test.path,
            payload: test.body,
            headers: { ...headers, 'content-type': 'application/json' },
          }),
        );
        const replayed = await replay(raw, statements, test.connections);
        floor =
          `${replayed.perSecond.toFixed(0)} req/s, p50 ${replayed.p50.toFixed(1)} ms (${statements.length} statements); ` +
          `API at ${((100 * run.perSecond) / replayed.perSecond).toFixed(0)}%`;
      }
      table.push(
        `| ${test.what} | ${test.connections} | ${test.signedIn ? 'signed in' : 'anonymous'} | ${run.perSecond.toFixed(0)} | ` +
          `${run.p50} ms | ${run.p99} ms | ${run.failed} | ${floor} | ${test.goal} |`,
      );
    }
    await raw.end?.();
    console.log(`\n${SECONDS} s per run, ${PODCASTS} podcasts, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
    console.log('| What | Connections | As | req/s | p50 | p99 | failed | raw driver, same statements | goal |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const row of table) console.log(row);
    if (failed) console.log('FAILED: a request failed, or the public cache served fewer requests than the queries.');
    return failed ? 1 : 0;
  } finally {
    await t.close();
  }
}

runBench(main);

/**
 * Public reads benchmark: 100,000 podcasts, then autocannon over real HTTP (loopback) against the podcast list's
 * first page and a podcast's detail, with 1 and with 16 connections, each twice: as a signed-in user (every request
 * runs the queries) and anonymously (answered from the public cache after the first). Reports req/s, p50 and p99.
 *
 *   npm run bench -w api                                  # in-memory PGlite
 *   BENCH_DATABASE_URL=postgres://... npm run bench -w api # a throwaway schema on that server
 *
 * Exits non-zero when an anonymous run answers anything but 200, or serves fewer requests than the signed-in one.
 */
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { testDatabaseUrl } from '../src/config';
import { buildTestApp } from '../src/testing/buildTestApp';
import { loginAs } from '../src/testing/users';
import { fillPodcasts } from './seedPodcasts';
import { runBench } from './runBench';

const PODCASTS = Number(process.env.BENCH_PODCASTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

interface Run {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  non200: number;
}

async function hammer(url: string, connections: number, headers: Record<string, string>): Promise<Run> {
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    headers: { 'accept-encoding': 'br, gzip', ...headers },
  });
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non200: result.non2xx + result.errors,
  };
}

async function main(): Promise<number> {
  const t = await buildTestApp(
    { logLevel: 'silent' },
    { databaseUrl: process.env.BENCH_DATABASE_URL ?? testDatabaseUrl() ?? null },
  );
  try {
    const started = performance.now();
    await fillPodcasts(t, PODCASTS);
    console.log(`Filled ${PODCASTS} podcasts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const reader = await loginAs(t, 'podcaster');
    const [newest] = (
      await t.db.execute(sql`SELECT id FROM podcasts WHERE approval_status = 'approved' ORDER BY id LIMIT 1`)
    ).rows as { id: number }[];
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });

    let failed = false;
    const rows: string[] = [];
    for (const [what, path] of [
      ['GET /podcasts/ page 1', '/api/podcasts/'],
      ['GET /podcasts/{id}/', `/api/podcasts/${newest!.id}/`],
    ] as const) {
      for (const connections of [1, 16]) {
        const signedIn = await hammer(`${address}${path}`, connections, {
          authorization: reader.headers.authorization,
        });
        const anonymous = await hammer(`${address}${path}`, connections, {});
        if (anonymous.non200 > 0 || anonymous.perSecond < signedIn.perSecond) failed = true;
        for (const [who, run] of [
          ['signed in (queries)', signedIn],
          ['anonymous (cache)', anonymous],
        ] as const) {
          rows.push(
            `| ${what} | ${connections} | ${who} | ${run.perSecond.toFixed(0)} | ${run.p50} ms | ${run.p99} ms | ${run.non200} |`,
          );
        }
      }
    }
    console.log(
      `\n${SECONDS} s per run, ${PODCASTS} podcasts, ${process.env.BENCH_DATABASE_URL || testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'}`,
    );
    console.log('| What | Connections | As | req/s | p50 | p99 | not 200 |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
    if (failed) console.log('FAILED: the public cache answered an error or served fewer requests than the queries.');
    return failed ? 1 : 0;
  } finally {
    await t.close();
  }
}

runBench(main);

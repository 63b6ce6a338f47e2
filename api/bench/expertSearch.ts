/**
 * Expert directory benchmark, the same approach as bench/podcastSearch.ts: fills a throwaway database with
 * 100,000 expert profiles (seedExperts.ts), then times 200 directory requests (searches with and without accents,
 * category filters, later pages) through app.inject. Exits non-zero when the median exceeds 50 ms.
 *
 *   npm run bench -w api                                  # in-memory PGlite (runs the podcast bench first)
 *   BENCH_DATABASE_URL=postgres://... npm run bench -w api # a throwaway schema on that server
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { testDatabaseUrl } from '../src/config';
import { buildTestApp } from '../src/testing/buildTestApp';
import { fillExperts } from './seedExperts';
import { runBench } from './runBench';

const EXPERTS = 100_000;
const REQUESTS = 200;
const MEDIAN_LIMIT_MS = 50;

const SEARCHES = [
  'goteborg',
  'Göteborg',
  'asa',
  'ÅSA',
  'oberg',
  'Öberg',
  'angstrom',
  'climate',
  'machine learning',
  'malmo',
  'hälsa',
  'halsa',
  'Umea',
  'källare',
  'sauna',
  'fjallvandring',
  'anna andersson',
  'forskare',
  'vik',
  'expert',
];

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

async function main(): Promise<number> {
  // BENCH_DATABASE_URL, else TEST_DATABASE_URL, else in-memory PGlite.
  const t = await buildTestApp(
    // The queries are what is timed: repeats are not answered from the public cache.
    { logLevel: 'silent', publicCacheTtlMs: 0 },
    { databaseUrl: process.env.BENCH_DATABASE_URL ?? testDatabaseUrl() ?? null },
  );
  try {
    let started = performance.now();
    await fillExperts(t, EXPERTS);
    console.log(`Filled ${EXPERTS} expert profiles in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const categories = ((await t.db.execute(sql`SELECT id FROM expert_categories ORDER BY id LIMIT 50`)) as unknown as { rows: { id: number }[] }).rows;
    const urlFor = (i: number): string => {
      const params = new URLSearchParams();
      if (i % 4 !== 3) params.set('search', SEARCHES[i % SEARCHES.length]!);
      if (i % 3 === 0) params.set('category', String(categories[i % categories.length]!.id));
      if (i % 5 === 0) params.set('page', String(1 + (i % 7)));
      return `/api/experts/?${params.toString()}`;
    };
    for (let i = 0; i < 20; i += 1) await t.app.inject({ method: 'GET', url: urlFor(i) });
    const durations: number[] = [];
    const slowest = new Map<string, number>();
    const byKind = new Map<string, number[]>();
    for (let i = 0; i < REQUESTS; i += 1) {
      started = performance.now();
      const response = await t.app.inject({ method: 'GET', url: urlFor(i) });
      const duration = performance.now() - started;
      durations.push(duration);
      if (response.statusCode !== 200)
        throw new Error(`${urlFor(i)} answered ${response.statusCode}: ${response.body}`);
      const label = `${decodeURIComponent(urlFor(i))} (${response.json<{ count: number }>().count} matches)`;
      slowest.set(label, Math.max(slowest.get(label) ?? 0, duration));
      const kind =
        [urlFor(i).includes('search=') && 'search', urlFor(i).includes('category=') && 'category']
          .filter(Boolean)
          .join(' + ') || 'plain list';
      byKind.set(kind, [...(byKind.get(kind) ?? []), duration]);
    }
    for (const [kind, times] of byKind) {
      times.sort((a, b) => a - b);
      console.log(`  ${kind}: ${times.length} requests, median ${percentile(times, 0.5).toFixed(1)} ms`);
    }
    console.log('Slowest requests:');
    for (const [label, ms] of [...slowest].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.log(`  ${ms.toFixed(1)} ms ${label}`);
    durations.sort((a, b) => a - b);
    const median = percentile(durations, 0.5);
    console.log(
      `${REQUESTS} expert directory requests: median ${median.toFixed(1)} ms, p95 ${percentile(durations, 0.95).toFixed(1)} ms, ` +
        `max ${durations.at(-1)!.toFixed(1)} ms (limit: median ${MEDIAN_LIMIT_MS} ms)`,
    );
    return median > MEDIAN_LIMIT_MS ? 1 : 0;
  } finally {
    await t.close();
  }
}

runBench(main);

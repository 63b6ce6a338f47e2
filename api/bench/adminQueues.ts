/**
 * Admin queue benchmark: 5,000 pending podcasts and 5,000 pending expert profiles (among 20,000 of each in every
 * review state), an audit trail of 50,000 entries, then 200 queue and trail requests through app.inject: first,
 * middle and last pages, searches, featured filters. Exits non-zero when the median exceeds 30 ms or p95 80 ms.
 *
 *   npm run bench -w api                                  # in-memory PGlite
 *   BENCH_DATABASE_URL=postgres://... npm run bench -w api # a throwaway schema on that server
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { testDatabaseUrl } from '../src/config';
import { buildTestApp, type TestApp } from '../src/testing/buildTestApp';
import { loginAs } from '../src/testing/users';
import { runBench } from './runBench';

const ITEMS = 20_000;
const PENDING = 5_000;
const AUDIT_ENTRIES = 50_000;
const REQUESTS = 200;
const MEDIAN_LIMIT_MS = 30;
const P95_LIMIT_MS = 80;
const WORDS = 'fika kaffe ekonomi teknik historia hälsa musik klimat Malmö Göteborg Umeå skog fjäll startup'.split(' ');

async function fill(t: TestApp): Promise<void> {
  const word = (n: string) => `(ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}])[1 + (${n} % ${WORDS.length})]`;
  // Every fourth item of the first 20,000 is pending, so 5,000 wait; the rest are approved, rejected or unpublished.
  const state = `(CASE WHEN g % 4 = 0 THEN 'pending' WHEN g % 4 = 1 THEN 'approved' WHEN g % 4 = 2 THEN 'rejected' ELSE 'unpublished' END)::approval_status`;
  await t.db.execute(
    sql.raw(`
    INSERT INTO users (username, email, password_hash, user_type, email_verified_at)
    SELECT 'queue' || g, 'queue' || g || '@example.se', 'x', CASE WHEN g % 2 = 0 THEN 'podcaster' ELSE 'expert' END::user_type, now()
    FROM generate_series(1, ${ITEMS}) g`),
  );
  await t.db.execute(
    sql.raw(`
    INSERT INTO podcasts (owner_id, category_id, title, description, approval_status, featured_at, created_at)
    SELECT (SELECT min(id) FROM users) + (g % 500), (SELECT min(id) FROM categories) + (g % 50),
           ${word('g')} || ' ' || ${word('g / 7')} || ' ' || g, ${word('g / 3')} || ' och ' || ${word('g / 11')},
           ${state}, CASE WHEN g % 4 = 1 AND g % 40 = 1 THEN now() - g * interval '1 second' END,
           now() - g * interval '1 minute'
    FROM generate_series(1, ${ITEMS}) g`),
  );
  await t.db.execute(
    sql.raw(`
    INSERT INTO expert_profiles (user_id, name, bio, expertise, experience_years, approval_status, created_at)
    SELECT u.id, ${word('g')} || ' Expert ' || g, 'Talar om ' || ${word('g / 5')}, ARRAY[${word('g / 3')}], 1 + g % 30, ${state},
           now() - g * interval '1 minute'
    FROM generate_series(1, ${ITEMS}) g JOIN users u ON u.username = 'queue' || g`),
  );
  await t.db.execute(
    sql.raw(`
    INSERT INTO admin_actions (admin_id, admin_username, action, target_type, target_id, target_label, reason, created_at)
    SELECT NULL, 'admin' || (g % 5), (ARRAY['approve','reject','feature'])[1 + g % 3]::admin_action_kind,
           (ARRAY['podcast','expert'])[1 + g % 2]::admin_action_target, 1 + g % ${ITEMS}, 'Item ' || g, NULL,
           now() - g * interval '1 second'
    FROM generate_series(1, ${AUDIT_ENTRIES}) g`),
  );
  await t.db.execute(sql.raw('VACUUM ANALYZE'));
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

async function main(): Promise<number> {
  const t = await buildTestApp(
    { logLevel: 'silent' },
    { databaseUrl: process.env.BENCH_DATABASE_URL ?? testDatabaseUrl() ?? null },
  );
  try {
    let started = performance.now();
    await fill(t);
    console.log(
      `Filled ${ITEMS} podcasts and ${ITEMS} expert profiles (${PENDING} pending of each) and ${AUDIT_ENTRIES} audit entries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const admin = await loginAs(t, 'admin');
    const lastPage = Math.ceil(PENDING / 20);
    const urls = [
      '/api/admin_dashboard/podcasts/?page_size=20',
      `/api/admin_dashboard/podcasts/?page_size=20&page=${Math.floor(lastPage / 2)}`,
      `/api/admin_dashboard/podcasts/?page_size=20&page=${lastPage}`,
      '/api/admin_dashboard/podcasts/?page_size=20&search=fika',
      '/api/admin_dashboard/podcasts/?page_size=20&status=approved&featured=true',
      '/api/admin_dashboard/experts/?page_size=20',
      `/api/admin_dashboard/experts/?page_size=20&page=${lastPage}`,
      '/api/admin_dashboard/experts/?page_size=20&search=klimat',
      '/api/admin_dashboard/experts/?page_size=20&status=rejected',
      '/api/admin_dashboard/actions/?page_size=20',
      '/api/admin_dashboard/actions/?page_size=20&target_type=podcast&target_id=4001',
      '/api/admin_dashboard/stats/',
    ];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    }
    const byUrl = new Map<string, number[]>();
    const durations: number[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const url = urls[i % urls.length]!;
      started = performance.now();
      await t.app.inject({ method: 'GET', url, headers: admin.headers });
      const duration = performance.now() - started;
      durations.push(duration);
      byUrl.set(url, [...(byUrl.get(url) ?? []), duration]);
    }
    for (const [url, times] of byUrl) {
      times.sort((a, b) => a - b);
      console.log(`  median ${percentile(times, 0.5).toFixed(1)} ms  ${url}`);
    }
    durations.sort((a, b) => a - b);
    const median = percentile(durations, 0.5);
    const p95 = percentile(durations, 0.95);
    console.log(
      `${REQUESTS} admin requests: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${durations.at(-1)!.toFixed(1)} ms ` +
        `(limits: median ${MEDIAN_LIMIT_MS} ms, p95 ${P95_LIMIT_MS} ms)`,
    );
    return median > MEDIAN_LIMIT_MS || p95 > P95_LIMIT_MS ? 1 : 0;
  } finally {
    await t.close();
  }
}

runBench(main);

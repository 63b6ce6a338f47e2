/**
 * Expert directory benchmark, the same approach as bench/podcastSearch.ts: fills a throwaway database with
 * 100,000 expert profiles (one expert user each, one or two categories), then times 200 directory requests
 * (searches with and without accents, category filters, later pages) through app.inject. Exits non-zero when
 * the median exceeds 50 ms.
 *
 *   npm run bench -w api                                  # in-memory PGlite (runs the podcast bench first)
 *   BENCH_DATABASE_URL=postgres://... npm run bench -w api # a throwaway schema on that server
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { testDatabaseUrl } from '../src/config';
import { buildTestApp, type TestApp } from '../src/testing/buildTestApp';
import { runBench } from './runBench';

const EXPERTS = 100_000;
const REQUESTS = 200;
const MEDIAN_LIMIT_MS = 50;

const FIRST_NAMES = (
  'Anna Erik Maria Lars Karin Johan Sara Per Åsa Björn Göran Öystein Ingrid Sven Elin Oskar Maja Nils Ebba ' +
  'Linnéa Håkan Agnes Jöns Märta Ömer Amira Omar Fatima Ali Emily David Sofia Viktor Freja Tove Jonas Ylva'
).split(' ');
const LAST_NAMES = (
  'Andersson Johansson Karlsson Nilsson Eriksson Larsson Olsson Persson Svensson Gustafsson Pettersson ' +
  'Jönsson Öberg Ängström Åberg Lindqvist Sjöberg Wallin Ström Hedlund Blom Nyström Söderberg Björk ' +
  'Lundgren Holm Forsberg Sandberg Engström Hussein Rahimi Carter Climateson Källström Malmström Östlund'
).split(' ');
const EXPERTISE = (
  'AI|Machine Learning|Climate|Nutrition|Pensions|Psychology|Vikings|Marketing|Leadership|Security|Cardiology|' +
  'Contract Law|Startups|Endurance|Parenting|Pedagogy|Design|Songwriting|Film|Crime Fiction|Ethics|Economics|' +
  'Elections|Exoplanets|Memory|Mental Health|Housing|TypeScript|Statistics|Blockchain|Journalism|Rhetoric|' +
  'Careers|Relationships|Running|Hiking|Fermentation|Sculpture|Photography|Urban Planning|Genetics|Chemistry|' +
  'Quantum Physics|Algebra|Linguistics|Theology|Recruiting|Sales|Fundraising|Nordic Folklore|Sauna Culture|' +
  'Skärgård Ecology|Fjällvandring|Köksträdgård|Hälsoekonomi|Förskola'
).split('|');
const BIO_WORDS = (
  'och om med i på för av till som jag en ett det är the and with of in on for to I a is about ' +
  'forskare konsult författare lärare läkare coach grundare expert researcher consultant author teacher doctor ' +
  'founder speaker Malmö Göteborg Stockholm Uppsala Umeå Luleå Örebro Västerås Kiruna Visby Skåne Norrland ' +
  'klimat hälsa ekonomi teknik historia musik böcker kärlek äventyr vetenskap företag framtid källare skog sjö ' +
  'fjäll snö midsommar kanelbulle surdeg glögg podcast radio tv föreläsningar lectures research years experience'
).split(' ');
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

const sqlArray = (words: string[]) => `ARRAY[${words.map((word) => `'${word}'`).join(',')}]`;
/** A random word, skewed towards the start of the list like word frequencies are. */
const pick = (words: string[]) => `(${sqlArray(words)})[1 + floor(power(random(), 1.6) * ${words.length})::int]`;

async function fill(t: TestApp): Promise<void> {
  await t.db.execute(
    sql.raw(`
    INSERT INTO users (username, email, password_hash, user_type, email_verified_at)
    SELECT 'expert' || g, 'expert' || g || '@example.se', 'x', 'expert', now() FROM generate_series(1, ${EXPERTS}) g`),
  );
  const bio = Array.from({ length: 20 }, () => pick(BIO_WORDS)).join(" || ' ' || ");
  await t.db.execute(
    sql.raw(`
    INSERT INTO expert_profiles (user_id, name, bio, expertise, experience_years, approval_status, created_at)
    SELECT u.id, ${pick(FIRST_NAMES)} || ' ' || ${pick(LAST_NAMES)}, ${bio},
           ARRAY[${pick(EXPERTISE)}, ${pick(EXPERTISE)}, ${pick(EXPERTISE)}], u.id % 41,
           (CASE WHEN u.id % 20 = 0 THEN 'pending' ELSE 'approved' END)::approval_status,
           now() - u.id * interval '1 minute'
    FROM users u WHERE u.user_type = 'expert'`),
  );
  await t.db.execute(
    sql.raw(`
    INSERT INTO expert_profile_categories (profile_id, category_id)
    SELECT p.id, c.min_id + (p.id % c.total) FROM expert_profiles p,
           (SELECT min(id) AS min_id, count(*)::int AS total FROM expert_categories) c
    UNION
    SELECT p.id, c.min_id + ((p.id * 7 + 3) % c.total) FROM expert_profiles p,
           (SELECT min(id) AS min_id, count(*)::int AS total FROM expert_categories) c WHERE p.id % 3 = 0`),
  );
  await t.db.execute(
    sql.raw(`
    INSERT INTO reactions (target_type, target_id, user_id)
    SELECT 'expert', p.id, u.id FROM expert_profiles p JOIN users u ON u.id % 97 = p.id % 97
    WHERE p.id % 131 = 0 AND u.id % 11 = 0
    ON CONFLICT DO NOTHING`),
  );
  // PGlite runs no autovacuum; VACUUM sets the visibility map so counts can use index-only scans.
  await t.db.execute(sql.raw('VACUUM ANALYZE'));
}

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
    await fill(t);
    console.log(`Filled ${EXPERTS} expert profiles in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const categories = (await t.db.execute(sql`SELECT id FROM expert_categories ORDER BY id LIMIT 50`)).rows as {
      id: number;
    }[];
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

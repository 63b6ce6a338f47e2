/**
 * Guest-finding benchmark: one throwaway database with 100,000 podcasts (every fifth looking for guests on some
 * topics, 100 mentioning a xylophonist, 1,000 kött) and 20,000 expert profiles, then, with the public cache off, each
 * query of finding a guest timed through app.inject: one client (100 requests in a row after 10 to warm up: p50 and
 * p95) and 16 clients (16 requests in flight, 1,000 in all or 30 s: requests per second and p50). Topic search in both
 * directories, the expert filters and sorts by track record, the plain lists for scale, and the suggestions: guests
 * for 20 shows of one podcaster (signed in as them) and shows for 20 experts (each signed in).
 *
 *   npm run bench -w api                                  # in-memory PGlite: the figures only
 *   BENCH_DATABASE_URL=postgres://... npm run bench -w api # a throwaway schema on that server
 *   BENCH_SCHEMA=guest_finding (with BENCH_DATABASE_URL)   # that schema, filled on the first run and kept, so a
 *                                                          # change is measured again in seconds (drop it when done)
 *
 * Prints a markdown table with the budgets. On PostgreSQL it exits non-zero when one is missed; PGlite (one
 * connection, in this process) only reports. The machine's load average is printed with the figures.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { testDatabaseUrl } from '../src/config';
import { buildTestApp, type TestApp } from '../src/testing/buildTestApp';
import { fillExperts } from './seedExperts';
import { fillGuestTopics, fillPodcasts, mentionInDescriptions } from './seedPodcasts';
import { runBench } from './runBench';

// Smaller fills for a quick look (as apiSpeed.ts's BENCH_PODCASTS); the budgets are for these defaults.
const PODCASTS = Number(process.env.BENCH_PODCASTS ?? 100_000);
const EXPERTS = Number(process.env.BENCH_EXPERTS ?? 20_000);
const WARM_UP = 10;
const SEQUENTIAL = 100;
const CLIENTS = 16;
const CONCURRENT_TOTAL = 1_000;
/** A slow query stops sooner: its rate is clear long before 1,000 requests (3 req/s would take 5 minutes). */
const CONCURRENT_SECONDS = 30;

interface Budget {
  p95Ms?: number;
  perSecond?: number;
}

interface Request {
  url: string;
  /** Signed in as this user. */
  userId: number;
}

interface Case {
  what: string;
  /** Taken in turn, one per request. */
  requests: Request[];
  budget: Budget;
}

interface Figures {
  /** The `count` of the first answer (a directory), else how many results it had (suggestions). */
  matches: number;
  p50: number;
  p95: number;
  perSecond: number;
  concurrentP50: number;
  concurrentRequests: number;
  load: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

async function timed(t: TestApp, request: Request, token: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const response = await t.app.inject({
    method: 'GET',
    url: request.url,
    headers: { authorization: `Bearer ${token}` },
  });
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${request.url} answered ${response.statusCode}: ${response.body}`);
  return { ms, body: response.body };
}

async function measure(t: TestApp, test: Case): Promise<Figures> {
  const load = os.loadavg()[0]!;
  // Tokens issued per case: they expire (15 minutes), and a slow run takes longer than that.
  const tokens = new Map(test.requests.map(({ userId }) => [userId, t.app.accessTokens.issue(userId)]));
  const run = (i: number) => {
    const request = test.requests[i % test.requests.length]!;
    return timed(t, request, tokens.get(request.userId)!);
  };
  const first = JSON.parse((await run(0)).body) as { count?: number; results?: unknown[] };
  for (let i = 1; i < WARM_UP; i += 1) await run(i);
  const sequential: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i += 1) sequential.push((await run(i)).ms);
  sequential.sort((a, b) => a - b);

  const concurrent: number[] = [];
  let next = 0;
  const started = performance.now();
  const until = started + CONCURRENT_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < CONCURRENT_TOTAL && performance.now() < until) {
        const i = next;
        next += 1;
        concurrent.push((await run(i)).ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  concurrent.sort((a, b) => a - b);
  return {
    matches: first.count ?? first.results?.length ?? 0,
    p50: percentile(sequential, 0.5),
    p95: percentile(sequential, 0.95),
    perSecond: concurrent.length / seconds,
    concurrentP50: percentile(concurrent, 0.5),
    concurrentRequests: concurrent.length,
    load,
  };
}

/** What the budget asks, and whether the figures keep it. */
function judge(figures: Figures, budget: Budget): { goal: string; kept: boolean | null } {
  const goals: string[] = [];
  let kept = true;
  if (budget.p95Ms !== undefined) {
    goals.push(`p95 <= ${budget.p95Ms} ms`);
    kept &&= figures.p95 <= budget.p95Ms;
  }
  if (budget.perSecond !== undefined) {
    goals.push(`>= ${budget.perSecond} req/s`);
    kept &&= figures.perSecond >= budget.perSecond;
  }
  return { goal: goals.join(', '), kept: goals.length > 0 ? kept : null };
}

const loadLine = () =>
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min) on ${os.cpus().length} cores`;

async function fill(t: TestApp): Promise<void> {
  // Podcasts first: fillPodcasts gives its shows to the first 500 accounts.
  await fillPodcasts(t, PODCASTS);
  await fillGuestTopics(t);
  await mentionInDescriptions(t, 'A xylophonist joins us to talk rhythm.', 1_000, 1);
  await mentionInDescriptions(t, 'Recept med kött, fisk och grönsaker.', 100, 3);
  // Ends with VACUUM ANALYZE over everything, the podcasts' updates included.
  await fillExperts(t, EXPERTS);
  // The typo search reads search_words, which statement triggers fill on INSERT and UPDATE: check the bulk writes did.
  const result = (await t.db.execute(sql`
    SELECT count(*)::int AS words, count(*) FILTER (WHERE word IN ('xylophonist', 'psykologi', 'pensionssparande'))::int AS seeded
    FROM search_words`)) as unknown as { rows: { words: number; seeded: number }[] };
  const { words, seeded } = result.rows[0]!;
  if (seeded !== 3) throw new Error('search_words misses words of the bulk-inserted rows');
  console.log(`search_words holds ${words} words, those of the bulk-inserted rows included`);
}

/** A kept schema filled by an earlier run (a fresh one has no podcasts). */
async function isFilled(t: TestApp): Promise<boolean> {
  const result = (await t.db.execute(sql`SELECT EXISTS (SELECT 1 FROM podcasts) AS filled`)) as unknown as {
    rows: { filled: boolean }[];
  };
  return result.rows[0]!.filled;
}

async function cases(t: TestApp): Promise<Case[]> {
  const ids = async (query: SQL) =>
    ((await t.db.execute(query)) as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  const [owner] = await ids(sql`SELECT owner_id AS id FROM podcasts WHERE is_approved ORDER BY id LIMIT 1`);
  const shows = await ids(sql`SELECT id FROM podcasts WHERE owner_id = ${owner} AND is_approved ORDER BY id LIMIT 20`);
  const experts = await ids(sql`
    SELECT user_id AS id FROM expert_profiles WHERE approval_status = 'approved' ORDER BY md5(id::text) LIMIT 20`);
  const [category] = await ids(sql`SELECT category_id AS id FROM podcasts WHERE id = ${shows[0]!}`);
  const get = (url: string): Request[] => [{ url, userId: owner! }];
  const podcastSearch = (query: string) => get(`/api/podcasts/?${new URLSearchParams(query).toString()}`);
  const expertSearch = (query: string) => get(`/api/experts/?${new URLSearchParams(query).toString()}`);
  const fast = { p95Ms: 30, perSecond: 400 };
  return [
    // For scale: what the machine gives for an answer of one trivial database round trip and nothing else.
    { what: 'health: one round trip (select 1)', requests: get('/api/health/'), budget: {} },
    { what: "podcasts: common word 'weekly'", requests: podcastSearch('search=weekly'), budget: fast },
    { what: "podcasts: rare word 'xylophonist'", requests: podcastSearch('search=xylophonist'), budget: { p95Ms: 10 } },
    { what: "podcasts: 'kött'", requests: podcastSearch('search=kött'), budget: { p95Ms: 30 } },
    {
      what: "podcasts: 'weekly' + category",
      requests: podcastSearch(`search=weekly&category=${category}`),
      budget: { p95Ms: 20 },
    },
    // A topic with its aliases in both languages: many rare words, whose matches the count must find through the index.
    {
      what: "podcasts: phrase 'mental health'",
      requests: podcastSearch('search=mental health'),
      budget: { p95Ms: 30 },
    },
    { what: 'podcasts: list page 1, no search', requests: podcastSearch(''), budget: {} },
    { what: "experts: 'history'", requests: expertSearch('search=history'), budget: fast },
    { what: "experts: topic 'psychology'", requests: expertSearch('search=psychology'), budget: fast },
    { what: "experts: typo 'psycholgy'", requests: expertSearch('search=psycholgy'), budget: fast },
    { what: "experts: phrase 'mental health'", requests: expertSearch('search=mental health'), budget: fast },
    {
      what: "experts: 'psychology' + Stockholm + available",
      requests: expertSearch('search=psychology&region=stockholm&available=true'),
      budget: {},
    },
    { what: 'experts: sort=rating, min_rating=4', requests: expertSearch('sort=rating&min_rating=4'), budget: {} },
    { what: 'experts: list page 1, no search', requests: expertSearch(''), budget: {} },
    {
      what: `suggested guests (${shows.length} shows of one owner)`,
      requests: shows.map((id) => ({ url: `/api/podcasts/${id}/suggested-guests/`, userId: owner! })),
      budget: { p95Ms: 50 },
    },
    {
      what: `suggested shows (${experts.length} experts)`,
      requests: experts.map((userId) => ({ url: '/api/experts/profile/suggested-shows/', userId })),
      budget: { p95Ms: 50 },
    },
  ];
}

async function main(): Promise<number> {
  // BENCH_DATABASE_URL, else TEST_DATABASE_URL, else in-memory PGlite.
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? testDatabaseUrl() ?? null;
  // The queries are what is timed: repeats are not answered from the public cache.
  const keptSchema = databaseUrl ? process.env.BENCH_SCHEMA : undefined;
  const t = await buildTestApp({ logLevel: 'silent', publicCacheTtlMs: 0 }, { databaseUrl, keptSchema });
  try {
    console.log(`Before filling: ${loadLine()}`);
    const started = performance.now();
    if (await isFilled(t)) {
      console.log(`Measuring the data already in schema ${keptSchema}`);
    } else {
      await fill(t);
      console.log(
        `Filled ${PODCASTS} podcasts and ${EXPERTS} expert profiles in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const table: string[] = [];
    const missed: string[] = [];
    for (const test of await cases(t)) {
      const figures = await measure(t, test);
      const { goal, kept } = judge(figures, test.budget);
      if (kept === false) missed.push(test.what);
      const row =
        `| ${test.what} | ${figures.matches} | ${figures.p50.toFixed(1)} | ${figures.p95.toFixed(1)} | ` +
        `${figures.perSecond.toFixed(0)} | ${figures.concurrentP50.toFixed(1)} | ${figures.concurrentRequests} | ` +
        `${goal || '-'} | ` +
        `${kept === null ? '-' : kept ? 'ok' : 'MISSED'} | ${figures.load.toFixed(2)} |`;
      console.log(row);
      table.push(row);
    }
    console.log(
      `\n${PODCASTS} podcasts, ${EXPERTS} experts, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, public cache off; ` +
        `1 client: ${SEQUENTIAL} requests after ${WARM_UP}; ${CLIENTS} clients: ${CONCURRENT_TOTAL} requests or ` +
        `${CONCURRENT_SECONDS} s, whichever ends first`,
    );
    console.log(
      '| Query | Matches | 1 client p50 ms | 1 client p95 ms | 16 clients req/s | 16 clients p50 ms | 16 clients requests | Budget | Kept | Load (1 min) |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const row of table) console.log(row);
    console.log(`After measuring: ${loadLine()}`);
    if (missed.length === 0) return 0;
    if (!databaseUrl) {
      console.log(`Missed on PGlite (reported, not enforced): ${missed.join('; ')}`);
      return 0;
    }
    console.log(`FAILED, budgets missed: ${missed.join('; ')}`);
    return 1;
  } finally {
    await t.close();
  }
}

runBench(main);

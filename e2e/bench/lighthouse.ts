/**
 * The site's speed in a browser, as a phone meets it: the production build (built first if missing) with the demo
 * data, served as `npm start` serves it.
 *
 *   npm run bench -w e2e                          # this checkout, against the commit before the speed work
 *   BENCH_BEFORE=<commit> npm run bench -w e2e    # against another commit
 *   BENCH_BEFORE=none npm run bench -w e2e        # this checkout only
 *
 * 1. Lighthouse 12's default mobile run (simulated slow 4G, a 4x slower CPU) in Debian's Chromium on /, /podcasts,
 *    /experts and /login, three runs each (LIGHTHOUSE_RUNS), medians. Beside each page, its floor: the same page's
 *    document with the "libraries only" script (bench/floor: the federation runtime and the shared libraries a
 *    public page needs, no application code), built from the same checkout with the same configuration and audited
 *    in turn with the page, so both meet the same machine. The ratios say how far the page's own code is from what
 *    the libraries alone cost.
 * 2. Total blocking time read off real traces at a 4x slower CPU (bench/traces.ts), page and floor, median of five
 *    loads each (TRACE_LOADS), with the long tasks of the median load named.
 * 3. Interaction to next paint at a 4x slower CPU (bench/interactions.ts), p75 of each interaction.
 * 4. The API's signed-in list and creates (each checkout's api/bench/apiSpeed.ts, on BENCH_DATABASE_URL when set),
 *    and sign-in and registration with the password hashing before and after (api/bench/passwords.ts); BENCH_API=none
 *    leaves them out.
 *
 * Each row is measured for "before" (BENCH_BEFORE, by default the last commit before this work: a worktree of it
 * is installed and built once, in the system's temporary folder) and "after" (this checkout) in the same run.
 * Exits non-zero when a page's accessibility is below 100 or Lighthouse cannot trace a page.
 */
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import {
  buildIfMissing,
  dataDirOf,
  floorUrlOf,
  prepareEarlierCheckout,
  siteUrlOf,
  startCheckout,
  type Checkout,
} from './checkout';
import { buildFloor } from './floor/build';
import { startFloorServer } from './floor/server';
import { measureInteractions, type InteractionRow } from './interactions';
import { serverRows } from './serverRows';
import { traceLoads, type TracedLoad } from './traces';

const root = join(__dirname, '..', '..');
/** The last commit before the work on the main thread at start, sign-in cost and interactions. */
const DEFAULT_BEFORE = '98e605e';
const PAGES = ['/', '/podcasts', '/experts', '/login'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Loads per page (and per floor) of the traced blocking time. */
const TRACE_LOADS = Number(process.env.TRACE_LOADS ?? 5);
const PERFORMANCE_GOAL = 95;
/** A page within this factor of its floor's score meets the performance goal too. */
const FLOOR_FACTOR = 1.2;
const TBT_GOAL_MS = 200;
const INP_GOAL_MS = 200;

interface Run {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Lighthouse's main-thread work, in all and its largest groups (ms, simulated at 4x). */
  mainThread: number;
  other: number;
  scriptEvaluation: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Report {
  runtimeError?: unknown;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { group?: string; duration?: number }[] } } | undefined
  >;
}

/**
 * One Lighthouse run through its command line, in a Chromium of its own. (Its functions are sent into the page as
 * text, so it runs as published, never through this script's TypeScript loader.)
 */
async function audit(url: string): Promise<Run | null> {
  const cli = join(dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, maxBuffer: 256 << 20 },
  ).catch(() => ({ stdout: '' }));
  if (!stdout) return null;
  const report = JSON.parse(stdout) as Report;
  if (report.runtimeError) return null;
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const groups = report.audits['mainthread-work-breakdown']?.details?.items ?? [];
  const group = (name: string) => groups.find((item) => item.group === name)?.duration ?? 0;
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    bytes: metric('total-byte-weight'),
    mainThread: groups.reduce((sum, item) => sum + (item.duration ?? 0), 0),
    other: group('other'),
    scriptEvaluation: group('scriptEvaluation'),
  };
}

/** A run Lighthouse cannot trace (it happens on a busy machine) is run again, twice at most per page. */
async function auditAgain(url: string, runs: Run[], budget: { retries: number }): Promise<void> {
  for (;;) {
    const run = await audit(url);
    if (run) return void runs.push(run);
    if (budget.retries-- <= 0) return;
  }
}

interface PageRuns {
  page: Run[];
  floor: Run[];
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  const before = process.env.BENCH_BEFORE ?? DEFAULT_BEFORE;
  const checkouts: Checkout[] = [{ label: 'after', root, apiPort: 8120, sitePort: 3120, floorPort: 3122 }];
  if (before !== 'none') {
    checkouts.unshift({
      label: `before (${before})`,
      root: prepareEarlierCheckout(root, before),
      apiPort: 8118,
      sitePort: 3118,
      floorPort: 3119,
    });
  }
  buildIfMissing(root);
  for (const checkout of checkouts) {
    console.log(`Building the floor of ${checkout.label}...`);
    await buildFloor(checkout.root, join(dataDirOf(checkout), '..', 'floor'));
  }

  const processes = [];
  const floors: FastifyInstance[] = [];
  let failed = false;
  const results = new Map<string, Map<string, PageRuns>>();
  const interactions = new Map<string, InteractionRow[]>();
  let traced = new Map<string, TracedLoad[]>();
  try {
    for (const checkout of checkouts) {
      processes.push(...(await startCheckout(checkout)));
      floors.push(
        await startFloorServer(siteUrlOf(checkout), join(dataDirOf(checkout), '..', 'floor'), checkout.floorPort),
      );
      results.set(checkout.label, new Map(PAGES.map((page) => [page, { page: [], floor: [] }])));
    }
    // One visit each first: the API's caches and the disk are warm for every measured run alike.
    for (const checkout of checkouts) for (const page of PAGES) await fetch(`${siteUrlOf(checkout)}${page}`);
    for (const page of PAGES) {
      const budget = { retries: 2 * checkouts.length };
      console.log(`Lighthouse: ${page}`);
      // Page and floor, before and after, take turns: a moment the machine is busy falls on all of them alike.
      for (let run = 0; run < RUNS; run += 1) {
        for (const checkout of checkouts) {
          const runs = results.get(checkout.label)!.get(page)!;
          await auditAgain(`${siteUrlOf(checkout)}${page}`, runs.page, budget);
          await auditAgain(`${floorUrlOf(checkout)}${page}`, runs.floor, budget);
        }
      }
    }
    console.log('Traces at 4x');
    traced = await traceLoads(
      PAGES.flatMap((page) =>
        checkouts.flatMap((checkout) => [siteUrlOf(checkout), floorUrlOf(checkout)].map((url) => `${url}${page}`)),
      ),
      TRACE_LOADS,
    );
    for (const checkout of checkouts) {
      console.log(`Interactions: ${checkout.label}`);
      interactions.set(checkout.label, await measureInteractions(siteUrlOf(checkout)));
    }
  } finally {
    for (const floor of floors) await floor.close();
    for (const child of processes) child.kill('SIGTERM');
  }

  console.log(`\nLighthouse 12, default mobile settings (4x CPU, slow 4G), median of ${RUNS} runs, demo data`);
  console.log(
    '| Page | Build | Performance (runs) | floor | goal >= 95 or floor within 1.2x | TBT | floor TBT | TBT / floor | ' +
      `goal <= ${TBT_GOAL_MS} ms | Main thread (Other, script evaluation) | floor main thread | Accessibility | FCP | ` +
      'LCP | CLS | transferred |',
  );
  console.log(`|${' --- |'.repeat(16)}`);
  for (const page of PAGES) {
    for (const checkout of checkouts) {
      const { page: runs, floor } = results.get(checkout.label)!.get(page)!;
      if (runs.length < RUNS || floor.length < RUNS) {
        failed = true;
        console.log(
          `| ${page} | ${checkout.label} | failed: ${runs.length} page and ${floor.length} floor runs of ${RUNS} traced |`,
        );
        continue;
      }
      const of = (key: keyof Run) => median(runs.map((run) => run[key]));
      const floorOf = (key: keyof Run) => median(floor.map((run) => run[key]));
      if (of('accessibility') < 100) failed = true;
      const scoreMet =
        of('performance') >= PERFORMANCE_GOAL || floorOf('performance') / of('performance') <= FLOOR_FACTOR;
      console.log(
        `| ${page} | ${checkout.label} | ${of('performance')} (${runs.map((run) => run.performance).join(', ')}) | ` +
          `${floorOf('performance')} | ${scoreMet ? 'met' : 'not met'} (${(floorOf('performance') / of('performance')).toFixed(2)}x) | ` +
          `${ms(of('tbt'))} | ${ms(floorOf('tbt'))} | ${(of('tbt') / Math.max(floorOf('tbt'), 1)).toFixed(2)}x | ` +
          `${of('tbt') <= TBT_GOAL_MS ? 'met' : 'not met'} | ` +
          `${seconds(of('mainThread'))} (${seconds(of('other'))}, ${seconds(of('scriptEvaluation'))}) | ` +
          `${seconds(floorOf('mainThread'))} | ${of('accessibility')} | ${seconds(of('fcp'))} | ${seconds(of('lcp'))} | ` +
          `${of('cls').toFixed(3)} | ${(of('bytes') / 1024).toFixed(0)} KB |`,
      );
    }
  }

  console.log(
    `\nTotal blocking time in real traces (CPU slowed 4x through the DevTools protocol), median of ${TRACE_LOADS} loads`,
  );
  console.log(
    `| Page | Build | TBT (loads) | floor TBT | TBT / floor | goal <= ${TBT_GOAL_MS} ms | main thread | floor main thread | long tasks of the median load |`,
  );
  console.log(`|${' --- |'.repeat(9)}`);
  for (const page of PAGES) {
    for (const checkout of checkouts) {
      const loads = traced.get(`${siteUrlOf(checkout)}${page}`) ?? [];
      const floor = traced.get(`${floorUrlOf(checkout)}${page}`) ?? [];
      const middle = (of: TracedLoad[]) => of[Math.floor(of.length / 2)];
      const [load, floorLoad] = [middle(loads), middle(floor)];
      if (!load || !floorLoad) continue;
      console.log(
        `| ${page} | ${checkout.label} | ${ms(load.tbt)} (${loads.map((one) => Math.round(one.tbt)).join(', ')}) | ` +
          `${ms(floorLoad.tbt)} | ${(load.tbt / Math.max(floorLoad.tbt, 1)).toFixed(2)}x | ` +
          `${load.tbt <= TBT_GOAL_MS ? 'met' : 'not met'} | ${seconds(load.mainThread)} | ${seconds(floorLoad.mainThread)} | ` +
          `${load.longTasks.join('; ') || 'none'} |`,
      );
    }
  }

  console.log('\nInteraction to next paint, CPU slowed 4x (DevTools protocol), demo data, 1366x900');
  console.log(`| Interaction | Build | samples | p75 | slowest | goal p75 <= ${INP_GOAL_MS} ms |`);
  console.log('| --- | --- | --- | --- | --- | --- |');
  const [first] = [...interactions.values()];
  for (const [index, { what }] of (first ?? []).entries()) {
    for (const checkout of checkouts) {
      const row = interactions.get(checkout.label)![index]!;
      console.log(
        `| ${what} | ${checkout.label} | ${row.samples.length} | ${ms(row.p75)} | ${ms(Math.max(...row.samples))} | ` +
          `${row.p75 <= INP_GOAL_MS ? 'met' : 'not met'} |`,
      );
    }
  }
  if (process.env.BENCH_API !== 'none') for (const line of await serverRows(checkouts, root)) console.log(line);
  if (failed) console.log('FAILED: a page scored below 100 for accessibility, or Lighthouse could not trace it.');
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

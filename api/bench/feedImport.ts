/**
 * Feed benchmark: a show imported from a 1,000-episode feed (POST /api/podcasts/create/ with feed_url, through
 * app.inject, the feed served over real HTTP on loopback: the median of 5 imports), and the daily refresh job for
 * 10,000 feeds that have not changed (each a conditional GET answered 304 by the local server): the whole queue run
 * by one instance's job runner, feeds per second.
 *
 *   npm run bench -w api                                  # in-memory PGlite
 *   BENCH_DATABASE_URL=postgres://... npm run bench -w api # a throwaway schema on that server
 *
 * Budgets: an import within 2 s; the 10,000 unchanged feeds within 10 minutes (they are read once a day). Exits 1
 * when one is missed.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { testDatabaseUrl } from '../src/config';
import { jobHandlers } from '../src/jobs/handlers';
import { jobContextOf, runDueJobs } from '../src/jobs/runner';
import { FEED_REFRESH_JOB } from '../src/modules/feeds/schedule';
import { FeedServer } from '../src/modules/feeds/testing/feedServer';
import { episodesEvery, feedXml } from '../src/modules/feeds/feedXml';
import { buildTestApp } from '../src/testing/buildTestApp';
import { categoryId, pngImage, podcasterWithProfile } from '../src/testing/podcasts';
import { runBench } from './runBench';

const EPISODES = 1_000;
const IMPORTS = 5;
const IMPORT_LIMIT_MS = 2_000;
const UNCHANGED_FEEDS = Number(process.env.BENCH_FEEDS ?? 10_000);
const REFRESH_LIMIT_MS = 10 * 60_000;

runBench(async () => {
  const feeds = await new FeedServer().start();
  const t = await buildTestApp(
    { feedAllowedHosts: [feeds.host] },
    { databaseUrl: process.env.BENCH_DATABASE_URL ?? testDatabaseUrl() ?? null },
  );
  try {
    feeds.serve('/artwork.png', await pngImage(1400), 'image/png');
    const longFeed = feedXml({
      title: 'Tankar om tankar',
      description: 'Ett samtal i veckan om hur vi tänker.',
      language: 'sv',
      imageUrl: feeds.url('/artwork.png'),
      categories: ['Science'],
      episodes: episodesEvery(7, EPISODES, new Date()).map((episode, index) => ({
        ...episode,
        durationSeconds: 1800 + index,
        description: `Avsnitt ${index} om sömn, minne, motivation och hur vi fattar beslut i vardagen.`,
      })),
    });
    const { user, headers } = await podcasterWithProfile(t);
    const category = await categoryId(t, 'Science');
    const importTimes: number[] = [];
    for (let run = 0; run < IMPORTS; run += 1) {
      const feedUrl = feeds.serve(`/long-${run}.xml`, longFeed);
      const started = performance.now();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/podcasts/create/',
        headers,
        payload: { title: `Tankar ${run}`, description: 'Om hur vi tänker.', category_id: category, feed_url: feedUrl },
      });
      importTimes.push(performance.now() - started);
      if (response.statusCode !== 201) throw new Error(`import failed: ${response.body}`);
    }
    importTimes.sort((a, b) => a - b);
    const importMedian = importTimes[Math.floor(IMPORTS / 2)]!;

    // 10,000 shows whose feeds were read before, each with the validator the server answers 304 to.
    const body = feedXml({ title: 'Unchanged', episodes: episodesEvery(7, 20, new Date()) });
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    for (let index = 0; index < UNCHANGED_FEEDS; index += 1) feeds.serve(`/unchanged/${index}.xml`, body);
    await t.db.execute(sql`
      WITH shows AS (
        INSERT INTO podcasts (owner_id, category_id, title, description, approval_status)
        SELECT ${user.id}, ${category}, 'Unchanged ' || n, 'A show whose feed does not change.', 'approved'
        FROM generate_series(0, ${UNCHANGED_FEEDS - 1}) AS n
        RETURNING id, (regexp_replace(title, '\\D', '', 'g'))::int AS n
      ), feeds AS (
        INSERT INTO podcast_feeds (podcast_id, url, etag, verification_code, checked_at)
        SELECT id, ${feeds.url('/unchanged/')} || n || '.xml', ${etag}, 'podbridge-verify-bench' || n, now()
        FROM shows
        RETURNING podcast_id
      )
      INSERT INTO jobs (kind, payload, run_at)
      SELECT ${FEED_REFRESH_JOB}, jsonb_build_object('podcastId', podcast_id), now() FROM feeds
    `);
    const ctx = { ...jobContextOf(t.app), feedAllowedHosts: [feeds.host] };
    const before = feeds.log.length;
    const now = new Date();
    const started = performance.now();
    let refreshed = 0;
    for (;;) {
      const { succeeded, failed } = await runDueJobs(ctx, jobHandlers, { now, workerId: 'bench' });
      if (failed > 0) throw new Error(`${failed} refresh jobs failed`);
      if (succeeded === 0) break;
      refreshed += succeeded;
    }
    const refreshMs = performance.now() - started;
    const answers = feeds.log.slice(before);
    const notModified = answers.filter((line) => line.startsWith('304 ')).length;

    const database = process.env.BENCH_DATABASE_URL || testDatabaseUrl() ? 'PostgreSQL' : 'PGlite';
    const rows = [
      ['Import of a 1,000-episode feed (median of 5)', `${importMedian.toFixed(0)} ms`, `<= ${IMPORT_LIMIT_MS} ms`, importMedian <= IMPORT_LIMIT_MS],
      [
        `Daily refresh of ${UNCHANGED_FEEDS.toLocaleString('en')} unchanged feeds (304), one instance`,
        `${(refreshMs / 1000).toFixed(1)} s (${((refreshed / refreshMs) * 1000).toFixed(0)} feeds/s)`,
        `<= ${REFRESH_LIMIT_MS / 60_000} min`,
        refreshMs <= REFRESH_LIMIT_MS && notModified >= UNCHANGED_FEEDS,
      ],
    ] as const;
    console.log(`\nFeeds on ${database}, load average ${os.loadavg()[0]!.toFixed(2)}:\n`);
    console.log('| What | Measured | Budget | |\n| --- | --- | --- | --- |');
    for (const [what, measured, budget, met] of rows) console.log(`| ${what} | ${measured} | ${budget} | ${met ? 'ok' : 'MISSED'} |`);
    console.log(`\n${notModified.toLocaleString('en')} of ${refreshed.toLocaleString('en')} reads answered 304 Not Modified.`);
    return rows.every(([, , , met]) => met) ? 0 : 1;
  } finally {
    await t.close();
    await feeds.stop();
  }
});

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, count, isNull, lte, min } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { databaseUseOf, type DatabaseUse } from '../db/client';
import { jobs } from '../db/schema';
import { HttpError } from '../errors';
import { ErrorDetail } from '../http/schemas';
import type { JobObserver, JobOutcome } from '../jobs/runner';
import type { Mailer } from './mail';

/** What the rest of the app counts into this instance's metrics. */
export interface AppMetrics extends JobObserver {
  /** This instance's registry: every metric below and the process's defaults, nothing shared with another app. */
  readonly registry: Registry;
  /** `mailer`, with every message counted as sent or failed. */
  countMail(mailer: Mailer): Mailer;
  /** A public answer served from memory (hit) or computed and kept (miss). */
  publicCacheLookup(outcome: 'hit' | 'miss'): void;
  /** Reads the number of open event streams at each scrape. */
  countEventStreams(open: () => number): void;
  /** Reads the job queue, then answers every metric in Prometheus' text format. */
  scrape(): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's metrics; null when they are off (METRICS_TOKEN unset), and nothing is measured. */
    metrics: AppMetrics | null;
  }
}

/** The `route` label of a request that matched no route (a 404 from the router): one label, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Request durations in seconds: from a cached answer (~1 ms) to a slow search or an upload. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Statement durations in seconds: most take a millisecond or two; a search's ranking up to a few hundred. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** The 200 of GET /api/metrics: Prometheus' text exposition format, not JSON. */
const MetricsResponse = {
  description: "This instance's metrics in Prometheus' text exposition format (version 0.0.4).",
  content: { 'text/plain': { schema: Type.String() } },
};

/** True when the Authorization header is `Bearer <token>`; compared in constant time (the digests, of one length). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  const digest = (text: string) => createHash('sha256').update(text).digest();
  // A missing header is compared too, so the answer takes as long with it as without.
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}

/** The job, mail, cache and stream metrics; the HTTP, database and job queue ones are wired in `instrument`. */
function countersOf(registry: Registry): Omit<AppMetrics, 'scrape'> {
  const registers = [registry];
  const jobRuns = new Counter({
    name: 'podbridge_job_runs_total',
    help: 'Runs of background jobs by kind and outcome: succeeded, failed (retried later) or given_up (its last attempt failed).',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const mails = new Counter({
    name: 'podbridge_emails_total',
    help: 'Emails handed to the mail server (or the outbox) by outcome: sent or failed.',
    labelNames: ['outcome'] as const,
    registers,
  });
  const cacheLookups = new Counter({
    name: 'podbridge_public_cache_lookups_total',
    help: 'Anonymous public answers served from memory (hit) or computed and kept (miss).',
    labelNames: ['outcome'] as const,
    registers,
  });
  // Zeros from the start, so a rate over them is defined before the first email or cache lookup.
  for (const outcome of ['sent', 'failed']) mails.inc({ outcome }, 0);
  for (const outcome of ['hit', 'miss']) cacheLookups.inc({ outcome }, 0);
  const streamCounts: (() => number)[] = [];
  new Gauge({
    name: 'podbridge_event_streams_open',
    help: "Users' live event streams open on this instance.",
    registers,
    collect() {
      this.set(streamCounts.reduce((sum, open) => sum + open(), 0));
    },
  });

  return {
    registry,
    jobFinished(kind: string, outcome: JobOutcome) {
      jobRuns.inc({ kind, outcome });
    },
    countMail(mailer) {
      return {
        async send(message) {
          try {
            // Called on the mailer as it is then (a test may replace its send).
            await mailer.send(message);
          } catch (error) {
            mails.inc({ outcome: 'failed' });
            throw error;
          }
          mails.inc({ outcome: 'sent' });
        },
      };
    },
    publicCacheLookup(outcome) {
      cacheLookups.inc({ outcome });
    },
    countEventStreams(open) {
      streamCounts.push(open);
    },
  };
}

/**
 * This instance's metrics (`app.metrics`), scraped at GET /api/metrics (see metricsRoute). Without METRICS_TOKEN
 * nothing is measured and `app.metrics` is null. Each app has its own registry, so tests build many apps in one
 * process. Register it before the plugins that count into it (the public cache, mail) and the routes.
 */
export default fp<{ enabled: boolean }>(
  async (app, { enabled }) => {
    app.decorate('metrics', enabled ? instrument(app) : null);
  },
  { name: 'metrics', dependencies: ['database'] },
);

/**
 * GET /api/metrics, for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`; 404 while METRICS_TOKEN is unset.
 * Registered with the routes, after the docs plugin, so the OpenAPI document has it.
 */
export const metricsRoute: FastifyPluginAsyncTypebox = async (app) => {
  const token = app.config.metricsToken;
  app.get('/api/metrics', {
    // A scrape every 15 s would fill the request log; failures are still logged.
    logLevel: 'warn',
    exposeHeadRoute: false,
    schema: {
      tags: ['health'],
      security: [{ metricsToken: [] }],
      response: { 200: MetricsResponse, 401: ErrorDetail, 404: ErrorDetail },
    },
  }, async (request, reply) => {
    const metrics = app.metrics;
    if (token === undefined || metrics === null) throw new HttpError(404, 'Not found.');
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new HttpError(401, 'The metrics token is missing or wrong.');
    }
    const text = await metrics.scrape();
    return reply.type(metrics.registry.contentType).send(text);
  });
};

/** Sets up the registry and the hooks that fill it. */
function instrument(app: FastifyInstance): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const metrics = countersOf(registry);

  // Requests, by the route's URL template (never the URL itself: the series stay few), method and status.
  const requests = new Counter({
    name: 'podbridge_http_requests_total',
    help: `Requests answered, by route template (${UNMATCHED_ROUTE}: no route matched), method and status.`,
    labelNames: ['route', 'method', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'podbridge_http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its answer, by route template and method.',
    labelNames: ['route', 'method'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    requests.inc({ route, method: request.method, status: String(reply.statusCode) });
    durations.observe({ route, method: request.method }, reply.elapsedTime / 1000);
  });

  // The database: statements under way and their durations, and the pool's connections (PostgreSQL).
  const use = databaseUseOf(app.db);
  if (use) {
    const queryDurations = new Histogram({
      name: 'podbridge_db_query_duration_seconds',
      help: 'Time from sending a statement to the database to its answer.',
      buckets: QUERY_BUCKETS,
      registers,
    });
    const stopTiming = use.queries.onQuery((seconds) => queryDurations.observe(seconds));
    app.addHook('onClose', async () => stopTiming());
    new Gauge({
      name: 'podbridge_db_queries_running',
      help: 'Statements sent to the database and not answered yet (with the embedded database, queued ones too).',
      registers,
      collect() {
        this.set(use.queries.running);
      },
    });
    const pool = use.pool;
    if (pool) {
      type PoolStats = ReturnType<NonNullable<DatabaseUse['pool']>>;
      const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
        new Gauge({ name, help, registers, collect() { this.set(read(pool())); } });
      poolGauge('podbridge_db_pool_connections', 'Connections the pool holds open to PostgreSQL.', (stats) => stats.total);
      poolGauge('podbridge_db_pool_idle_connections', 'Open connections no statement is using.', (stats) => stats.idle);
      poolGauge('podbridge_db_pool_waiting', 'Requests waiting for a connection (the pool is at its maximum).', (stats) => stats.waiting);
    }
  }

  // Read at each scrape, both with one query on the due-jobs index (jobs_due_idx).
  const due = new Gauge({
    name: 'podbridge_jobs_due',
    help: 'Background jobs due to run and not done yet, on every instance (NaN: the database did not answer).',
    registers,
  });
  const oldestAge = new Gauge({
    name: 'podbridge_jobs_oldest_due_age_seconds',
    help: 'How long the oldest due job has waited past its time; 0 when none is due (NaN: the database did not answer).',
    registers,
  });
  const readJobQueue = async () => {
    const now = app.now();
    try {
      const [queue] = await app.db
        .select({ due: count(), oldest: min(jobs.runAt) })
        .from(jobs)
        .where(and(isNull(jobs.doneAt), lte(jobs.runAt, now)));
      due.set(queue?.due ?? 0);
      oldestAge.set(queue?.oldest ? Math.max(0, (now.getTime() - queue.oldest.getTime()) / 1000) : 0);
    } catch (error) {
      // The rest of the scrape still answers; NaN rather than a stale or made-up figure.
      app.log.warn({ err: error }, 'the job queue could not be read for the metrics');
      due.set(Number.NaN);
      oldestAge.set(Number.NaN);
    }
  };
  return {
    ...metrics,
    async scrape() {
      await readJobQueue();
      return registry.metrics();
    },
  };
}

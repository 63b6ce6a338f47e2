import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import type { Mailer } from '../plugins/mail';
import { outsideRequestContext, runInRequestContext } from '../requestContext';
import type { FileStore } from '../uploads/fileStore';

/** How a run of a job ended: done, failed and to be retried, or failed its last attempt. */
export type JobOutcome = 'succeeded' | 'failed' | 'given_up';

/** Told of every run of a job (the metrics' job counters). */
export interface JobObserver {
  jobFinished(kind: string, outcome: JobOutcome): void;
}

/** What a job's handler may use; built once from the app, never from a request. */
export interface JobContext {
  db: Db;
  mailer: Mailer;
  files: FileStore;
  publicWebUrl: string;
  publicApiUrl: string;
  /** The app's log; a job scheduled by a request runs with a child of it carrying the request's id as `reqId`. */
  log: FastifyBaseLogger;
  /** Counts the runs by kind and outcome; none when metrics are off (METRICS_TOKEN unset). */
  observer?: JobObserver;
  /** Hosts the feed reader may fetch although they are not public (FEED_ALLOWED_HOSTS); none when left out. */
  feedAllowedHosts?: readonly string[];
}

/** The jobs' context from the app: its database, mailer, files, addresses, log and metrics. */
export function jobContextOf(app: FastifyInstance): JobContext {
  return {
    db: app.db,
    mailer: app.mailer,
    files: app.files,
    publicWebUrl: app.config.publicWebUrl,
    publicApiUrl: app.config.publicApiUrl,
    log: app.log,
    observer: app.metrics ?? undefined,
    feedAllowedHosts: app.config.feedAllowedHosts,
  };
}

/** Runs one job; throwing makes it retried later (see retryDelayMs), up to MAX_ATTEMPTS. */
export type JobHandler = (ctx: JobContext, payload: Record<string, unknown>, now: Date) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/** Attempts before a failing job is given up (marked done with its last error). */
export const MAX_ATTEMPTS = 5;
/** How long a claim holds: a job whose instance died mid-run is taken up again after this. */
export const LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;

/** 1, 4, 16, 64 minutes after the 1st, 2nd, 3rd, 4th failure. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 4 ** Math.max(0, attempts - 1);
}

export interface RunOptions {
  /** The time the run acts at (tests move it forward). */
  now?: Date;
  /** Names the claiming instance in `locked_by`. */
  workerId: string;
}

export interface RunSummary {
  succeeded: number;
  failed: number;
}

/**
 * Claims the due jobs (FOR UPDATE SKIP LOCKED in one transaction, then leased through `locked_at`, so a job that
 * another instance is claiming or running is passed over), runs each and marks it done, or schedules a retry.
 * A job scheduled by a request runs in that request's context (see requestContext): its handler's log lines, the
 * emails it sends and the jobs it schedules carry the request's id; any other job runs outside every request's,
 * even when a request's wake started the run.
 */
export async function runDueJobs(ctx: JobContext, handlers: JobHandlers, options: RunOptions): Promise<RunSummary> {
  const now = options.now ?? new Date();
  const claimed = await claimDueJobs(ctx.db, now, options.workerId);
  const summary: RunSummary = { succeeded: 0, failed: 0 };
  for (const job of claimed) {
    const { requestId } = job;
    const log = requestId ? ctx.log.child({ reqId: requestId }) : ctx.log;
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}".`);
      const run = () => handler({ ...ctx, log }, job.payload, now);
      await (requestId ? runInRequestContext({ requestId, log }, run) : outsideRequestContext(run));
      await ctx.db
        .update(jobs)
        .set({ doneAt: now, lockedAt: null, lockedBy: null, lastError: null })
        .where(eq(jobs.id, job.id));
      summary.succeeded += 1;
      ctx.observer?.jobFinished(job.kind, 'succeeded');
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const givenUp = job.attempts >= MAX_ATTEMPTS;
      log.error({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, givenUp ? 'job failed for good' : 'job failed; retrying later');
      await ctx.db
        .update(jobs)
        .set({
          lockedAt: null,
          lockedBy: null,
          lastError,
          ...(givenUp ? { doneAt: now, failedAt: now } : { runAt: new Date(now.getTime() + retryDelayMs(job.attempts)) }),
        })
        .where(eq(jobs.id, job.id));
      summary.failed += 1;
      ctx.observer?.jobFinished(job.kind, givenUp ? 'given_up' : 'failed');
    }
  }
  return summary;
}

async function claimDueJobs(db: Db, now: Date, workerId: string) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(
        isNull(jobs.doneAt),
        lte(jobs.runAt, now),
        or(isNull(jobs.lockedAt), lt(jobs.lockedAt, new Date(now.getTime() - LEASE_MS))),
      ))
      .orderBy(jobs.runAt)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(jobs)
      .set({ lockedAt: now, lockedBy: workerId, attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due.map((job) => job.id)))
      .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts, requestId: jobs.requestId });
  });
}

export interface JobRunner {
  /** Waits for the run under way, then runs no more. */
  stop(): Promise<void>;
}

/** Runs the due jobs every `intervalMs` until stopped; a failed run is logged and the next one comes anyway. */
export function startJobRunner(
  ctx: JobContext,
  handlers: JobHandlers,
  options: { intervalMs: number; workerId: string; clock?: Clock },
): JobRunner {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = (): void => {
    running = runDueJobs(ctx, handlers, { workerId: options.workerId, now: options.clock?.() })
      .then(() => undefined, (error: unknown) => ctx.log.error({ err: error }, 'job run failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  timer = setTimeout(tick, options.intervalMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

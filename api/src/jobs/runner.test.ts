import { eq } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { enqueueJob } from './queue';
import {
  LEASE_MS,
  MAX_ATTEMPTS,
  jobContextOf,
  retryDelayMs,
  runDueJobs,
  startJobRunner,
  type JobContext,
  type JobHandlers,
} from './runner';

let t: TestApp;
let ctx: JobContext;
beforeAll(async () => {
  t = await buildTestApp();
  ctx = jobContextOf(t.app);
});
afterAll(() => t.close());
beforeEach(() => t.db.delete(jobs));

const at = (start: Date, ms: number) => new Date(start.getTime() + ms);
const jobOf = async (kind: string) => (await t.db.select().from(jobs).where(eq(jobs.kind, kind)))[0]!;

describe('runDueJobs', () => {
  it('runs a job once it is due, with its payload, and marks it done', async () => {
    const start = new Date();
    const seen: unknown[] = [];
    const handlers: JobHandlers = { greet: async (_, payload) => void seen.push(payload) };
    await enqueueJob(t.db, { kind: 'greet', payload: { name: 'Anna' }, runAt: at(start, 60_000) });
    expect(await runDueJobs(ctx, handlers, { now: start, workerId: 'a' })).toEqual({ succeeded: 0, failed: 0 });
    expect(await runDueJobs(ctx, handlers, { now: at(start, 60_000), workerId: 'a' })).toEqual({
      succeeded: 1,
      failed: 0,
    });
    expect(seen).toEqual([{ name: 'Anna' }]);
    expect(await runDueJobs(ctx, handlers, { now: at(start, 120_000), workerId: 'a' })).toEqual({
      succeeded: 0,
      failed: 0,
    });
    expect(await jobOf('greet')).toMatchObject({
      attempts: 1,
      doneAt: at(start, 60_000),
      failedAt: null,
      lockedAt: null,
      lockedBy: null,
    });
  });

  it('retries a failing job with a growing delay and gives up after the last attempt', async () => {
    const start = new Date();
    let calls = 0;
    const handlers: JobHandlers = {
      flaky: async () => {
        calls += 1;
        throw new Error('mail server away');
      },
    };
    await enqueueJob(t.db, { kind: 'flaky', payload: {}, runAt: start });
    let now = start;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await runDueJobs(ctx, handlers, { now, workerId: 'a' })).toEqual({ succeeded: 0, failed: 1 });
      const job = await jobOf('flaky');
      expect(job).toMatchObject({ attempts: attempt, lastError: 'mail server away', lockedAt: null });
      if (attempt < MAX_ATTEMPTS) {
        expect(job.runAt).toEqual(at(now, retryDelayMs(attempt)));
        expect(job.doneAt).toBeNull();
        expect(job.failedAt).toBeNull();
        expect(await runDueJobs(ctx, handlers, { now: at(now, retryDelayMs(attempt) - 1), workerId: 'a' })).toEqual({
          succeeded: 0,
          failed: 0,
        });
        now = job.runAt;
      } else {
        expect(job.doneAt).toEqual(now);
        expect(job.failedAt).toEqual(now);
      }
    }
    expect(calls).toBe(MAX_ATTEMPTS);
    expect(await runDueJobs(ctx, handlers, { now: at(now, 24 * 3600_000), workerId: 'a' })).toEqual({
      succeeded: 0,
      failed: 0,
    });
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(2)).toBe(4 * 60_000);
  });

  it('fails a job of an unknown kind rather than dropping it silently', async () => {
    await enqueueJob(t.db, { kind: 'mystery', payload: {}, runAt: new Date() });
    expect(await runDueJobs(ctx, {}, { workerId: 'a' })).toEqual({ succeeded: 0, failed: 1 });
    expect((await jobOf('mystery')).lastError).toBe('No handler for jobs of kind "mystery".');
  });

  it('never gives one job to two runners working at the same moment', async () => {
    const start = new Date();
    const runs: string[] = [];
    const handlers: JobHandlers = {
      slow: async (_, payload) => {
        runs.push(String(payload.n));
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    };
    for (let n = 0; n < 5; n += 1) await enqueueJob(t.db, { kind: 'slow', payload: { n }, runAt: start });
    const results = await Promise.all([
      runDueJobs(ctx, handlers, { now: start, workerId: 'a' }),
      runDueJobs(ctx, handlers, { now: start, workerId: 'b' }),
    ]);
    expect(results.reduce((sum, result) => sum + result.succeeded, 0)).toBe(5);
    expect(runs.sort()).toEqual(['0', '1', '2', '3', '4']);
  });

  it('takes up a job whose runner died only after the lease runs out', async () => {
    const start = new Date();
    await enqueueJob(t.db, { kind: 'orphan', payload: {}, runAt: start });
    await t.db.update(jobs).set({ lockedAt: start, lockedBy: 'dead', attempts: 1 }).where(eq(jobs.kind, 'orphan'));
    let calls = 0;
    const handlers: JobHandlers = { orphan: async () => void (calls += 1) };
    expect(await runDueJobs(ctx, handlers, { now: at(start, LEASE_MS - 1), workerId: 'a' })).toEqual({
      succeeded: 0,
      failed: 0,
    });
    expect(await runDueJobs(ctx, handlers, { now: at(start, LEASE_MS + 1), workerId: 'a' })).toEqual({
      succeeded: 1,
      failed: 0,
    });
    expect(calls).toBe(1);
    expect(await jobOf('orphan')).toMatchObject({ attempts: 2, doneAt: at(start, LEASE_MS + 1) });
  });
});

describe('startJobRunner', () => {
  it('runs due jobs on its interval and none after stop', async () => {
    let calls = 0;
    const handlers: JobHandlers = { tick: async () => void (calls += 1) };
    await enqueueJob(t.db, { kind: 'tick', payload: {}, runAt: new Date() });
    const runner = startJobRunner(ctx, handlers, { intervalMs: 10, workerId: 'server' });
    for (let waited = 0; calls === 0 && waited < 5000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await runner.stop();
    expect(calls).toBe(1);
    await enqueueJob(t.db, { kind: 'tick', payload: {}, runAt: new Date() });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(1);
    expect(
      (await t.db.select().from(jobs).where(eq(jobs.kind, 'tick'))).filter((job) => job.doneAt === null),
    ).toHaveLength(1);
  });
});

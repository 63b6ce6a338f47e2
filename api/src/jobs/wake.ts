import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { jobHandlers } from './handlers';
import { jobContextOf, runDueJobs } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Asks for the due jobs to be run now rather than at the job runner's next round (JOBS_INTERVAL_MS, 30 s by
     * default): call it once the transaction that scheduled a job has committed, so a verification email leaves
     * at once. Returns at once; the run happens after it, and a failed run is only logged (the runner's next
     * round takes the jobs up anyway). Does nothing where jobs are not run on wake (tests run them themselves).
     */
    wakeJobs(): void;
  }
}

export interface JobWaker {
  wake(): void;
  /** Waits for the run under way, then runs no more. */
  stop(): Promise<void>;
}

/**
 * Runs `run` soon after each wake, one run at a time: wakes during a run make exactly one more run after it, so
 * a burst of sign-ups costs two runs, not one per sign-up.
 */
export function jobWaker(run: () => Promise<unknown>, log: FastifyBaseLogger): JobWaker {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const runUntilQuiet = async (): Promise<void> => {
    // After the current request's own work: the answer leaves before the run takes the database.
    await new Promise((resolve) => setImmediate(resolve));
    do {
      again = false;
      try {
        await run();
      } catch (error) {
        log.error({ err: error }, 'job run on wake failed');
      }
    } while (again && !stopped);
  };

  return {
    wake() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = runUntilQuiet().finally(() => {
        running = undefined;
      });
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/**
 * Decorates the app with `wakeJobs`. With `enabled`, a wake runs the due jobs on this instance, claimed like the
 * job runner's rounds (FOR UPDATE SKIP LOCKED and a lease), so a wake and a round, or two instances, never run one
 * job twice; the app's close waits for a run under way.
 */
export default fp<{ enabled: boolean }>(
  async (app, { enabled }) => {
    if (!enabled) {
      app.decorate('wakeJobs', () => undefined);
      return;
    }
    const workerId = `${os.hostname()}:${process.pid}`;
    const waker = jobWaker(() => runDueJobs(jobContextOf(app), jobHandlers, { workerId, now: app.now() }), app.log);
    app.decorate('wakeJobs', () => waker.wake());
    app.addHook('onClose', () => waker.stop());
  },
  { name: 'job-wake', dependencies: ['mail'] },
);

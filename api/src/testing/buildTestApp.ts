import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Clock } from '../clock';
import { loadConfig, type Config } from '../config';
import type { Database, Db } from '../db/client';
import { jobHandlers } from '../jobs/handlers';
import { jobContextOf, runDueJobs, type RunSummary } from '../jobs/runner';
import type { Mailer } from '../plugins/mail';
import { MailCapture } from './mailCapture';
import { openTestDatabase } from './testDatabase';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  mail: MailCapture;
  /** Every log line the app wrote, as JSON text. */
  logs: string[];
  /** The app's own temporary DATA_DIR (uploads land in its uploads/ folder). */
  dataDir: string;
  /** Runs the jobs due now (or at `now`) once, as the job runner would: emails scheduled by a request are sent. */
  runJobs(now?: Date): Promise<RunSummary>;
  /** Another instance of the app on the same database, as a second server would run; closed by close(). */
  addInstance(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The PostgreSQL server to make the schema on (see openTestDatabase); null for in-memory PGlite. */
  databaseUrl?: string | null;
  /** A schema on that server to use and keep (see openTestDatabase) instead of a throwaway one. */
  keptSchema?: string;
  /** The time the app acts at (tests move it past a recording time); the system clock when omitted. */
  clock?: Clock;
  /** Where the app's mail goes instead of `mail` (a real SMTP mailer); `mail` then stays empty. */
  mailer?: Mailer;
  /** Runs due jobs when a request schedules one, as a server does; off by default, tests call runJobs. */
  runJobsOnWake?: boolean;
}

/**
 * The app on a fresh database (see openTestDatabase) and a temporary data folder, with mail captured and logs
 * kept in memory.
 */
export async function buildTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'podbridge-test-data-'));
  const config: Config = { ...loadConfig({ RATE_LIMIT_AUTH_MAX: '100000' }), dataDir, ...overrides };
  const { database, connectAgain, destroy } = await openTestDatabase(options.databaseUrl, options.keptSchema);
  const mail = new MailCapture();
  const logs: string[] = [];
  const appOn = (instanceDatabase: Database) =>
    buildApp(config, {
      db: instanceDatabase.db,
      listen: instanceDatabase.listen,
      jwtSecret: 'test-secret-that-is-at-least-32-characters-long',
      mailer: options.mailer ?? mail,
      clock: options.clock,
      runJobsOnWake: options.runJobsOnWake ?? false,
      logStream: { write: (line: string) => void logs.push(line) },
    });
  const app = await appOn(database);
  const instances = [app];
  return {
    app,
    db: database.db,
    mail,
    logs,
    dataDir,
    runJobs: (now) => runDueJobs(jobContextOf(app), jobHandlers, { now: now ?? options.clock?.() ?? new Date(), workerId: 'test' }),
    async addInstance() {
      const instance = await appOn(connectAgain());
      instances.push(instance);
      return instance;
    },
    async close() {
      await Promise.all(instances.map((instance) => instance.close()));
      await destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { offsetClock, systemClock } from './clock';
import { resolveJwtSecret } from './auth/jwtSecret';
import { ConfigError, loadConfig, processEnv } from './config';
import { openConfiguredDatabase } from './configuredDatabase';
import { DataDirInUseError } from './db/dataDirLock';
import { jobHandlers } from './jobs/handlers';
import { jobContextOf, startJobRunner } from './jobs/runner';
import { outboxMailer, smtpMailer } from './plugins/mail';
import { RateLimitStoreError } from './plugins/rateLimit';
import { UploadsBucketError } from './plugins/uploads';

/** Starts the API: config, database (migrated), HTTP; on SIGINT/SIGTERM closes the server, then the database. */
async function main(): Promise<void> {
  const config = loadConfig(processEnv());
  const log = pino({ level: config.logLevel });
  const { database, close: closeDatabase } = await openConfiguredDatabase(config, {
    onIdleClientError: (error) => log.error({ err: error }, 'idle database connection failed'),
  });
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log);
  const jwtSecret = await resolveJwtSecret(config);
  const clock = config.clockOffsetFile ? offsetClock(config.clockOffsetFile) : systemClock;
  // A failed start (Redis unreachable, say) gives the data folder back before the process exits.
  const app = await buildApp(config, { db: database.db, listen: database.listen, jwtSecret, mailer, clock }).catch(async (error: unknown) => {
    await closeDatabase();
    throw error;
  });

  // Every instance runs due jobs; claiming them in the database keeps two from running one job.
  const jobs = startJobRunner(
    jobContextOf(app),
    jobHandlers,
    { intervalMs: config.jobsIntervalMs, workerId: `${os.hostname()}:${process.pid}`, clock },
  );
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received; shutting down`);
    try {
      await jobs.stop();
      await app.close();
      await closeDatabase();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await jobs.stop();
    await app.close();
    await closeDatabase();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  const expected =
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof RateLimitStoreError ||
    error instanceof UploadsBucketError;
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
});

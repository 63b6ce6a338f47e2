import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, processEnv } from './config';
import { DataDirInUseError } from './db/dataDirLock';
import { outboxMailer, smtpMailer } from './plugins/mail';
import { openStorage, resolveJwtSecret } from './storage';

/** Starts the API: config, database (migrated), HTTP; on SIGINT/SIGTERM closes the server, then the database. */
async function main(): Promise<void> {
  const config = loadConfig(processEnv());
  const log = pino({ level: config.logLevel });
  const storage = await openStorage(config, {
    onIdleClientError: (error) => log.error({ err: error }, 'idle database connection failed'),
  });
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log);
  const app = await buildApp(config, { db: storage.database.db, jwtSecret: await resolveJwtSecret(config), mailer });

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received; shutting down`);
    try {
      await app.close();
      await storage.close();
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
    await app.close();
    await storage.close();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  const expected = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(expected ? (error as Error).message : error);
  process.exit(1);
});

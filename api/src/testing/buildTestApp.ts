import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/client';
import { MailCapture } from './mailCapture';
import { openTestDatabase } from './testDatabase';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  mail: MailCapture;
  /** Every log line the app wrote, as JSON text. */
  logs: string[];
  close(): Promise<void>;
}

/** The app on a fresh database (see openTestDatabase), with mail captured and logs kept in memory. */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const config: Config = { ...loadConfig({ RATE_LIMIT_AUTH_MAX: '100000' }), ...overrides };
  const { database, destroy } = await openTestDatabase();
  const mail = new MailCapture();
  const logs: string[] = [];
  const app = await buildApp(config, {
    db: database.db,
    jwtSecret: 'test-secret-that-is-at-least-32-characters-long',
    mailer: mail,
    logStream: { write: (line: string) => void logs.push(line) },
  });
  return {
    app,
    db: database.db,
    mail,
    logs,
    async close() {
      await app.close();
      await destroy();
    },
  };
}

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
  /** The app's own temporary DATA_DIR (uploads land in its uploads/ folder). */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The app on a fresh database (see openTestDatabase) and a temporary data folder, with mail captured and logs
 * kept in memory.
 */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'podbridge-test-data-'));
  const config: Config = { ...loadConfig({ RATE_LIMIT_AUTH_MAX: '100000' }), dataDir, ...overrides };
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
    dataDir,
    async close() {
      await app.close();
      await destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { lockDataDir } from './db/dataDirLock';

export interface Storage {
  database: Database;
  /** Closes the database, then gives the data folder back. */
  close(): Promise<void>;
}

/**
 * Opens the configured database with its migrations applied: PostgreSQL at DATABASE_URL, else the embedded
 * PGlite in DATA_DIR/pglite, which this process then holds exclusively (see lockDataDir).
 */
export async function openStorage(
  config: Config,
  hooks: { onIdleClientError?: (error: Error) => void } = {},
): Promise<Storage> {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl, { onIdleClientError: hooks.onIdleClientError });
    await database.migrate();
    return { database, close: () => database.close() };
  }
  const release = await lockDataDir(config.dataDir);
  try {
    const database = await openPglite(path.join(config.dataDir, 'pglite'));
    await database.migrate();
    return {
      database,
      async close() {
        try {
          await database.close();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** JWT_SECRET, or the one generated on the first start and kept in DATA_DIR/jwt-secret (mode 600). */
export async function resolveJwtSecret(config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another instance sharing DATA_DIR wrote it first: use theirs.
    if ((error as { code?: string }).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
}

import path from 'node:path';
import type { Config } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { lockDataDir } from './db/dataDirLock';

export interface ConfiguredDatabase {
  database: Database;
  /** Closes the database, then gives the data folder back. */
  close(): Promise<void>;
}

/**
 * Opens the configured database with its migrations applied: PostgreSQL at DATABASE_URL, else the embedded
 * PGlite in DATA_DIR/pglite, which this process then holds exclusively (see lockDataDir).
 */
export async function openConfiguredDatabase(
  config: Config,
  hooks: { onIdleClientError?: (error: Error) => void } = {},
): Promise<ConfiguredDatabase> {
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

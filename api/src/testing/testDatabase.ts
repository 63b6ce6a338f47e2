import { createHash, randomBytes } from 'node:crypto';
import { access, cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { testDatabaseUrl } from '../config';
import { MIGRATIONS_FOLDER, openPglite, openPostgres, type Database } from '../db/client';

export interface TestDatabase {
  database: Database;
  /**
   * The same data through connections of its own, as a second server has them (PostgreSQL); PGlite lives in one
   * process, so there it is the same database. Closed by destroy().
   */
  connectAgain(): Database;
  /** Closes the connections and throws the data away. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or with a server URL (TEST_DATABASE_URL unless
 * given; null for PGlite) a new schema on that server, so test files can run in parallel against one PostgreSQL.
 * `keptSchema` names a schema to use instead, created when missing, migrated, and kept by destroy(): a benchmark's
 * filled data, measured again after a change without filling it again.
 */
export async function openTestDatabase(
  url: string | null = testDatabaseUrl() ?? null,
  keptSchema?: string,
): Promise<TestDatabase> {
  if (!url) {
    const database = await openPglite(undefined, await migratedSnapshot());
    // Applies nothing when the snapshot is current; the same migrator as at start either way.
    await database.migrate();
    return { database, connectAgain: () => database, destroy: () => database.close() };
  }
  if (keptSchema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keptSchema)) {
    throw new Error(`A kept schema's name is lower-case letters, digits and underscores: ${keptSchema}`);
  }
  const schema = keptSchema ?? `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  const migrationsFolder = await migrationsInto(schema);
  // "public" after the test's own schema: the search extensions (pg_trgm's operator classes) live there.
  const database = openPostgres(url, { searchPath: `${schema},public` });
  try {
    await database.migrate({ migrationsFolder, migrationsSchema: schema });
  } finally {
    await rm(migrationsFolder, { recursive: true, force: true });
  }
  const others: Database[] = [];
  return {
    database,
    connectAgain() {
      const other = openPostgres(url, { searchPath: `${schema},public` });
      others.push(other);
      return other;
    },
    async destroy() {
      await Promise.all([database, ...others].map((open) => open.close()));
      if (keptSchema === undefined) await adminQuery(url, `DROP SCHEMA "${schema}" CASCADE`);
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The generated migrations, retargeted from the public schema to `schema`: drizzle-kit qualifies types and
 * foreign keys with "public", which would escape the test's schema. The migrator itself is the same as at start.
 */
async function migrationsInto(schema: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'podbridge-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  for (const file of await readdir(folder)) {
    if (!file.endsWith('.sql')) continue;
    const sqlText = await readFile(path.join(folder, file), 'utf8');
    await writeFile(path.join(folder, file), sqlText.replaceAll('"public".', `"${schema}".`));
  }
  return folder;
}


const SNAPSHOT_PREFIX = 'podbridge-test-pglite-';

/**
 * A migrated, empty PGlite data folder in the system's temporary folder, made once for each set of migrations and
 * PGlite version (named by their hash): a test file starts from it in a fraction of a second, where initdb and the
 * migrations take two seconds or more. Made by whichever test file needs it first; written under a temporary name
 * and renamed, so a parallel worker sees the whole file or none. Older snapshots are removed.
 */
async function migratedSnapshot(): Promise<string> {
  const hash = createHash('sha256');
  const pgliteManifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  hash.update(await readFile(pgliteManifest));
  for (const file of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    if (file.endsWith('.sql') || file.endsWith('_journal.json')) hash.update(file).update(await readFile(path.join(MIGRATIONS_FOLDER, file)));
  }
  const name = `${SNAPSHOT_PREFIX}${hash.digest('hex').slice(0, 16)}.tar`;
  const file = path.join(os.tmpdir(), name);
  try {
    await access(file);
    return file;
  } catch {
    // Not made yet: make it below.
  }
  const database = await openPglite();
  try {
    await database.migrate();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, await database.dump());
    await rename(partial, file);
  } finally {
    await database.close();
  }
  for (const other of await readdir(os.tmpdir())) {
    if (other.startsWith(SNAPSHOT_PREFIX) && other !== name && other.endsWith('.tar')) {
      await rm(path.join(os.tmpdir(), other), { force: true });
    }
  }
  return file;
}

import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client, Pool, type PoolClient } from 'pg';
import { PgliteThread, type PgliteQueries, type PgliteTransaction } from './pgliteThread';
import * as schema from './schema';

/** The query builder every service uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface MigrationOptions {
  migrationsFolder?: string;
  /** Where drizzle records applied migrations; tests give each schema its own. */
  migrationsSchema?: string;
}

/**
 * Calls `onPayload` with each NOTIFY on `channel` until the returned function is called. `onResumed` is called when
 * the listening connection was lost and is back: notifications sent in between never arrived.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onResumed?: () => void,
) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  /** Applies the generated SQL migrations that are not applied yet. */
  migrate(options?: MigrationOptions): Promise<void>;
  /** LISTEN for notifications (sent with pg_notify, delivered when the sending transaction commits). */
  listen: Listen;
  close(): Promise<void>;
}

/**
 * Set on every connection, embedded or pooled. The data sits in memory or on SSDs, so random reads cost about as
 * much as sequential ones; with the default (4) the planner scans whole tables where a search's index scan is ten
 * times faster (a rare word at 100,000 podcasts: 84 -> 8 ms). JIT compilation pays off for long analytic queries,
 * never for this app's short ones, and it fires on the cost estimate of a search's ranking (60 -> 13 ms without).
 */
const SESSION_SETTINGS = ['random_page_cost=1.1', 'jit=off'];

// --- Query metering (metrics) ---
/**
 * Times the statements one Database runs, for the metrics: how many are under way, and each one's duration to
 * whoever listens. Without listeners it only counts (no clock is read).
 */
export class QueryMeter {
  /** Statements sent and not answered yet (with PGlite: waiting in its thread's queue or running). */
  running = 0;
  private readonly listeners = new Set<(seconds: number) => void>();

  /** Calls `listener` with each statement's duration in seconds from now on, until the returned function is called. */
  onQuery(listener: (seconds: number) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Starts one statement; the returned function ends it (once, whatever its outcome). */
  start(): () => void {
    this.running += 1;
    const started = this.listeners.size > 0 ? process.hrtime.bigint() : undefined;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.running -= 1;
      if (started === undefined) return;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      for (const listener of this.listeners) listener(seconds);
    };
  }

  /** Runs one statement, timed. */
  time<T>(statement: () => Promise<T>): Promise<T> {
    const end = this.start();
    try {
      return statement().finally(end);
    } catch (error) {
      end();
      throw error;
    }
  }
}

/** What the metrics read of a Database's use; the app is handed only its query builder, so it is found by that. */
export interface DatabaseUse {
  queries: QueryMeter;
  /** node-postgres: the pool's connections, and the requests waiting for one; PGlite has one connection, no pool. */
  pool?: () => { total: number; idle: number; waiting: number };
}

const uses = new WeakMap<Db, DatabaseUse>();

/** The use of the Database whose query builder `db` is; undefined for one not opened here. */
export function databaseUseOf(db: Db): DatabaseUse | undefined {
  return uses.get(db);
}

/** PGlite's query and exec, each statement timed. */
function meteredPglite(queries: PgliteQueries, meter: QueryMeter): PgliteQueries {
  return {
    query: <T>(text: string, params?: unknown[], options?: Parameters<PgliteQueries['query']>[2]) =>
      meter.time(() => queries.query<T>(text, params, options)),
    exec: (text: string) => meter.time(() => queries.exec(text)),
  };
}

/**
 * A pooled connection's `query`, each statement timed: called with a callback (as the pool's own query does) or
 * for a promise (as drizzle does in a transaction).
 */
function meterPgClient(client: PoolClient, meter: QueryMeter): void {
  // node-postgres' query has many overloads; this passes every call through unchanged, so it takes any arguments.
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const metered = (...args: unknown[]): unknown => {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      const end = meter.start();
      return query(...args.slice(0, -1), (...results: unknown[]) => {
        end();
        return (callback as (...results: unknown[]) => unknown)(...results);
      });
    }
    const result = query(...args);
    if (result instanceof Promise) {
      const end = meter.start();
      result.then(end, end);
    }
    return result;
  };
  Object.assign(client, { query: metered });
}
// --- end of query metering ---

/** Generated by drizzle-kit; the build copies them next to the compiled code. */
export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');

const genericPlans = new WeakMap<Db, Db>();

/**
 * Where statements prepared once should be built: on PostgreSQL the same database through connections that keep
 * each named statement's generic plan (see openPostgres); elsewhere (PGlite, a transaction) `db` itself.
 */
export function genericPlansOf(db: Db): Db {
  return genericPlans.get(db) ?? db;
}

/** The embedded database, which can also be dumped whole (tests start each file from a migrated dump). */
export interface PgliteDatabase extends Database {
  /** The data folder as a tar file, for `openPglite`'s `snapshotFile`. */
  dump(): Promise<Uint8Array>;
}

/**
 * Embedded PostgreSQL persisted in `directory` (in memory when undefined), with the extensions search needs, in a
 * thread of its own (see PgliteThread); started from a dumped data folder when `snapshotFile` names one.
 */
export async function openPglite(directory?: string, snapshotFile?: string): Promise<PgliteDatabase> {
  const client = await PgliteThread.start(directory, snapshotFile);
  for (const setting of SESSION_SETTINGS) await client.exec(`SET ${setting}`);
  // Its thread keeps every statement prepared; each is still planned for its values, as an unnamed statement would
  // be: a generic plan (one for any values) of a search ranks the whole table (a search went 30 -> 300 ms).
  await client.exec('SET plan_cache_mode = force_custom_plan');
  // PgliteThread answers the calls drizzle's PGlite driver makes (query, exec, transaction) as PGlite does; each
  // statement, in a transaction too, goes through the meter.
  const meter = new QueryMeter();
  const metered = {
    ...meteredPglite(client, meter),
    transaction: <T>(fn: (tx: PgliteTransaction) => Promise<T>) =>
      client.transaction((tx) => fn({ ...meteredPglite(tx, meter), get closed() { return tx.closed; } })),
  };
  const db = drizzlePglite({ client: metered as unknown as PGlite, schema, casing: 'snake_case' });
  uses.set(db, { queries: meter });
  return {
    db,
    migrate: (options = {}) => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER, ...options }),
    // In this process: nothing to reconnect, so onResumed is never called.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    dump: () => client.dump(),
    close: () => client.close(),
  };
}

export interface PostgresOptions {
  /** Set on every pooled connection; tests use it to isolate each file in its own schema. */
  searchPath?: string;
  /**
   * An idle pooled connection failed (the pool drops it and reconnects on the next query), or the listening
   * connection did (it reconnects with backoff).
   */
  onIdleClientError?: (error: Error) => void;
}

/** How long a request waits for a connection to the server, and for one query's answer. */
const CONNECT_TIMEOUT_MS = 5000;
const QUERY_TIMEOUT_MS = 30_000;

/** A PostgreSQL server through a node-postgres pool. */
export function openPostgres(connectionString: string, options: PostgresOptions = {}): Database {
  const meter = new QueryMeter();
  const poolOf = (settings: string[]) => {
    const pool = new Pool({
      connectionString,
      options: [...SESSION_SETTINGS, ...settings, ...(options.searchPath ? [`search_path=${options.searchPath}`] : [])]
        .map((setting) => `-c ${setting}`)
        .join(' '),
      // While the server is away a request fails (503) within seconds rather than hanging.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
    });
    pool.on('error', (error) => options.onIdleClientError?.(error));
    pool.on('connect', (client) => meterPgClient(client, meter));
    return pool;
  };
  const pool = poolOf([]);
  // The named statements of preparedOnce (key lookups, plain list pages, counts) run on connections of their own
  // that keep one generic plan per statement. Left to choose, PostgreSQL planned a list page anew on every run (0
  // generic plans of ~350 runs: with LIMIT and OFFSET as parameters the generic plan's estimate is a tenth of the
  // table), and planning cost more than running it: signed-in page 1 at 16 connections went ~700 -> ~1,600 req/s.
  // Searches stay on the main pool, planned for their words (a generic plan made a search 10x slower).
  const generic = poolOf(['plan_cache_mode=force_generic_plan']);
  const db = drizzleNodePostgres({ client: pool, schema, casing: 'snake_case' });
  const genericDb = drizzleNodePostgres({ client: generic, schema, casing: 'snake_case' });
  genericPlans.set(db, genericDb);
  uses.set(db, {
    queries: meter,
    pool: () => ({
      total: pool.totalCount + generic.totalCount,
      idle: pool.idleCount + generic.idleCount,
      waiting: pool.waitingCount + generic.waitingCount,
    }),
  });
  const listener = new PostgresListener(connectionString, options.onIdleClientError);
  return {
    db,
    async migrate(migrationOptions = {}) {
      // Instances of a new release that start together would each apply the same migrations, and all but one fail
      // (a duplicate type or table): each takes an advisory lock, held by a connection of its own (no query timeout:
      // a long migration is waited for) while it migrates, so the others wait, then find nothing left to apply.
      const lock = new Client({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      await lock.connect();
      try {
        await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`podbridge-migrations:${migrationOptions.migrationsSchema ?? 'drizzle'}`]);
        await migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER, ...migrationOptions });
      } finally {
        // Ending the session releases the lock.
        await lock.end();
      }
    },
    listen: (channel, onPayload, onResumed) => listener.listen(channel, onPayload, onResumed),
    async close() {
      await listener.close();
      await Promise.all([pool.end(), generic.end()]);
    },
  };
}

/** Waits before each reconnect of the listening connection, by attempt (the last one repeats). */
const LISTENER_RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000, 10_000];

interface ListenerCallbacks {
  onPayload: (payload: string) => void;
  onResumed?: () => void;
}

/**
 * One connection outside the pool, opened on the first listen, that LISTENs to every channel of one Database: a
 * pooled connection would be handed to other queries between notifications. When it drops it reconnects with
 * backoff and LISTENs again to every channel, then tells the listeners that notifications may have been missed.
 */
class PostgresListener {
  private readonly channels = new Map<string, Set<ListenerCallbacks>>();
  private client: Client | null = null;
  private connecting: Promise<Client> | null = null;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private attempt = 0;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly onError?: (error: Error) => void,
  ) {}

  async listen(channel: string, onPayload: (payload: string) => void, onResumed?: () => void): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('The database is closed.');
    const callbacks: ListenerCallbacks = { onPayload, onResumed };
    let listeners = this.channels.get(channel);
    const first = !listeners;
    if (!listeners) {
      listeners = new Set();
      this.channels.set(channel, listeners);
    }
    listeners.add(callbacks);
    try {
      // Opening the connection (or reopening a lost one, after its wait) LISTENs to every channel in the map.
      if (this.client) {
        if (first) await this.client.query(`LISTEN ${this.client.escapeIdentifier(channel)}`);
      } else if (this.reconnectTimer === undefined) {
        await this.connect();
      }
    } catch (error) {
      this.remove(channel, callbacks);
      throw error;
    }
    return async () => {
      if (!this.remove(channel, callbacks)) return;
      await this.client?.query(`UNLISTEN ${this.client.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** Forgets the callbacks; true when they were the channel's last. */
  private remove(channel: string, callbacks: ListenerCallbacks): boolean {
    const listeners = this.channels.get(channel);
    if (!listeners?.delete(callbacks) || listeners.size > 0) return false;
    this.channels.delete(channel);
    return true;
  }

  /** Opens the connection and LISTENs to every channel known by then; one attempt at a time. */
  private connect(): Promise<Client> {
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<Client> {
    const client = new Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      for (const { onPayload } of this.channels.get(message.channel) ?? []) onPayload(message.payload ?? '');
    });
    // pg emits 'error' and then 'end' on a lost connection; without an 'error' listener the process would crash.
    client.on('error', (error) => this.onError?.(error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      throw new Error('The database is closed.');
    }
    this.client = client;
    return client;
  }

  private lost(client: Client): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    const delay = LISTENER_RECONNECT_DELAYS_MS[Math.min(this.attempt, LISTENER_RECONNECT_DELAYS_MS.length - 1)]!;
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect().then(
        () => {
          this.attempt = 0;
          for (const listeners of this.channels.values()) for (const { onResumed } of listeners) onResumed?.();
        },
        (error: unknown) => {
          if (this.closed) return;
          this.onError?.(error instanceof Error ? error : new Error(String(error)));
          this.scheduleReconnect();
        },
      );
    }, delay);
  }
}

/** True when a query failed on a unique index or constraint (optionally a given one). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const details = current as Error & { code?: unknown; constraint?: unknown };
    if (details.code === '23505') return constraint === undefined || details.constraint === constraint;
  }
  return false;
}

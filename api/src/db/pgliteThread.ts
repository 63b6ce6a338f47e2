import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Results, RowMode } from '@electric-sql/pglite';

/** What the worker starts with. */
export interface ThreadStart {
  /** PGlite's data folder; in memory when undefined. */
  directory: string | undefined;
  /** A data folder dumped by `dump()` (a tar file) to start from instead of an empty database. */
  snapshotFile?: string;
}

/** A request to the database thread; `id` pairs it with its answer. */
export type ThreadRequest = { id: number } & (
  | {
      kind: 'query';
      tx?: number;
      text: string;
      params: unknown[];
      rowMode: RowMode | undefined;
      /** Type ids whose values stay as the text PostgreSQL sent. */
      textTypes: number[];
    }
  | { kind: 'exec'; tx?: number; text: string }
  | { kind: 'begin' }
  | { kind: 'end'; tx: number; commit: boolean }
  | { kind: 'listen'; channel: string }
  | { kind: 'unlisten'; channel: string }
  | { kind: 'dump' }
  | { kind: 'close' }
);

/** An error as it crosses threads (an Error's own fields do not survive structured cloning). */
export interface SentError {
  message: string;
  name: string;
  fields: Record<string, string | number | boolean>;
}

export type ThreadMessage =
  | { kind: 'ready' }
  | { kind: 'failed'; error: SentError }
  | { kind: 'answer'; id: number; value?: unknown; error?: SentError }
  | { kind: 'notification'; channel: string; payload: string };

/** Query options as drizzle passes them: parsers only ever keep a type's text as it is (checked). */
interface QueryOptions {
  rowMode?: RowMode;
  parsers?: Record<number, (value: string, type: number) => unknown>;
}

/** The part of PGlite's interface the query builder, its migrator and the app use. */
export interface PgliteQueries {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Array<Results>>;
}

export interface PgliteTransaction extends PgliteQueries {
  readonly closed: boolean;
}

function received(error: SentError): Error {
  const rebuilt = Object.assign(new Error(error.message), error.fields);
  rebuilt.name = error.name;
  return rebuilt;
}

/** The type ids of the given parsers, each checked to hand the text back unchanged: no function crosses threads. */
function textTypesOf(parsers: QueryOptions['parsers']): number[] {
  if (!parsers) return [];
  return Object.entries(parsers).map(([type, parse]) => {
    const probe = 'a text';
    if (parse(probe, Number(type)) !== probe) throw new Error(`A parser for type ${type} cannot run in the database thread.`);
    return Number(type);
  });
}

/**
 * PGlite in a worker thread of its own, with PGlite's interface (the parts drizzle uses) in this one: queries,
 * transactions (held open in the worker while this side runs its statements) and LISTEN. One database, one
 * connection, as in process: statements and transactions queue in the worker as PGlite queues them.
 */
export class PgliteThread implements PgliteQueries {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private stopped: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: ThreadMessage) => this.receive(message));
    worker.on('error', (error) => this.stop(error));
    worker.on('exit', (code) => this.stop(new Error(`The database thread stopped (exit code ${code}).`)));
  }

  /**
   * Starts the thread and opens the database in `directory` (in memory when undefined), from the data folder in
   * `snapshotFile` when given.
   */
  static async start(directory: string | undefined, snapshotFile?: string): Promise<PgliteThread> {
    const compiled = path.extname(__filename) === '.js';
    const worker = new Worker(path.join(__dirname, `pgliteWorker${path.extname(__filename)}`), {
      workerData: { directory, snapshotFile } satisfies ThreadStart,
      // From the sources (tests, tsx) the worker's TypeScript goes through tsx's loader.
      execArgv: compiled ? undefined : ['--require', require.resolve('tsx/cjs')],
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: ThreadMessage) => {
        if (message.kind === 'ready') resolve();
        else if (message.kind === 'failed') reject(received(message.error));
        else return;
        worker.off('message', onMessage);
        worker.off('error', reject);
      };
      worker.on('message', onMessage);
      worker.on('error', reject);
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    return new PgliteThread(worker);
  }

  query<T>(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    return this.statement<T>(undefined, text, params, options);
  }

  exec(text: string): Promise<Array<Results>> {
    return this.request({ kind: 'exec', text }) as Promise<Array<Results>>;
  }

  /** The whole data folder as an uncompressed tar file, which `start` can open again. */
  async dump(): Promise<Uint8Array> {
    return (await this.request({ kind: 'dump' })) as Uint8Array;
  }

  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    const id = (await this.request({ kind: 'begin' })) as number;
    let closed = false;
    const tx: PgliteTransaction = {
      query: <R>(text: string, params: unknown[] = [], options: QueryOptions = {}) =>
        this.statement<R>(id, text, params, options),
      exec: (text: string) => this.request({ kind: 'exec', tx: id, text }) as Promise<Array<Results>>,
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      closed = true;
      await this.request({ kind: 'end', tx: id, commit: false });
      throw error;
    }
    closed = true;
    await this.request({ kind: 'end', tx: id, commit: true });
    return result;
  }

  /** Calls `onPayload` with each NOTIFY on `channel` until the returned function is called. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.channels.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.channels.set(channel, listeners);
      await this.request({ kind: 'listen', channel });
    }
    listeners.add(onPayload);
    return async () => {
      const current = this.channels.get(channel);
      if (!current?.delete(onPayload) || current.size > 0) return;
      this.channels.delete(channel);
      await this.request({ kind: 'unlisten', channel });
    };
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    await this.request({ kind: 'close' });
    this.stop(new Error('The database is closed.'));
    await this.worker.terminate();
  }

  private statement<T>(tx: number | undefined, text: string, params: unknown[], options: QueryOptions) {
    let textTypes: number[];
    try {
      textTypes = textTypesOf(options.parsers);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return this.request({ kind: 'query', tx, text, params, rowMode: options.rowMode, textTypes }) as Promise<
      Results<T>
    >;
  }

  private request(request: DistributiveOmit<ThreadRequest, 'id'>): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private receive(message: ThreadMessage): void {
    if (message.kind === 'notification') {
      for (const onPayload of this.channels.get(message.channel) ?? []) onPayload(message.payload);
    } else if (message.kind === 'answer') {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) waiting?.reject(received(message.error));
      else waiting?.resolve(message.value);
    }
  }

  /** Fails every request still waiting, and every later one. */
  private stop(error: Error): void {
    if (this.stopped) return;
    this.stopped = error;
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

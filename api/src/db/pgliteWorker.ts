/**
 * The embedded database's own thread: one PGlite instance, answering the requests of `PgliteThread` (see
 * pgliteThread.ts) over the worker's port. Its queries' CPU (PostgreSQL compiled to WebAssembly, and reading its
 * answers into rows) runs here, beside the API's thread instead of taking turns with it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ThreadRequest, ThreadMessage, ThreadStart, SentError } from './pgliteThread';

const port = parentPort!;
const { directory } = workerData as ThreadStart;

/** Open transactions by id: the transaction, and how to end it (resolve commits, reject rolls back). */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => Promise<void> }>();
const unlistens = new Map<string, () => Promise<void>>();
let nextTransaction = 1;

const send = (message: ThreadMessage) => port.postMessage(message);

/** The parts of an error that survive the trip: message, name and the driver's fields (code, constraint, ...). */
function sendable(error: unknown): SentError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

/** Parsers that hand the text over as it came, for the types the caller asked to keep as text. */
const asText = (types: number[]) => Object.fromEntries(types.map((type) => [type, (value: string) => value]));

async function begin(database: PGlite): Promise<number> {
  const id = nextTransaction++;
  return new Promise<number>((opened, failed) => {
    let finish: (commit: boolean) => void = () => undefined;
    const decided = new Promise<void>((resolve, reject) => {
      finish = (commit) => (commit ? resolve() : reject(new RollbackRequested()));
    });
    const done = database.transaction(async (tx) => {
      transactions.set(id, { tx, end });
      opened(id);
      await decided;
    });
    // The end's answer: after COMMIT or ROLLBACK ran; a rollback that was asked for is not a failure.
    const ended = done.then(
      () => undefined,
      (error: unknown) => {
        if (!(error instanceof RollbackRequested)) throw error;
      },
    );
    function end(commit: boolean): Promise<void> {
      transactions.delete(id);
      finish(commit);
      return ended;
    }
    // A failure before the transaction opened (BEGIN itself) answers the begin request.
    done.catch(failed);
  });
}

class RollbackRequested extends Error {}

async function answer(database: PGlite, request: ThreadRequest): Promise<unknown> {
  const on = (tx: number | undefined) => {
    if (tx === undefined) return database;
    const open = transactions.get(tx);
    if (!open) throw new Error('The transaction has already ended.');
    return open.tx;
  };
  switch (request.kind) {
    case 'query':
      return on(request.tx).query(request.text, request.params, {
        rowMode: request.rowMode,
        parsers: asText(request.textTypes),
      });
    case 'exec':
      return on(request.tx).exec(request.text);
    case 'begin':
      return begin(database);
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('The transaction has already ended.');
      return open.end(request.commit);
    }
    case 'listen':
      if (!unlistens.has(request.channel)) {
        unlistens.set(
          request.channel,
          await database.listen(request.channel, (payload) =>
            send({ kind: 'notification', channel: request.channel, payload }),
          ),
        );
      }
      return undefined;
    case 'unlisten': {
      const unlisten = unlistens.get(request.channel);
      unlistens.delete(request.channel);
      await unlisten?.();
      return undefined;
    }
    case 'close':
      await database.close();
      return undefined;
  }
}

async function main() {
  let database: PGlite;
  try {
    database = await PGlite.create(directory, { extensions: { pg_trgm, unaccent } });
  } catch (error) {
    send({ kind: 'failed', error: sendable(error) });
    return;
  }
  port.on('message', (request: ThreadRequest) => {
    answer(database, request).then(
      (value) => send({ kind: 'answer', id: request.id, value }),
      (error: unknown) => send({ kind: 'answer', id: request.id, error: sendable(error) }),
    );
  });
  send({ kind: 'ready' });
}

void main();

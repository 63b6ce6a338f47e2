/**
 * The embedded database's own thread: one PGlite instance, answering the requests of `PgliteThread` (see
 * pgliteThread.ts) over the worker's port. Its queries' CPU (PostgreSQL compiled to WebAssembly, and reading its
 * answers into rows) runs here, beside the API's thread instead of taking turns with it.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { parse, PGlite, protocol, type Results, type RowMode, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ThreadRequest, ThreadMessage, ThreadStart, SentError } from './pgliteThread';

const port = parentPort!;
const { directory, snapshotFile } = workerData as ThreadStart;

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

/**
 * Statements PostgreSQL has parsed and planned in this session, by their text (least recently used first), with
 * their parameters' types. The app's statements have few shapes, so nearly every query skips parsing and planning,
 * which are most of a small query's cost here.
 */
const statements = new Map<string, { name: string; types: number[] }>();
const STATEMENTS_KEPT = 256;
let nextStatement = 1;
const { serialize } = protocol;

interface Statement {
  text: string;
  params: unknown[];
  rowMode: RowMode | undefined;
  textTypes: number[];
}

/**
 * Runs a statement as PGlite's query() does (parse, describe, bind, execute, sync), but through a named prepared
 * statement kept for its text. Inside an open transaction it runs in it; otherwise it waits for any transaction to
 * end, as query() does, and writes its changes to the data folder after.
 */
async function runStatement(database: PGlite, statement: Statement, inTransaction: boolean): Promise<Results> {
  try {
    return await runPrepared(database, statement, inTransaction);
  } catch (error) {
    // A table changed its columns under a kept plan: prepare the statement again, once.
    if ((error as { code?: string }).code !== '0A000' || !statements.has(statement.text)) throw error;
    statements.delete(statement.text);
    return runPrepared(database, statement, inTransaction);
  }
}

/** Protocol messages as one buffer: PostgreSQL reads them in order, in one call into the database. */
function joined(...messages: Uint8Array[]): Uint8Array {
  const buffer = new Uint8Array(messages.reduce((total, message) => total + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    buffer.set(message, offset);
    offset += message.length;
  }
  return buffer;
}

async function runPrepared(database: PGlite, { text, params, rowMode, textTypes }: Statement, inTransaction: boolean) {
  const send = (message: Uint8Array) => database.execProtocolStream(message, { syncToFs: false });
  const run = () =>
    database._runExclusiveQuery(async () => {
      let prepared = statements.get(text);
      if (prepared) {
        // Now the most recently used.
        statements.delete(text);
      } else {
        const name = `podbridge_${nextStatement++}`;
        const [oldest] = statements.size >= STATEMENTS_KEPT ? statements.entries() : [];
        try {
          // The least recently used statement is closed after this one is parsed: after an error PostgreSQL skips
          // to the next sync, so a statement that failed to parse closes nothing.
          const described = await send(
            joined(
              serialize.parse({ name, text }),
              serialize.describe({ type: 'S', name }),
              ...(oldest ? [serialize.close({ type: 'S', name: oldest[1].name })] : []),
            ),
          );
          prepared = { name, types: parse.parseDescribeStatementResults(described) };
        } catch (error) {
          await send(serialize.sync());
          throw error;
        }
        if (oldest) statements.delete(oldest[0]);
      }
      statements.set(text, prepared);
      const types = prepared.types;
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const serializer = database.serializers[types[index] ?? 0];
        return serializer ? serializer(param) : String(param);
      });
      // Bind, describe, execute and sync in one call; after an error PostgreSQL skips to the sync, so the session is
      // ready for the next statement either way.
      const messages = await send(
        joined(
          serialize.bind({ statement: prepared.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ),
      );
      if (!inTransaction) await database.syncToFs();
      return parse.parseResults(messages, database.parsers, { rowMode, parsers: asText(textTypes) })[0]!;
    });
  return inTransaction ? run() : database._runExclusiveTransaction(run);
}

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
      on(request.tx);
      return runStatement(database, request, request.tx !== undefined);
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
    case 'dump':
      return new Uint8Array(await (await database.dumpDataDir('none')).arrayBuffer());
    case 'close':
      await database.close();
      return undefined;
  }
}

async function main() {
  let database: PGlite;
  try {
    // Starting from a dumped data folder skips initdb, most of a fresh database's start (tests start one per file).
    const loadDataDir = snapshotFile === undefined ? undefined : new Blob([await readFile(snapshotFile)]);
    database = await PGlite.create(directory, { extensions: { pg_trgm, unaccent }, loadDataDir });
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

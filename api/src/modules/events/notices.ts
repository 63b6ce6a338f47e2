import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * What a committed change tells every instance through NOTIFY. Ids only: a payload is limited to 8000 bytes, so
 * the content stays in the table and each instance loads a message once for all its streams.
 */
export type LiveNotice =
  | { type: 'message'; id: number; sender_id: number; receiver_id: number; withheld: boolean }
  | { type: 'read'; reader_id: number; user_id: number }
  | { type: 'booking'; id: number; podcaster_id: number; expert_id: number };

/**
 * The channel of the schema the connection works in: one per database schema, so two sets of tables on one
 * server (each API test file has its own schema) never hear each other.
 */
const liveChannel = sql`'podbridge_events_' || current_schema()`;

/** The name of this database's channel, for LISTEN. */
export async function liveChannelName(db: Pick<Db, 'execute'>): Promise<string> {
  // Both drivers (node-postgres and PGlite) answer a raw query with its rows; the query builder's type leaves that open.
  const result = (await db.execute(sql`SELECT ${liveChannel} AS channel`)) as { rows: { channel: string }[] };
  const [row] = result.rows;
  if (!row) throw new Error('The database named no schema for the live channel.');
  return row.channel;
}

/** Tells every instance about a change. In a transaction it goes out on commit, and not at all on rollback. */
export async function publishLiveNotice(db: Pick<Db, 'execute'>, notice: LiveNotice): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${liveChannel}, ${JSON.stringify(notice)})`);
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** A payload from the channel, or null when it is not a notice this version knows. */
export function parseLiveNotice(payload: string): LiveNotice | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const notice = value as Record<string, unknown>;
  if (notice.type === 'message' && isId(notice.id) && isId(notice.sender_id) && isId(notice.receiver_id) && typeof notice.withheld === 'boolean') {
    return { type: 'message', id: notice.id, sender_id: notice.sender_id, receiver_id: notice.receiver_id, withheld: notice.withheld };
  }
  if (notice.type === 'read' && isId(notice.reader_id) && isId(notice.user_id)) {
    return { type: 'read', reader_id: notice.reader_id, user_id: notice.user_id };
  }
  if (notice.type === 'booking' && isId(notice.id) && isId(notice.podcaster_id) && isId(notice.expert_id)) {
    return { type: 'booking', id: notice.id, podcaster_id: notice.podcaster_id, expert_id: notice.expert_id };
  }
  return null;
}

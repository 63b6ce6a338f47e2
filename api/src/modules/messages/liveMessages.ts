import { and, desc, gt, inArray } from 'drizzle-orm';
import { userMessages } from '../../db/schema';
import { visibleTo } from './reading';
import type { Message } from './schemas';
import { messageColumns, messageView, type MessagesContext } from './views';

/** A message as the live stream pushes it: to its receiver and to the sender's other tabs, so both sides named. */
export type LiveMessage = Message & { receiver: { id: number } };

/** Messages a reconnecting stream gets back at most; a client that missed more reloads what it shows. */
export const MISSED_MESSAGES_LIMIT = 500;

const liveMessageColumns = { ...messageColumns, receiverId: userMessages.receiverId };

function liveMessageView(row: { id: number; senderId: number; receiverId: number; content: string; createdAt: Date }): LiveMessage {
  return { ...messageView(row), receiver: { id: row.receiverId } };
}

/** The messages with these ids, by id (one query for every stream of an instance). */
export async function loadLiveMessages(ctx: Pick<MessagesContext, 'db'>, ids: number[]): Promise<Map<number, LiveMessage>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.select(liveMessageColumns).from(userMessages).where(inArray(userMessages.id, ids));
  return new Map(rows.map((row) => [row.id, liveMessageView(row)]));
}

/**
 * What `userId` sent or may read (withheld messages excluded) after message `afterId`, oldest first: the latest
 * MISSED_MESSAGES_LIMIT of them, so the stream then continues without a gap.
 */
export async function missedMessages(ctx: Pick<MessagesContext, 'db'>, userId: number, afterId: number): Promise<LiveMessage[]> {
  const rows = await ctx.db
    .select(liveMessageColumns)
    .from(userMessages)
    .where(and(visibleTo(userId), gt(userMessages.id, afterId)))
    .orderBy(desc(userMessages.id))
    .limit(MISSED_MESSAGES_LIMIT);
  return rows.reverse().map(liveMessageView);
}

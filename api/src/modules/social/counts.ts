import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comments, reactions } from '../../db/schema';
import type { TargetType } from './targets';

export interface SocialCounts {
  likesCount: number;
  commentsCount: number;
}

/** Likes and comments (replies included) of many items in two grouped queries: for lists, never one per item. */
export async function socialCountsOf(db: Db, type: TargetType, ids: number[]): Promise<Map<number, SocialCounts>> {
  const counts = new Map<number, SocialCounts>(ids.map((id) => [id, { likesCount: 0, commentsCount: 0 }]));
  if (ids.length === 0) return counts;
  const [likes, commentTotals] = await Promise.all([
    db
      .select({ id: reactions.targetId, total: count() })
      .from(reactions)
      .where(and(eq(reactions.targetType, type), inArray(reactions.targetId, ids)))
      .groupBy(reactions.targetId),
    db
      .select({ id: comments.targetId, total: count() })
      .from(comments)
      .where(and(eq(comments.targetType, type), inArray(comments.targetId, ids)))
      .groupBy(comments.targetId),
  ]);
  for (const { id, total } of likes) counts.get(id)!.likesCount = total;
  for (const { id, total } of commentTotals) counts.get(id)!.commentsCount = total;
  return counts;
}

/** Deletes an item's comments and likes; the owning module calls it in the transaction that deletes the item. */
export async function removeSocialOf(tx: Db, type: TargetType, id: number): Promise<void> {
  await tx.delete(reactions).where(and(eq(reactions.targetType, type), eq(reactions.targetId, id)));
  // Replies go with their parents (foreign key), but deleting them all at once needs no order.
  await tx.delete(comments).where(and(eq(comments.targetType, type), eq(comments.targetId, id)));
}

import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comments, reactions } from '../../db/schema';
import type { TargetType, Viewer } from './targets';

export interface SocialCounts {
  likesCount: number;
  commentsCount: number;
  /** Whether the viewer likes the item; false for an anonymous viewer. */
  likedByViewer: boolean;
}

/**
 * Likes (with the viewer's own) and comments (replies included) of many items in two grouped queries: a page of
 * cards shows its like buttons from these, never from a query or a request per item.
 */
export async function socialCountsOf(
  db: Db,
  type: TargetType,
  ids: number[],
  viewer: Viewer,
): Promise<Map<number, SocialCounts>> {
  const counts = new Map<number, SocialCounts>(
    ids.map((id) => [id, { likesCount: 0, commentsCount: 0, likedByViewer: false }]),
  );
  if (ids.length === 0) return counts;
  const likedByViewer = viewer
    ? sql<boolean>`bool_or(${reactions.userId} = ${viewer.id})`.mapWith(Boolean)
    : sql<boolean>`false`.mapWith(Boolean);
  const [likes, commentTotals] = await Promise.all([
    db
      .select({ id: reactions.targetId, total: count(), likedByViewer })
      .from(reactions)
      .where(and(eq(reactions.targetType, type), inArray(reactions.targetId, ids)))
      .groupBy(reactions.targetId),
    db
      .select({ id: comments.targetId, total: count() })
      .from(comments)
      .where(and(eq(comments.targetType, type), inArray(comments.targetId, ids)))
      .groupBy(comments.targetId),
  ]);
  for (const { id, total, likedByViewer: liked } of likes) Object.assign(counts.get(id)!, { likesCount: total, likedByViewer: liked });
  for (const { id, total } of commentTotals) counts.get(id)!.commentsCount = total;
  return counts;
}

/** Deletes an item's comments and likes; the owning module calls it in the transaction that deletes the item. */
export async function removeSocialOf(tx: Db, type: TargetType, id: number): Promise<void> {
  await tx.delete(reactions).where(and(eq(reactions.targetType, type), eq(reactions.targetId, id)));
  // Replies go with their parents (foreign key), but deleting them all at once needs no order.
  await tx.delete(comments).where(and(eq(comments.targetType, type), eq(comments.targetId, id)));
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comments, reactions, savedItems } from '../../db/schema';
import type { TargetType, Viewer } from './targets';

export interface SocialCounts {
  likesCount: number;
  commentsCount: number;
  /** Whether the viewer likes the item; false for an anonymous viewer. */
  likedByViewer: boolean;
  /** Whether the viewer saved the item; false for an anonymous viewer. */
  savedByViewer: boolean;
}

/** No likes, comments or saves for each item: what an item created a moment ago has, known without asking. */
export function noSocialYet(ids: number[]): Map<number, SocialCounts> {
  return new Map(
    ids.map((id) => [id, { likesCount: 0, commentsCount: 0, likedByViewer: false, savedByViewer: false }]),
  );
}

/**
 * Likes (with the viewer's own), comments (replies included) and the viewer's saves of many items in one query,
 * each count an index lookup per item: a page of cards shows its like and save buttons from these, never from a
 * query or a request per item.
 */
export async function socialCountsOf(
  db: Db,
  type: TargetType,
  ids: number[],
  viewer: Viewer,
): Promise<Map<number, SocialCounts>> {
  const counts = noSocialYet(ids);
  if (ids.length === 0) return counts;
  const item = sql`item.id`;
  const likes = and(eq(reactions.targetType, type), eq(reactions.targetId, item));
  const rows = await db
    .select({
      id: sql<number>`${item}`.mapWith(Number),
      likesCount: sql<number>`(SELECT count(*) FROM ${reactions} WHERE ${likes})`.mapWith(Number),
      commentsCount: sql<number>`(SELECT count(*) FROM ${comments} WHERE ${and(
        eq(comments.targetType, type),
        eq(comments.targetId, item),
      )})`.mapWith(Number),
      likedByViewer: viewer
        ? sql<boolean>`EXISTS (SELECT 1 FROM ${reactions} WHERE ${and(likes, eq(reactions.userId, viewer.id))})`.mapWith(
            Boolean,
          )
        : sql<boolean>`false`.mapWith(Boolean),
      savedByViewer: viewer
        ? sql<boolean>`EXISTS (SELECT 1 FROM ${savedItems} WHERE ${and(
            eq(savedItems.userId, viewer.id),
            eq(savedItems.targetType, type),
            eq(savedItems.targetId, item),
          )})`.mapWith(Boolean)
        : sql<boolean>`false`.mapWith(Boolean),
    })
    .from(
      sql`unnest(ARRAY[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::integer[]) AS item(id)`,
    );
  for (const row of rows) counts.set(row.id, row);
  return counts;
}

/** Deletes an item's comments, likes and saves; the owning module calls it in the transaction that deletes the item. */
export async function removeSocialOf(tx: Db, type: TargetType, id: number): Promise<void> {
  await tx.delete(reactions).where(and(eq(reactions.targetType, type), eq(reactions.targetId, id)));
  await tx.delete(savedItems).where(and(eq(savedItems.targetType, type), eq(savedItems.targetId, id)));
  // Replies go with their parents (foreign key), but deleting them all at once needs no order.
  await tx.delete(comments).where(and(eq(comments.targetType, type), eq(comments.targetId, id)));
}

import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { comments, reactions, savedItems } from '../../db/schema';
import type { QueryViewer } from '../../policies/visibility';
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
 * Likes (with the viewer's own), comments (replies included) and whether the viewer saved it, of the item whose id
 * is `id` (its table's id column, to read them in the query that selects the items): correlated subqueries, each an
 * index lookup per item.
 */
export function socialFieldsOf(type: TargetType, id: SQL | AnyPgColumn, viewer: QueryViewer | null) {
  const likes = and(eq(reactions.targetType, type), eq(reactions.targetId, id));
  const comment = and(eq(comments.targetType, type), eq(comments.targetId, id));
  return {
    likesCount: sql<number>`(SELECT count(*) FROM ${reactions} WHERE ${likes})`.mapWith(Number),
    // Hidden comments, and the replies of a hidden one, are not counted: nobody but admins sees them.
    commentsCount: sql<number>`(SELECT count(*) FROM ${comments} WHERE ${comment} AND ${comments.hiddenAt} IS NULL
      AND NOT EXISTS (SELECT 1 FROM ${comments} AS hidden_parent
        WHERE hidden_parent.id = ${comments.parentId} AND hidden_parent.hidden_at IS NOT NULL))`.mapWith(Number),
    likedByViewer: viewer
      ? sql<boolean>`EXISTS (SELECT 1 FROM ${reactions} WHERE ${and(likes, eq(reactions.userId, viewer.id))})`.mapWith(
          Boolean,
        )
      : sql<boolean>`false`.mapWith(Boolean),
    savedByViewer: viewer
      ? sql<boolean>`EXISTS (SELECT 1 FROM ${savedItems} WHERE ${and(
          eq(savedItems.userId, viewer.id),
          eq(savedItems.targetType, type),
          eq(savedItems.targetId, id),
        )})`.mapWith(Boolean)
      : sql<boolean>`false`.mapWith(Boolean),
  };
}

/**
 * The same for many items by id, in one query: a page of cards shows its like and save buttons from these, never
 * from a query or a request per item.
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
  const rows = await db
    .select({ id: sql<number>`${item}`.mapWith(Number), ...socialFieldsOf(type, item, viewer) })
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

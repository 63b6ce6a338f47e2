import { eq, or, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Actor } from './actor';

/**
 * Who may see an item (the viewer is null for an anonymous visitor): everybody sees a published (approved) one;
 * before that only its owner and admins do. A rejected expert profile is not published: its owner still sees it.
 */
export function maySee(viewer: Actor | null, item: { published: boolean; ownerId: number }): boolean {
  return item.published || viewer?.isAdmin === true || viewer?.id === item.ownerId;
}

/**
 * The viewer as a query sees them: their id may be a placeholder of a prepared statement (sql.placeholder), filled
 * in when it runs.
 */
export type QueryViewer = Pick<Actor, 'isAdmin'> & { id: number | SQLWrapper };

/** The same rule as a query condition over a table's `published` condition and owner column; none for admins. */
export function visibleWhere(viewer: QueryViewer | null, published: SQL, ownerColumn: Column): SQL | undefined {
  if (viewer?.isAdmin) return undefined;
  if (!viewer) return published;
  return or(published, eq(ownerColumn, viewer.id));
}

/** Whether the viewer may read an item's review (the admin's reason): its owner and admins. */
export function mayReadReview(viewer: Actor | null, ownerId: number): boolean {
  return viewer?.isAdmin === true || viewer?.id === ownerId;
}

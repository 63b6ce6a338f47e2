import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedItems } from '../../db/schema';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { Target } from './targets';

/**
 * Saves the item for the user, or takes it off their list; saving twice or removing what is not saved changes
 * nothing. Only an item the user can see can be saved (404 otherwise); taking one off always works.
 */
export async function setSaved(db: Db, target: Target, user: AuthenticatedUser, saved: boolean): Promise<{ saved: boolean }> {
  if (saved) {
    await target.kind.assertVisible(db, target.id, user);
    await db
      .insert(savedItems)
      .values({ userId: user.id, targetType: target.kind.type, targetId: target.id })
      .onConflictDoNothing();
  } else {
    await db
      .delete(savedItems)
      .where(and(eq(savedItems.userId, user.id), eq(savedItems.targetType, target.kind.type), eq(savedItems.targetId, target.id)));
  }
  return { saved };
}

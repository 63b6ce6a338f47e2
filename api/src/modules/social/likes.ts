import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reactions, users } from '../../db/schema';
import type { AuthenticatedUser } from '../../plugins/auth';
import { personColumns, personView } from '../users/people';
import type { LikeState, LikeToggle, Reaction } from './schemas';
import type { SocialContext, Target, Viewer } from './targets';


const ofTarget = (target: Target) =>
  and(eq(reactions.targetType, target.kind.type), eq(reactions.targetId, target.id));

async function likesCount(db: Db, target: Target): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reactions).where(ofTarget(target));
  return row?.total ?? 0;
}

/** Whether the viewer likes the item (never, when anonymous) and how many do. */
export async function likeState(db: Db, target: Target, viewer: Viewer): Promise<LikeState> {
  await target.kind.assertVisible(db, target.id, viewer);
  const [mine] = viewer
    ? await db.select({ id: reactions.id }).from(reactions).where(and(ofTarget(target), eq(reactions.userId, viewer.id)))
    : [];
  return { current_user_liked: mine !== undefined, likes_count: await likesCount(db, target) };
}

/**
 * Likes the item, or takes the like back if there is one. The unique index on (item, user) makes a second like
 * by the same user impossible, so concurrent toggles never leave a count that disagrees with the rows.
 */
export async function toggleLike(db: Db, target: Target, user: AuthenticatedUser): Promise<LikeToggle> {
  await target.kind.assertVisible(db, target.id, user);
  const inserted = await db
    .insert(reactions)
    .values({ targetType: target.kind.type, targetId: target.id, userId: user.id, reactionType: 'like' })
    .onConflictDoNothing()
    .returning({ id: reactions.id });
  if (inserted.length === 0) {
    await db.delete(reactions).where(and(ofTarget(target), eq(reactions.userId, user.id)));
  }
  return { status: inserted.length > 0 ? 'liked' : 'unliked', likes_count: await likesCount(db, target) };
}

/** The item's reactions (likes), oldest first, each with who reacted: the like state experts are shown with. */
export async function listReactions(ctx: SocialContext, target: Target, viewer: Viewer): Promise<Reaction[]> {
  await target.kind.assertVisible(ctx.db, target.id, viewer);
  const rows = await ctx.db
    .select({
      id: reactions.id,
      reactionType: reactions.reactionType,
      user: personColumns(users),
      createdAt: reactions.createdAt,
    })
    .from(reactions)
    .innerJoin(users, eq(users.id, reactions.userId))
    .where(ofTarget(target))
    .orderBy(asc(reactions.createdAt), asc(reactions.id));
  return rows.map((row) => ({
    id: row.id,
    reaction_type: row.reactionType,
    user: personView(ctx.files, row.user),
    created_at: row.createdAt.toISOString(),
  }));
}

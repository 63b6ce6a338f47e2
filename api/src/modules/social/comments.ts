import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comments, users } from '../../db/schema';
import { FieldErrors, forbidden, notFound } from '../../errors';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { OwnershipRule } from '../../policies/actor';
import { assertOwner } from '../../policies/owner';
import { personColumns, personView } from '../users/people';
import { moderationOf } from '../admin/moderationRules';
import type { Comment, Reply } from './schemas';
import type { SocialContext, Target, Viewer } from './targets';

const BAD_PARENT = 'Reply to a top-level comment of this item.';
export const ADMINS_HIDE = "Admins hide other people's comments with a reason instead (POST /api/admin_dashboard/comments/{id}/hide/).";


const commentColumns = {
  id: comments.id,
  content: comments.content,
  parentId: comments.parentId,
  userId: comments.userId,
  createdAt: comments.createdAt,
  updatedAt: comments.updatedAt,
  hiddenAt: comments.hiddenAt,
  hiddenReason: comments.hiddenReason,
  user: personColumns(users),
};
const selectComments = (db: Db) =>
  db.select(commentColumns).from(comments).innerJoin(users, eq(users.id, comments.userId)).$dynamic();
type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

function commentView(ctx: SocialContext, row: CommentRow, viewer: Viewer): Reply {
  return {
    id: row.id,
    content: row.content,
    parent: row.parentId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    user: personView(ctx.files, row.user),
    hidden: row.hiddenAt ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason ?? '' } : null,
    moderation: viewer?.isAdmin
      ? moderationOf('comment', {
          state: row.hiddenAt ? 'hidden' : 'visible',
          featured: false,
          reason: row.hiddenReason,
          own: row.userId === viewer.id,
        })
      : undefined,
  };
}

const ofTarget = (target: Target) => and(eq(comments.targetType, target.kind.type), eq(comments.targetId, target.id));

async function findComment(db: Db, target: Target, commentId: number): Promise<CommentRow | undefined> {
  const [row] = await selectComments(db)
    .where(and(ofTarget(target), eq(comments.id, commentId)));
  return row;
}

/**
 * The item's top-level comments, oldest first, each with its replies, oldest first. Hidden comments are left out,
 * and with a hidden top-level comment its replies (they answer what nobody can read); admins see them all, marked.
 */
export async function listComments(ctx: SocialContext, target: Target, viewer: Viewer): Promise<Comment[]> {
  await target.kind.assertVisible(ctx.db, target.id, viewer);
  const rows = await selectComments(ctx.db)
    .where(viewer?.isAdmin ? ofTarget(target) : and(ofTarget(target), isNull(comments.hiddenAt)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const topLevel = new Map<number, Comment>();
  for (const row of rows) if (row.parentId === null) topLevel.set(row.id, { ...commentView(ctx, row, viewer), replies: [] });
  for (const row of rows) if (row.parentId !== null) topLevel.get(row.parentId)?.replies?.push(commentView(ctx, row, viewer));
  return [...topLevel.values()];
}

/** A comment, or a reply to a top-level comment of the same item. Content arrives trimmed and checked. */
export async function addComment(
  ctx: SocialContext,
  target: Target,
  user: AuthenticatedUser,
  input: { content: string; parent?: number | null },
): Promise<Comment> {
  const { db } = ctx;
  await target.kind.assertVisible(db, target.id, user);
  const parentId = input.parent ?? null;
  if (parentId !== null) {
    const parent = await findComment(db, target, parentId);
    if (!parent || parent.parentId !== null || parent.hiddenAt) throw new FieldErrors({ parent: [BAD_PARENT] });
  }
  const [created] = await db
    .insert(comments)
    .values({ targetType: target.kind.type, targetId: target.id, userId: user.id, parentId, content: input.content })
    .returning({ id: comments.id });
  const row = await findComment(db, target, created!.id);
  return parentId === null ? { ...commentView(ctx, row!, user), replies: [] } : commentView(ctx, row!, user);
}

/** The comment of this item, if `rule` lets the user change it (its author edits; its author or an admin deletes). */
async function ownComment(db: Db, target: Target, commentId: number, user: AuthenticatedUser, rule: OwnershipRule) {
  await target.kind.assertVisible(db, target.id, user);
  const comment = await findComment(db, target, commentId);
  if (!comment) throw notFound();
  rule(user, comment.userId);
  return comment;
}

export async function editComment(
  ctx: SocialContext,
  target: Target,
  commentId: number,
  user: AuthenticatedUser,
  content: string,
): Promise<Comment> {
  const comment = await ownComment(ctx.db, target, commentId, user, assertOwner);
  const [updated] = await ctx.db
    .update(comments)
    .set({ content })
    .where(eq(comments.id, commentId))
    .returning({ content: comments.content, updatedAt: comments.updatedAt });
  const view = commentView(ctx, { ...comment, ...updated! }, user);
  return comment.parentId === null ? { ...view, replies: await repliesOf(ctx, target, commentId, user) } : view;
}

/**
 * Its author deletes a comment and, for a top-level one, its replies (foreign key cascade). An admin does not delete
 * other people's comments: they hide them with a reason, in the audit trail, and the author is told (403 here).
 */
export async function deleteComment(db: Db, target: Target, commentId: number, user: AuthenticatedUser): Promise<void> {
  await ownComment(db, target, commentId, user, (actor, ownerId) => {
    if (actor.isAdmin && actor.id !== ownerId) throw forbidden(ADMINS_HIDE, { code: 'hide_instead' });
    assertOwner(actor, ownerId);
  });
  await db.delete(comments).where(eq(comments.id, commentId));
}

async function repliesOf(ctx: SocialContext, target: Target, parentId: number, viewer: Viewer): Promise<Reply[]> {
  const rows = await selectComments(ctx.db)
    .where(and(ofTarget(target), eq(comments.parentId, parentId)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map((row) => commentView(ctx, row, viewer));
}

import { eq } from 'drizzle-orm';
import { comments, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { AuthenticatedUser } from '../../plugins/auth';
import { recipientColumns } from '../users/people';
import { recordAdminAction } from './audit';
import type { ModerationContext } from './content';
import { commentHiddenEmail } from './moderationEmails';

export const ALREADY_HIDDEN = 'This comment is already hidden.';
export const NOT_HIDDEN = 'This comment is not hidden.';

/** The first words of a comment, to name it in the audit trail and in its author's email. */
export function excerptOf(content: string, length = 80): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

const pageOf = (targetType: string, targetId: number) =>
  targetType === 'podcast' ? `/podcasts/${targetId}` : `/experts/${targetId}`;

async function lockComment(tx: ModerationContext['db'], id: number) {
  const [row] = await tx
    .select({
      content: comments.content,
      targetType: comments.targetType,
      targetId: comments.targetId,
      hiddenAt: comments.hiddenAt,
      author: recipientColumns(users),
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.id, id))
    .for('update', { of: comments });
  if (!row) throw notFound();
  return row;
}

/**
 * Hides someone's comment with a reason, in the audit trail in the same transaction; then its author is told in
 * their language (a mail failure is logged, the action stands). Hidden, it leaves every list and count, with the
 * replies of a top-level comment (they stay stored and come back with it). Reversible: see restoreComment.
 */
export async function hideComment(ctx: ModerationContext, id: number, admin: AuthenticatedUser, reason: string): Promise<void> {
  const comment = await ctx.db.transaction(async (tx) => {
    const row = await lockComment(tx, id);
    if (row.hiddenAt) throw conflict(ALREADY_HIDDEN, { code: 'already_hidden' });
    await tx.update(comments).set({ hiddenAt: new Date(), hiddenReason: reason }).where(eq(comments.id, id));
    await recordAdminAction(tx, admin, {
      action: 'hide_comment',
      targetType: 'comment',
      targetId: id,
      targetLabel: excerptOf(row.content),
      reason,
    });
    return row;
  });
  await ctx.mailer
    .send(
      commentHiddenEmail(
        comment.author,
        excerptOf(comment.content),
        reason,
        `${ctx.publicWebUrl}${pageOf(comment.targetType, comment.targetId)}`,
      ),
    )
    .catch((error: unknown) => ctx.log.error({ err: error, commentId: id }, 'Comment hidden email failed'));
}

/** Shows a hidden comment again (its replies with it), in the audit trail; its reason is cleared. */
export async function restoreComment(ctx: ModerationContext, id: number, admin: AuthenticatedUser): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockComment(tx, id);
    if (!row.hiddenAt) throw conflict(NOT_HIDDEN, { code: 'not_hidden' });
    await tx.update(comments).set({ hiddenAt: null, hiddenReason: null }).where(eq(comments.id, id));
    await recordAdminAction(tx, admin, {
      action: 'restore_comment',
      targetType: 'comment',
      targetId: id,
      targetLabel: excerptOf(row.content),
    });
  });
}

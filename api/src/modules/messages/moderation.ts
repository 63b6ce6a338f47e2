import { and, desc, eq, not } from 'drizzle-orm';
import { messageReports, userBlocks, userMessages, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { AuthenticatedUser } from '../../plugins/auth';
import { personColumns } from '../users/people';
import type { Block, MessageReport } from './schemas';
import { conversationUserView, otherUser, type MessagesContext } from './views';

/** Blocks a user's messages from now on (blocking twice keeps the first block). */
export async function blockUser(ctx: MessagesContext, user: AuthenticatedUser, blockedId: number): Promise<Block> {
  const blocked = await otherUser(ctx, user.id, blockedId, 'user_id');
  await ctx.db.insert(userBlocks).values({ blockerId: user.id, blockedId: blocked.id }).onConflictDoNothing();
  const [block] = await ctx.db
    .select({ createdAt: userBlocks.createdAt })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, user.id), eq(userBlocks.blockedId, blocked.id)));
  return { user: blocked, created_at: (block?.createdAt ?? new Date()).toISOString() };
}

/** Lifts a block: later messages arrive again (those sent meanwhile stay withheld). 404 when there is none. */
export async function unblockUser(ctx: MessagesContext, user: AuthenticatedUser, blockedId: number): Promise<void> {
  const removed = await ctx.db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, user.id), eq(userBlocks.blockedId, blockedId)))
    .returning({ blockedId: userBlocks.blockedId });
  if (removed.length === 0) throw notFound();
}

/** The users the caller blocks, latest block first. */
export async function listBlocks(ctx: MessagesContext, user: AuthenticatedUser): Promise<Block[]> {
  const rows = await ctx.db
    .select({ person: personColumns(users), userType: users.userType, createdAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, user.id))
    .orderBy(desc(userBlocks.createdAt));
  return rows.map((row) => ({
    user: conversationUserView(ctx, row),
    created_at: row.createdAt.toISOString(),
  }));
}

/**
 * Reports a message to the admins. Only its receiver may, and only a message they can see; anything else is
 * 404, as if it did not exist. Reporting a message again keeps the first report.
 */
export async function reportMessage(
  ctx: MessagesContext,
  user: AuthenticatedUser,
  messageId: number,
  reason: string,
): Promise<MessageReport> {
  const [message] = await ctx.db
    .select({ id: userMessages.id })
    .from(userMessages)
    .where(and(eq(userMessages.id, messageId), eq(userMessages.receiverId, user.id), not(userMessages.withheld)));
  if (!message) throw notFound();
  await ctx.db.insert(messageReports).values({ messageId, reporterId: user.id, reason }).onConflictDoNothing();
  const [report] = await ctx.db
    .select({ id: messageReports.id, reason: messageReports.reason, createdAt: messageReports.createdAt })
    .from(messageReports)
    .where(and(eq(messageReports.messageId, messageId), eq(messageReports.reporterId, user.id)));
  if (!report) throw notFound();
  return { id: report.id, message_id: messageId, reason: report.reason, created_at: report.createdAt.toISOString() };
}

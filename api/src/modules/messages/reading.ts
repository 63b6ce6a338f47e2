import { and, count, desc, eq, isNull, lt, not, or, sql } from 'drizzle-orm';
import { userBlocks, userMessages, users } from '../../db/schema';
import type { AuthenticatedUser } from '../../plugins/auth';
import { publishLiveNotice } from '../events/notices';
import { personColumns } from '../users/people';
import { CHAT_PAGE_SIZE, type Chat, type Conversation } from './schemas';
import { conversationUserView, messageColumns, messageView, otherUser, type MessagesContext } from './views';

/** Messages a user sees: everything they sent, and what they received unless it was withheld by their block. */
export const visibleTo = (me: number) =>
  or(eq(userMessages.senderId, me), and(eq(userMessages.receiverId, me), not(userMessages.withheld)));

/** Unread messages for `me` (the partial unread index covers exactly these). */
const unreadFor = (me: number) =>
  and(eq(userMessages.receiverId, me), isNull(userMessages.readAt), not(userMessages.withheld));

/**
 * One entry per other user, newest conversation first, in one query: the latest visible message of each pair
 * (DISTINCT ON the other user) joined with that user and the count of their unread messages.
 */
export async function listConversations(ctx: MessagesContext, user: AuthenticatedUser): Promise<Conversation[]> {
  const me = user.id;
  // Written into the text rather than bound: DISTINCT ON and ORDER BY must be the same expression, and each bound
  // value would be a parameter of its own. An id is an integer from the verified token.
  const meLiteral = sql.raw(String(Math.trunc(me)));
  const other = sql<number>`CASE WHEN ${userMessages.senderId} = ${meLiteral} THEN ${userMessages.receiverId} ELSE ${userMessages.senderId} END`;
  const latest = ctx.db
    .selectDistinctOn([other], {
      otherId: other.as('other_id'),
      id: userMessages.id,
      content: userMessages.content,
      createdAt: userMessages.createdAt,
    })
    .from(userMessages)
    .where(visibleTo(me))
    .orderBy(other, desc(userMessages.id))
    .as('latest');
  const unread = ctx.db
    .select({ senderId: userMessages.senderId, unread: count().as('unread') })
    .from(userMessages)
    .where(unreadFor(me))
    .groupBy(userMessages.senderId)
    .as('unread');
  const rows = await ctx.db
    .select({
      otherId: latest.otherId,
      person: personColumns(users),
      userType: users.userType,
      content: latest.content,
      createdAt: latest.createdAt,
      unread: unread.unread,
    })
    .from(latest)
    .innerJoin(users, eq(users.id, latest.otherId))
    .leftJoin(unread, eq(unread.senderId, latest.otherId))
    .orderBy(desc(latest.id));
  return rows.map((row) => ({
    id: row.otherId,
    user: conversationUserView(ctx, row),
    last_message: { content: row.content, timestamp: new Date(row.createdAt).toISOString() },
    unread_count: Number(row.unread ?? 0),
  }));
}

/**
 * A page of the caller's conversation with `input.user_id`, oldest first: the latest CHAT_PAGE_SIZE messages, or
 * those before `input.before`. A keyset range on the pair index, so its length does not matter. Opening it marks
 * the caller's unread messages from the other user as read, and tells the caller's live streams.
 */
export async function chatWithUser(
  ctx: MessagesContext,
  user: AuthenticatedUser,
  input: { user_id: number; before?: number },
): Promise<Chat> {
  const other = await otherUser(ctx, user.id, input.user_id, 'user_id');
  const marked = await ctx.db
    .update(userMessages)
    .set({ readAt: sql`now()` })
    .where(and(unreadFor(user.id), eq(userMessages.senderId, other.id)))
    .returning({ id: userMessages.id });
  // The reader's other tabs drop their unread badge for this conversation.
  if (marked.length > 0) await publishLiveNotice(ctx.db, { type: 'read', reader_id: user.id, user_id: other.id });
  const rows = await ctx.db
    .select(messageColumns)
    .from(userMessages)
    .where(and(
      eq(userMessages.pairLow, Math.min(user.id, other.id)),
      eq(userMessages.pairHigh, Math.max(user.id, other.id)),
      visibleTo(user.id),
      input.before === undefined ? undefined : lt(userMessages.id, input.before),
    ))
    .orderBy(desc(userMessages.id))
    .limit(CHAT_PAGE_SIZE + 1);
  const hasMore = rows.length > CHAT_PAGE_SIZE;
  const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
  const [block] = await ctx.db
    .select({ blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, user.id), eq(userBlocks.blockedId, other.id)));
  return {
    messages: page.map(messageView),
    other_user: other,
    has_more: hasMore,
    next_before: hasMore ? (page[0]?.id ?? null) : null,
    is_blocked: block !== undefined,
  };
}

import { and, count, eq, gt, sql } from 'drizzle-orm';
import { userBlocks, userMessages } from '../../db/schema';
import { HttpError } from '../../errors';
import type { AuthenticatedUser } from '../../plugins/auth';
import { publishLiveNotice } from '../events/notices';
import { scheduleUnreadMessageEmail } from './notifications';
import type { Message } from './schemas';
import { messageColumns, messageView, otherUser, type MessagesContext } from './views';

/** New conversations one user may start in 24 hours. */
export const NEW_CONVERSATIONS_PER_DAY = 20;
/** Messages one user may send into a conversation the other side has never answered. */
export const MESSAGES_BEFORE_ANSWER = 3;

export const TOO_MANY_CONVERSATIONS =
  'You have started 20 new conversations today, the most allowed in one day. Please try again tomorrow.';
export const WAIT_FOR_ANSWER =
  'You have sent 3 messages without an answer. You can write again once the other user replies.';

/** Serializes one sender's messages, so two at once cannot both slip under a limit. */
const SENDER_LOCK = 20260310;

const inPair = (a: number, b: number) =>
  and(eq(userMessages.pairLow, Math.min(a, b)), eq(userMessages.pairHigh, Math.max(a, b)));

/**
 * Sends a message. Against spam: at most NEW_CONVERSATIONS_PER_DAY new conversations in 24 hours and
 * MESSAGES_BEFORE_ANSWER messages before the other side answers (429). A receiver who blocks the sender never
 * sees the message, and the sender is not told. A message still unread 15 minutes later emails its receiver
 * (see notifications.ts). Both sides' live streams get it once it is stored (see modules/events).
 */
export async function sendMessage(
  ctx: MessagesContext,
  user: AuthenticatedUser,
  input: { receiver_id: number; content: string },
): Promise<Message> {
  const receiver = await otherUser(ctx, user.id, input.receiver_id, 'receiver_id');
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SENDER_LOCK}, ${user.id})`);
    const [answer] = await tx
      .select({ id: userMessages.id })
      .from(userMessages)
      .where(and(inPair(user.id, receiver.id), eq(userMessages.senderId, receiver.id)))
      .limit(1);
    let startsConversation = false;
    if (!answer) {
      // Without an answer the sender has at most MESSAGES_BEFORE_ANSWER messages here, so this count stays small.
      const [{ sent } = { sent: 0 }] = await tx
        .select({ sent: count() })
        .from(userMessages)
        .where(and(inPair(user.id, receiver.id), eq(userMessages.senderId, user.id)));
      if (sent >= MESSAGES_BEFORE_ANSWER) throw new HttpError(429, WAIT_FOR_ANSWER, { code: 'wait_for_answer' });
      startsConversation = sent === 0;
    }
    if (startsConversation) {
      const [{ started } = { started: 0 }] = await tx
        .select({ started: count() })
        .from(userMessages)
        .where(and(
          eq(userMessages.senderId, user.id),
          eq(userMessages.startsConversation, true),
          gt(userMessages.createdAt, sql`now() - interval '24 hours'`),
        ));
      if (started >= NEW_CONVERSATIONS_PER_DAY) throw new HttpError(429, TOO_MANY_CONVERSATIONS, { code: 'too_many_conversations' });
    }
    const [block] = await tx
      .select({ blockerId: userBlocks.blockerId })
      .from(userBlocks)
      .where(and(eq(userBlocks.blockerId, receiver.id), eq(userBlocks.blockedId, user.id)));
    const [message] = await tx
      .insert(userMessages)
      .values({
        senderId: user.id,
        receiverId: receiver.id,
        content: input.content,
        startsConversation,
        withheld: block !== undefined,
      })
      .returning(messageColumns);
    // A withheld message never reaches its receiver, so nothing tells them about it either.
    if (!block) await scheduleUnreadMessageEmail(tx, message!.id);
    // Goes out on commit: the live streams of both sides (a withheld message only to the sender's).
    await publishLiveNotice(tx, {
      type: 'message',
      id: message!.id,
      sender_id: user.id,
      receiver_id: receiver.id,
      withheld: block !== undefined,
    });
    return messageView(message!);
  });
}

import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { messageEmailSends, userBlocks, userMessages, users } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import type { MailMessage } from '../../plugins/mail';
import { linkEmail, type EmailWords, type Recipient } from '../users/emails';
import { personColumns, recipientColumns } from '../users/people';
import type { SiteLanguage } from '../users/rules';

export const UNREAD_MESSAGE_JOB = 'unread-message-email';
/** How long a message stays unread before its receiver gets an email about it. */
export const UNREAD_EMAIL_DELAY_MINUTES = 15;
/** At most one unread-message email per conversation (receiver and sender) in this time. */
const EMAIL_EVERY_MS = 24 * 3600_000;

/** Schedules the unread-message email of a message, in the transaction that stores the message. */
export async function scheduleUnreadMessageEmail(tx: Pick<Db, 'insert'>, messageId: number): Promise<void> {
  await enqueueJob(tx, {
    kind: UNREAD_MESSAGE_JOB,
    payload: { messageId },
    runAt: sql`now() + make_interval(mins => ${UNREAD_EMAIL_DELAY_MINUTES})`,
  });
}

const UNREAD_MESSAGE: Record<SiteLanguage, (senderName: string) => EmailWords> = {
  en: (senderName) => ({
    subject: `New message from ${senderName} on PodBridge`,
    paragraphs: [
      `${senderName} sent you a message on PodBridge that you have not read yet.`,
      'You get at most one such email a day for each conversation. You can turn these emails off on your profile page.',
    ],
    action: 'Read the message',
  }),
  sv: (senderName) => ({
    subject: `Nytt meddelande från ${senderName} på PodBridge`,
    paragraphs: [
      `${senderName} har skickat ett meddelande till dig på PodBridge som du inte har läst än.`,
      'Du får högst ett sådant mejl om dagen per konversation. Du kan stänga av mejlen på din profilsida.',
    ],
    action: 'Läs meddelandet',
  }),
};

export function unreadMessageEmail(to: Recipient, senderName: string, link: string): MailMessage {
  return linkEmail(to, link, UNREAD_MESSAGE[to.language](senderName));
}

const receiver = alias(users, 'receiver');
const sender = alias(users, 'sender');

/**
 * Emails the receiver of a message still unread, unless they turned these emails off, block the sender, have no
 * verified address, or already got one about this conversation in the last 24 hours. The email is recorded and
 * sent in one transaction: a failed send is retried, and two runs cannot both send.
 */
export const sendUnreadMessageEmail: JobHandler = async (ctx, payload, now) => {
  const messageId = Number(payload.messageId);
  const [message] = await ctx.db
    .select({
      senderId: userMessages.senderId,
      receiverId: userMessages.receiverId,
      receiver: recipientColumns(receiver),
      senderName: personColumns(sender).displayName,
    })
    .from(userMessages)
    .innerJoin(receiver, eq(receiver.id, userMessages.receiverId))
    .innerJoin(sender, eq(sender.id, userMessages.senderId))
    .where(and(
      eq(userMessages.id, messageId),
      sql`${userMessages.readAt} IS NULL`,
      sql`NOT ${userMessages.withheld}`,
      eq(receiver.messageEmails, true),
      sql`${receiver.emailVerifiedAt} IS NOT NULL`,
    ));
  if (!message) return;
  const [block] = await ctx.db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, message.receiverId), eq(userBlocks.blockedId, message.senderId)));
  if (block) return;

  await ctx.db.transaction(async (tx) => {
    const [due] = await tx
      .insert(messageEmailSends)
      .values({ receiverId: message.receiverId, senderId: message.senderId, sentAt: now })
      .onConflictDoUpdate({
        target: [messageEmailSends.receiverId, messageEmailSends.senderId],
        set: { sentAt: now },
        setWhere: sql`${messageEmailSends.sentAt} <= ${new Date(now.getTime() - EMAIL_EVERY_MS)}`,
      })
      .returning({ sentAt: messageEmailSends.sentAt });
    if (!due) return;
    const link = `${ctx.publicWebUrl}/messages/${message.senderId}`;
    await ctx.mailer.send(unreadMessageEmail(message.receiver, message.senderName, link));
  });
};

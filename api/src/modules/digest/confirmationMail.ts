import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { digestSubscriptions, users } from '../../db/schema';
import type { JobHandler } from '../../jobs/runner';
import { scheduleUserLinkEmail } from '../users/accountMail';
import { recipientColumns } from '../users/people';
import { hashToken, newOpaqueToken } from '../users/secrets';
import { digestKindOf } from './content';
import { digestConfirmationEmail } from './emails';
import { DIGEST_CONFIRM_TTL_MS } from './schedule';

export const DIGEST_CONFIRMATION_JOB = 'digest-confirmation-email';

/** The site's page a confirmation email links to. */
export const confirmPath = (token: string) => `/digest/confirm/${token}`;

/**
 * Schedules the confirmation email of an opt-in, in its transaction (one still waiting to go out is brought forward
 * instead). The job names only the reader: the link's token is made when the email is sent and only its hash is
 * kept, so no job row holds a token.
 */
export function scheduleDigestConfirmation(tx: Pick<Db, 'insert' | 'select' | 'update'>, userId: number, now: Date): Promise<void> {
  return scheduleUserLinkEmail(tx, DIGEST_CONFIRMATION_JOB, userId, now);
}

/**
 * Mails a new confirmation link (valid 3 days from the send; an earlier one stops working) to a reader whose opt-in
 * still waits for it. The link is stored before the email leaves, so it works the moment it arrives; a send that
 * fails puts the earlier link back (unless another send replaced it meanwhile), so the last link that arrived
 * keeps working.
 */
export const sendDigestConfirmation: JobHandler = async (ctx, payload, now) => {
  const userId = Number(payload.userId);
  const [reader] = await ctx.db
    .select({
      to: recipientColumns(users),
      userType: users.userType,
      tokenHash: digestSubscriptions.confirmTokenHash,
      expiresAt: digestSubscriptions.confirmExpiresAt,
    })
    .from(digestSubscriptions)
    .innerJoin(users, eq(users.id, digestSubscriptions.userId))
    .where(and(eq(digestSubscriptions.userId, userId), isNull(digestSubscriptions.confirmedAt)));
  if (!reader) return;
  const token = newOpaqueToken();
  const tokenHash = hashToken(token);
  await ctx.db
    .update(digestSubscriptions)
    .set({ confirmTokenHash: tokenHash, confirmExpiresAt: new Date(now.getTime() + DIGEST_CONFIRM_TTL_MS) })
    .where(eq(digestSubscriptions.userId, userId));
  try {
    await ctx.mailer.send(digestConfirmationEmail(reader.to, digestKindOf(reader.userType), `${ctx.publicWebUrl}${confirmPath(token)}`));
  } catch (error) {
    await ctx.db
      .update(digestSubscriptions)
      .set({ confirmTokenHash: reader.tokenHash, confirmExpiresAt: reader.expiresAt })
      .where(and(eq(digestSubscriptions.userId, userId), eq(digestSubscriptions.confirmTokenHash, tokenHash)));
    throw error;
  }
};

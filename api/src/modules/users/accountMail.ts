import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailVerificationTokens, jobs, passwordResetTokens, users } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { JobContext, JobHandler } from '../../jobs/runner';
import type { MailMessage } from '../../plugins/mail';
import { passwordResetEmail, verificationEmail } from './emails';
import { addOneTimeToken, retireOtherTokens } from './oneTimeTokens';

export const VERIFICATION_EMAIL_JOB = 'verification-email';
export const PASSWORD_RESET_EMAIL_JOB = 'password-reset-email';

/** How long a verification link works, from the moment its email is sent. */
export const VERIFICATION_TTL_MS = 3 * 24 * 60 * 60 * 1000;
/** How long a password reset link works, from the moment its email is sent. */
export const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * An account email's job names only the account. The link's token is made when the email is sent and only its hash
 * is stored: no job row ever holds a token, so a copy of the jobs table (a backup, an admin's screen of failed
 * emails) opens no account. The token is stored before the email leaves, so the link works the moment it arrives;
 * a send that fails removes it again, and only a sent email ends the links sent before it, so the last link that
 * did arrive keeps working until one that replaces it arrives.
 */
const AccountEmail = Type.Object({ userId: Type.Integer() });

type Tx = Pick<Db, 'insert' | 'select' | 'update'>;

/**
 * Schedules a user's email of a kind that carries a fresh link (`{ userId }`), in the transaction of the change it
 * follows from. One that is still waiting to go out (a request repeated during a mail server outage) is brought
 * forward to `now` instead of doubled: it will carry the fresh link.
 */
export async function scheduleUserLinkEmail(tx: Tx, kind: string, userId: number, now: Date): Promise<void> {
  const waiting = and(eq(jobs.kind, kind), isNull(jobs.doneAt), sql`${jobs.payload}->>'userId' = ${String(userId)}`);
  const brought = await tx
    .update(jobs)
    .set({ runAt: sql`least(${jobs.runAt}, ${now})` })
    .where(waiting)
    .returning({ id: jobs.id });
  if (brought.length > 0) return;
  await enqueueJob(tx, { kind, payload: { userId }, runAt: now });
}

/** Schedules the email with a new verification link (older links stop working once it is sent). */
export function scheduleVerificationEmail(tx: Tx, userId: number, now: Date): Promise<void> {
  return scheduleUserLinkEmail(tx, VERIFICATION_EMAIL_JOB, userId, now);
}

/** Schedules the email with a single-use password reset link. */
export function schedulePasswordResetEmail(tx: Tx, userId: number, now: Date): Promise<void> {
  return scheduleUserLinkEmail(tx, PASSWORD_RESET_EMAIL_JOB, userId, now);
}

function userIdOf(payload: Record<string, unknown>): number {
  if (!Value.Check(AccountEmail, payload)) throw new Error('An account email job needs a userId.');
  return payload.userId;
}

const accountOf = (tx: Pick<Db, 'select'>, userId: number) =>
  tx
    .select({ email: users.email, username: users.username, language: users.language, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));

type LinkTable = typeof emailVerificationTokens | typeof passwordResetTokens;

/** Stores a new link for the user, mails it (see above), then ends the user's earlier unused links. */
async function sendLinkEmail(
  ctx: JobContext,
  table: LinkTable,
  userId: number,
  ttlMs: number,
  message: (token: string) => MailMessage,
): Promise<void> {
  const { id, token } = await addOneTimeToken(ctx.db, table, userId, ttlMs);
  try {
    await ctx.mailer.send(message(token));
  } catch (error) {
    await ctx.db.delete(table).where(eq(table.id, id));
    throw error;
  }
  await retireOtherTokens(ctx.db, table, userId, id);
}

/**
 * Sends a verification link to an account still unverified, in its language of the moment; an account verified or
 * deleted since gets nothing.
 */
export const sendVerificationEmail: JobHandler = async (ctx, payload) => {
  const userId = userIdOf(payload);
  const [user] = await accountOf(ctx.db, userId);
  if (!user || user.emailVerifiedAt) return;
  await sendLinkEmail(ctx, emailVerificationTokens, userId, VERIFICATION_TTL_MS, (token) =>
    verificationEmail(user, `${ctx.publicWebUrl}/verify-email/${token}`));
};

/** Sends a password reset link to the account's address; an account deleted since gets nothing. */
export const sendPasswordResetEmail: JobHandler = async (ctx, payload) => {
  const userId = userIdOf(payload);
  const [user] = await accountOf(ctx.db, userId);
  if (!user) return;
  await sendLinkEmail(ctx, passwordResetTokens, userId, RESET_TTL_MS, (token) =>
    passwordResetEmail(user, `${ctx.publicWebUrl}/reset-password/${token}`));
};

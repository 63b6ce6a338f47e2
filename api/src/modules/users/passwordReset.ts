import { eq, sql } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../db/schema';
import { FieldErrors, badRequest } from '../../errors';
import { schedulePasswordResetEmail } from './accountMail';
import { findUserById } from './accounts';
import type { UsersContext } from './context';
import { consumeOneTimeToken } from './oneTimeTokens';
import { hashPassword } from './passwords';
import { passwordProblems } from './rules';
import { revokeAllSessions } from './sessions';

const INVALID_RESET = 'Invalid or expired password reset link.';

/**
 * Mails a single-use reset link (through the job runner, retried while the mail server fails) if the email belongs
 * to an account; the caller answers the same either way.
 */
export async function requestPasswordReset(ctx: UsersContext, email: string): Promise<void> {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return;
  await schedulePasswordResetEmail(ctx.db, user.id, ctx.now());
  ctx.wakeJobs();
}

/**
 * Sets a new password through a reset link. Every session of the user ends, and the email counts as verified,
 * since the link proved the user reads that mailbox.
 */
export async function confirmPasswordReset(ctx: UsersContext, token: string, password: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const result = await consumeOneTimeToken(tx, passwordResetTokens, token);
    if (result.status !== 'ok') throw badRequest(INVALID_RESET, { code: 'reset_link_invalid' });
    const user = await findUserById({ db: tx }, result.userId);
    if (!user) throw badRequest(INVALID_RESET, { code: 'reset_link_invalid' });
    const problems = passwordProblems(password, user.username);
    if (problems.length > 0) throw new FieldErrors({ password: problems });
    await tx
      .update(users)
      .set({
        passwordHash: await hashPassword(password),
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      })
      .where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id);
  });
}

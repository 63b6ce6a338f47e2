import { eq, sql } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../db/schema';
import { FieldErrors, badRequest } from '../../errors';
import { findUserById } from './accounts';
import type { UsersContext } from './context';
import { passwordResetEmail } from './emails';
import { consumeOneTimeToken, issueOneTimeToken } from './oneTimeTokens';
import { hashPassword } from './passwords';
import { passwordProblems } from './rules';
import { revokeAllSessions } from './sessions';

const RESET_TTL_MS = 60 * 60 * 1000;
const INVALID_RESET = 'Invalid or expired password reset link.';

/** Mails a single-use reset link if the email belongs to an account; the caller answers the same either way. */
export async function requestPasswordReset(ctx: UsersContext, email: string): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return;
  const token = await issueOneTimeToken(ctx.db, passwordResetTokens, user.id, RESET_TTL_MS);
  const link = `${ctx.publicWebUrl}/reset-password/${token}`;
  try {
    await ctx.mailer.send(passwordResetEmail(user, link));
  } catch (error) {
    ctx.log.error({ err: error, userId: user.id }, 'could not send the password reset email');
  }
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

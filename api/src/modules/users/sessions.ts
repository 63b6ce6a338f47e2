import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { forbidden, unauthorized } from '../../errors';
import { findUserByLogin } from './accounts';
import type { UsersContext } from './context';
import { currentUserOf } from './settings';
import type { CurrentUser } from './schemas';
import { hashPassword, needsRehash, passwordMatches } from './passwords';
import { hashToken, newOpaqueToken } from './secrets';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a refresh token lives: 30 days when the user asked to be remembered, else 1 day. */
const refreshTtlMs = (rememberMe: boolean): number => (rememberMe ? 30 : 1) * DAY_MS;

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const INVALID_REFRESH = 'Token is invalid or expired';

export interface TokenPair {
  access: string;
  refresh: string;
}

/** Stores a new refresh token of the family and returns it; its lifetime follows the family's remember-me choice. */
async function issueRefreshToken(db: Db, userId: number, familyId: string, rememberMe: boolean): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId,
    tokenHash: hashToken(token),
    familyId,
    rememberMe,
    expiresAt: new Date(Date.now() + refreshTtlMs(rememberMe)),
  });
  return token;
}

/** What a suspended user reads when signing in, before the admin's reason. */
export const SUSPENDED = 'Your account has been suspended';

/** Signs in with a username or email; unknown users and wrong passwords get the same answer in similar time. */
export async function login(
  ctx: UsersContext,
  input: { login: string; password: string; rememberMe: boolean },
): Promise<TokenPair & { user: CurrentUser }> {
  const user = await findUserByLogin(ctx, input.login);
  if (!(await passwordMatches(user?.passwordHash, input.password)) || !user) throw unauthorized(INVALID_CREDENTIALS, { code: 'invalid_credentials' });
  // The password is proven: a hash made with older parameters is replaced by one with today's (unless the password
  // changed meanwhile).
  if (needsRehash(user.passwordHash)) {
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
  }
  if (!user.emailVerifiedAt) {
    throw forbidden(
      'Please verify your email address before signing in. Check your inbox for the verification link, or request a new one.',
      { code: 'email_not_verified', resend_url: '/api/users/resend-verification/' },
    );
  }
  if (user.suspendedAt) {
    throw forbidden(`${SUSPENDED}: ${user.suspensionReason ?? 'no reason given'}`, {
      code: 'account_suspended',
      reason: user.suspensionReason ?? '',
    });
  }
  const refresh = await issueRefreshToken(ctx.db, user.id, randomUUID(), input.rememberMe);
  return { access: ctx.accessTokens.issue(user.id), refresh, user: currentUserOf(user) };
}

/**
 * Exchanges a refresh token for a new access token. Rotating (the site's client asks for it), the refresh token
 * works once and the answer carries the next: presenting a used one means it was stolen or replayed, so its whole
 * family (the sign-in it came from) is revoked. Not rotating (a client written from the original contract keeps
 * its first refresh token and reads only `access`), the token is answered back and works until it expires or the
 * sign-in ends (logout, password change, suspension); a used or revoked one is refused the same way.
 */
export async function refreshSession(ctx: UsersContext, refresh: string, options: { rotate: boolean }): Promise<TokenPair> {
  const tokenHash = hashToken(refresh);
  const now = new Date();
  const usable = and(
    eq(refreshTokens.tokenHash, tokenHash),
    isNull(refreshTokens.usedAt),
    isNull(refreshTokens.revokedAt),
    gt(refreshTokens.expiresAt, now),
  );
  const outcome = options.rotate
    ? await ctx.db.transaction(async (tx) => {
        const [current] = await tx.update(refreshTokens).set({ usedAt: now }).where(usable).returning();
        if (!current) return null;
        const next = await issueRefreshToken(tx, current.userId, current.familyId, current.rememberMe);
        return { userId: current.userId, refresh: next };
      })
    : await ctx.db
        .select({ userId: refreshTokens.userId })
        .from(refreshTokens)
        .where(usable)
        .then(([current]) => current && { userId: current.userId, refresh });
  if (!outcome) {
    await revokeFamilyOf(ctx.db, tokenHash);
    throw unauthorized(INVALID_REFRESH, { code: 'token_not_valid' });
  }
  return { access: ctx.accessTokens.issue(outcome.userId), refresh: outcome.refresh };
}

/** Ends the sign-in the refresh token belongs to; unknown or already revoked tokens are fine (idempotent). */
export async function logout(ctx: UsersContext, refresh: string): Promise<void> {
  await revokeFamilyOf(ctx.db, hashToken(refresh));
}

/** Revokes every session of the user, e.g. after a password reset. */
export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

async function revokeFamilyOf(db: Db, tokenHash: string): Promise<void> {
  const [token] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!token) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, token.familyId), isNull(refreshTokens.revokedAt)));
}

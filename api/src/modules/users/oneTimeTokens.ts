import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { emailVerificationTokens, passwordResetTokens } from '../../db/schema';
import { hashToken, newOpaqueToken } from './secrets';

/** Tables of single-use links sent by email: same columns, different purpose. */
type OneTimeTokenTable = typeof emailVerificationTokens | typeof passwordResetTokens;
type Executor = Pick<Db, 'insert' | 'update' | 'delete' | 'select'>;

/**
 * Stores a new link of this kind for the user, beside the links sent before it; returns the token to put in the
 * link and the row's id (for `retireOtherTokens` once the link is sent, or removal if it could not be).
 */
export async function addOneTimeToken(
  db: Executor,
  table: OneTimeTokenTable,
  userId: number,
  ttlMs: number,
): Promise<{ id: number; token: string }> {
  const token = newOpaqueToken();
  const [row] = await db
    .insert(table)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) })
    .returning({ id: table.id });
  return { id: row!.id, token };
}

/** Ends the user's unused links of this kind but the one with id `keepId` (the newest, once it was sent). */
export async function retireOtherTokens(db: Executor, table: OneTimeTokenTable, userId: number, keepId: number): Promise<void> {
  await db.delete(table).where(and(eq(table.userId, userId), isNull(table.usedAt), ne(table.id, keepId)));
}

export type ConsumeResult = { status: 'ok'; userId: number } | { status: 'expired' | 'invalid' };

/** Marks the token used if it is unused and unexpired; atomic, so two concurrent uses cannot both succeed. */
export async function consumeOneTimeToken(db: Executor, table: OneTimeTokenTable, token: string): Promise<ConsumeResult> {
  const tokenHash = hashToken(token);
  const [used] = await db
    .update(table)
    .set({ usedAt: new Date() })
    .where(and(eq(table.tokenHash, tokenHash), isNull(table.usedAt), gt(table.expiresAt, new Date())))
    .returning({ userId: table.userId });
  if (used) return { status: 'ok', userId: used.userId };
  const [unused] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tokenHash, tokenHash), isNull(table.usedAt)));
  return { status: unused ? 'expired' : 'invalid' };
}

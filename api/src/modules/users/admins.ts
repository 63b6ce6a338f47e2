import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { checkNewAccount, findUserByLogin, insertUser } from './accounts';
import { publicUser, type UsersContext } from './context';
import type { User } from './schemas';
import type { UserType } from './rules';

export interface AdminRequest {
  username?: string;
  email?: string;
  password?: string;
  userType?: UserType;
}

export type AdminOutcome = { action: 'created' | 'promoted'; user: User };

/**
 * Makes an existing user (found by username, else email) an admin with a verified email, or creates a new
 * verified admin, checked like a registration. Used by the create-admin command.
 */
export async function createOrPromoteAdmin(ctx: Pick<UsersContext, 'db'>, request: AdminRequest): Promise<AdminOutcome> {
  const existing =
    (request.username ? await findUserByLogin(ctx, request.username) : undefined) ??
    (request.email ? await findUserByLogin(ctx, request.email) : undefined);
  if (existing) {
    const [user] = await ctx.db
      .update(users)
      .set({ isAdmin: true, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, existing.id))
      .returning();
    return { action: 'promoted', user: publicUser(user ?? existing) };
  }
  const input = {
    username: request.username ?? '',
    email: request.email ?? '',
    password: request.password ?? '',
    userType: request.userType ?? 'podcaster',
  };
  await checkNewAccount(ctx, input);
  const user = await insertUser(ctx, input, { isAdmin: true, emailVerifiedAt: new Date() });
  return { action: 'created', user: publicUser(user) };
}

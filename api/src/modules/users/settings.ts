import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AuthenticatedUser } from '../../plugins/auth';
import { publicUser, type UsersContext } from './context';
import type { CurrentUser } from './schemas';

/** The signed-in user as /users/me/ shows them: the public fields and their own settings. */
export async function currentUser(ctx: Pick<UsersContext, 'db'>, user: AuthenticatedUser): Promise<CurrentUser> {
  const [settings] = await ctx.db.select({ messageEmails: users.messageEmails }).from(users).where(eq(users.id, user.id));
  return { ...publicUser(user), message_emails: settings?.messageEmails ?? true };
}

/** Changes the signed-in user's own settings. */
export async function updateSettings(
  ctx: Pick<UsersContext, 'db'>,
  user: AuthenticatedUser,
  input: { message_emails: boolean },
): Promise<CurrentUser> {
  await ctx.db.update(users).set({ messageEmails: input.message_emails }).where(eq(users.id, user.id));
  return { ...publicUser(user), message_emails: input.message_emails };
}

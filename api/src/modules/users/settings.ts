import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { AuthenticatedUser } from '../../plugins/auth';
import { badRequest } from '../../errors';
import { publicUser, type UserRow, type UsersContext } from './context';
import type { SiteLanguage } from './rules';
import type { CurrentUser } from './schemas';

/** A PATCH without any setting. */
export const NO_SETTING = 'Send at least one setting: message_emails or language.';

type OwnSettings = Pick<UserRow, 'messageEmails' | 'language'>;

/** A user as they see themselves: the public fields and their own settings. */
export function currentUserOf(user: AuthenticatedUser & OwnSettings): CurrentUser {
  return { ...publicUser(user), message_emails: user.messageEmails, language: user.language };
}

const ownSettings = { messageEmails: users.messageEmails, language: users.language };

/** The signed-in user as /users/me/ shows them: the public fields and their own settings. */
export async function currentUser(ctx: Pick<UsersContext, 'db'>, user: AuthenticatedUser): Promise<CurrentUser> {
  const [settings] = await ctx.db.select(ownSettings).from(users).where(eq(users.id, user.id));
  return currentUserOf({ ...user, messageEmails: settings?.messageEmails ?? true, language: settings?.language ?? 'en' });
}

/** Changes the signed-in user's own settings: only those sent. */
export async function updateSettings(
  ctx: Pick<UsersContext, 'db'>,
  user: AuthenticatedUser,
  input: { message_emails?: boolean; language?: SiteLanguage },
): Promise<CurrentUser> {
  const changes: Partial<OwnSettings> = {};
  if (input.message_emails !== undefined) changes.messageEmails = input.message_emails;
  if (input.language !== undefined) changes.language = input.language;
  if (Object.keys(changes).length === 0) throw badRequest(NO_SETTING, { code: 'no_setting' });
  const [settings] = await ctx.db.update(users).set(changes).where(eq(users.id, user.id)).returning(ownSettings);
  if (!settings) return currentUser(ctx, user);
  return currentUserOf({ ...user, ...settings });
}

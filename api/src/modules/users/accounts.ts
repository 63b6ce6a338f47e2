import { desc, eq, or, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/client';
import { emailVerificationTokens, users } from '../../db/schema';
import { FieldErrors, badRequest, type FieldMessages } from '../../errors';
import { scheduleVerificationEmail } from './accountMail';
import type { UsersContext, UserRow } from './context';
import { consumeOneTimeToken } from './oneTimeTokens';
import { hashPassword } from './passwords';
import { newAccountProblems, type SiteLanguage, type UserType } from './rules';

const USERNAME_TAKEN = 'A user with that username already exists.';
const EMAIL_TAKEN = 'A user with that email already exists.';

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  userType: UserType;
  /** The language chosen on the site when registering; English when not given. */
  language?: SiteLanguage;
}

/** The user a sign-in name refers to: an email (case-insensitive) first, else a username (case-insensitive). */
export async function findUserByLogin(ctx: Pick<UsersContext, 'db'>, login: string): Promise<UserRow | undefined> {
  const name = login.trim();
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(or(eq(users.email, name.toLowerCase()), eq(sql`lower(${users.username})`, name.toLowerCase())))
    .orderBy(desc(eq(users.email, name.toLowerCase())))
    .limit(1);
  return user;
}

export async function findUserById(ctx: Pick<UsersContext, 'db'>, id: number): Promise<UserRow | undefined> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Checks a new account against the rules and the existing users; throws FieldErrors listing every problem. */
export async function checkNewAccount(ctx: Pick<UsersContext, 'db'>, input: NewAccount): Promise<void> {
  const problems: FieldMessages = newAccountProblems(input);
  const clashes = await ctx.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, input.username.toLowerCase()), eq(users.email, input.email.toLowerCase())));
  if (clashes.some((user) => user.username.toLowerCase() === input.username.toLowerCase())) {
    (problems.username ??= []).push(USERNAME_TAKEN);
  }
  if (clashes.some((user) => user.email === input.email.toLowerCase())) (problems.email ??= []).push(EMAIL_TAKEN);
  if (Object.keys(problems).length > 0) throw new FieldErrors(problems);
}

/** Inserts a user, mapping a lost race on a unique index to the same field error as the pre-check. */
export async function insertUser(
  ctx: Pick<UsersContext, 'db'>,
  input: NewAccount,
  extra: Partial<Pick<UserRow, 'isAdmin' | 'emailVerifiedAt'>> = {},
  afterInsert?: (user: UserRow, tx: UsersContext['db']) => Promise<void>,
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email.toLowerCase(),
          passwordHash,
          userType: input.userType,
          language: input.language ?? 'en',
          ...extra,
        })
        .returning();
      if (!user) throw new Error('insert returned no user');
      await afterInsert?.(user, tx);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_lower_key')) throw new FieldErrors({ username: [USERNAME_TAKEN] }, { username: ['username_taken'] });
    if (isUniqueViolation(error, 'users_email_key')) throw new FieldErrors({ email: [EMAIL_TAKEN] }, { email: ['email_taken'] });
    throw error;
  }
}

/**
 * Creates an unverified account with its verification email scheduled in the same transaction: the email goes out
 * at once through the job runner, and is retried while the mail server fails, so the answer never waits for it.
 */
export async function registerUser(ctx: UsersContext, input: NewAccount): Promise<UserRow> {
  await checkNewAccount(ctx, input);
  const user = await insertUser(ctx, input, {}, (created, tx) => scheduleVerificationEmail(tx, created.id, ctx.now()));
  ctx.wakeJobs();
  return user;
}

export async function verifyEmail(ctx: UsersContext, token: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const result = await consumeOneTimeToken(tx, emailVerificationTokens, token);
    if (result.status === 'expired') throw badRequest('This verification link has expired. Please request a new one.', { code: 'verification_link_expired' });
    if (result.status !== 'ok') throw badRequest('Invalid or expired verification link.', { code: 'verification_link_invalid' });
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, result.userId));
  });
}

/**
 * Mails a fresh link (older ones stop working once it is sent) if the login names an unverified account; silent
 * otherwise.
 */
export async function resendVerification(ctx: UsersContext, login: string): Promise<void> {
  const user = await findUserByLogin(ctx, login);
  if (!user || user.emailVerifiedAt) return;
  await scheduleVerificationEmail(ctx.db, user.id, ctx.now());
  ctx.wakeJobs();
}

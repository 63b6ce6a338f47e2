import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import type { AccessTokens } from '../../auth/accessTokens';
import type { User } from './schemas';

/** What the account services need; built once from the app, never from a request. */
export interface UsersContext {
  db: Db;
  accessTokens: AccessTokens;
  /** The time the API acts at: account emails are due from it. */
  now: () => Date;
  /** Runs the due jobs now (see jobs/wake.ts): after a transaction that scheduled an account email. */
  wakeJobs: () => void;
}

export type UserRow = typeof users.$inferSelect;

export function publicUser(user: Pick<UserRow, 'id' | 'username' | 'email' | 'userType' | 'isAdmin'>): User {
  return { id: user.id, username: user.username, email: user.email, user_type: user.userType, is_admin: user.isAdmin };
}

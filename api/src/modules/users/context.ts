import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import type { Mailer } from '../../plugins/mail';
import type { AccessTokens } from '../../auth/accessTokens';
import type { User } from './schemas';

/** What the account services need; built once from the app, never from a request. */
export interface UsersContext {
  db: Db;
  mailer: Mailer;
  accessTokens: AccessTokens;
  publicWebUrl: string;
  log: FastifyBaseLogger;
}

export type UserRow = typeof users.$inferSelect;

export function publicUser(user: Pick<UserRow, 'id' | 'username' | 'email' | 'userType' | 'isAdmin'>): User {
  return { id: user.id, username: user.username, email: user.email, user_type: user.userType, is_admin: user.isAdmin };
}

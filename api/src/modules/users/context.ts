import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { users } from '../../db/schema';
import type { Mailer } from '../../plugins/mail';
import type { AccessTokens } from './accessTokens';

/** What the account services need; built once from the app, never from a request. */
export interface UsersContext {
  db: Db;
  mailer: Mailer;
  accessTokens: AccessTokens;
  publicWebUrl: string;
  log: FastifyBaseLogger;
}

export type UserRow = typeof users.$inferSelect;

/** A user as the API shows it: never the password hash or internal timestamps. */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  user_type: UserRow['userType'];
  is_admin: boolean;
}

export function publicUser(user: Pick<UserRow, 'id' | 'username' | 'email' | 'userType' | 'isAdmin'>): PublicUser {
  return { id: user.id, username: user.username, email: user.email, user_type: user.userType, is_admin: user.isAdmin };
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userMessages, users } from '../../db/schema';
import { FieldErrors, notFound } from '../../errors';
import type { Message } from './schemas';

/** What the messaging services need; built once from the app. */
export interface MessagesContext {
  db: Db;
}

export type OtherUser = { id: number; username: string; user_type: 'podcaster' | 'expert' | 'listener' };

/** The other side of a conversation, block or search: never oneself, and a user that exists (else 404). */
export async function otherUser(ctx: MessagesContext, me: number, id: number, field: string): Promise<OtherUser> {
  if (id === me) throw new FieldErrors({ [field]: ['You cannot message yourself.'] });
  const [user] = await ctx.db
    .select({ id: users.id, username: users.username, user_type: users.userType })
    .from(users)
    .where(eq(users.id, id));
  if (!user) throw notFound();
  return user;
}

export const messageColumns = {
  id: userMessages.id,
  senderId: userMessages.senderId,
  content: userMessages.content,
  createdAt: userMessages.createdAt,
};

export function messageView(row: { id: number; senderId: number; content: string; createdAt: Date }): Message {
  return { id: row.id, sender: { id: row.senderId }, content: row.content, timestamp: row.createdAt.toISOString() };
}

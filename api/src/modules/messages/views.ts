import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userMessages, users } from '../../db/schema';
import { FieldErrors, notFound } from '../../errors';
import type { FileStore } from '../../uploads/fileStore';
import { personColumns, personView, type PersonRow } from '../users/people';
import type { ConversationUser, Message } from './schemas';

/** What the messaging services need; built once from the app. */
export interface MessagesContext {
  db: Db;
  files: FileStore;
}

/** The other side of a conversation, block or search: never oneself, and a user that exists (else 404). */
export async function otherUser(
  ctx: MessagesContext,
  me: number,
  id: number,
  field: string,
): Promise<ConversationUser> {
  if (id === me) throw new FieldErrors({ [field]: ['You cannot message yourself.'] });
  const [row] = await ctx.db
    .select({ person: personColumns(users), userType: users.userType })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw notFound();
  return conversationUserView(ctx, row);
}

/** The other side of a conversation as responses show them: their name, picture and kind of account. */
export function conversationUserView(
  ctx: Pick<MessagesContext, 'files'>,
  row: { person: PersonRow; userType: ConversationUser['user_type'] },
): ConversationUser {
  return { ...personView(ctx.files, row.person), user_type: row.userType };
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

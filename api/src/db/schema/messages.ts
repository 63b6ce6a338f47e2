import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Direct messages between two users. Ids grow with time, so they order a conversation and serve as its cursor.
 */
export const userMessages = pgTable(
  'user_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
    /** The first message between the two users: counted by the daily limit on new conversations. */
    startsConversation: boolean().notNull().default(false),
    /** Sent while the receiver blocked the sender: kept, but never shown to the receiver. */
    withheld: boolean().notNull().default(false),
    /** The pair's smaller and larger user id, so one index range holds a whole conversation in order. */
    pairLow: integer()
      .notNull()
      .generatedAlwaysAs(sql`least("sender_id", "receiver_id")`),
    pairHigh: integer()
      .notNull()
      .generatedAlwaysAs(sql`greatest("sender_id", "receiver_id")`),
  },
  (table) => [
    index('user_messages_pair_idx').on(table.pairLow, table.pairHigh, table.id),
    index('user_messages_sender_idx').on(table.senderId, table.id),
    index('user_messages_receiver_idx').on(table.receiverId, table.id),
    index('user_messages_unread_idx')
      .on(table.receiverId, table.senderId)
      .where(sql`${table.readAt} IS NULL AND NOT ${table.withheld}`),
    index('user_messages_new_conversations_idx')
      .on(table.senderId, table.createdAt)
      .where(sql`${table.startsConversation}`),
  ],
);

/** Whose messages a user no longer receives; the blocked user is not told. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'user_blocks_pkey', columns: [table.blockerId, table.blockedId] }),
    index('user_blocks_blocker_created_idx').on(table.blockerId, table.createdAt),
  ],
);

export const reportResolution = pgEnum('report_resolution', ['dismissed', 'warned', 'suspended']);

/** A message its receiver reported, waiting for the admins' moderation queue (newest reviewed first). */
export const messageReports = pgTable(
  'message_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer()
      .notNull()
      .references(() => userMessages.id, { onDelete: 'cascade' }),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp({ withTimezone: true }),
    /** What the admin who closed the report did about it. */
    resolution: reportResolution(),
    resolvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('message_reports_message_reporter_key').on(table.messageId, table.reporterId),
    index('message_reports_open_idx').on(table.createdAt, table.id).where(sql`${table.resolvedAt} IS NULL`),
  ],
);

/**
 * The latest unread-message email a receiver got about a conversation with a sender: at most one a day per
 * conversation, claimed by one conditional upsert so two instances cannot both send.
 */
export const messageEmailSends = pgTable(
  'message_email_sends',
  {
    receiverId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'message_email_sends_pkey', columns: [table.receiverId, table.senderId] })],
);

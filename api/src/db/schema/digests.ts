import { sql } from 'drizzle-orm';
import { date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/**
 * A user's weekly digest (experts: shows looking for guests in their topics; podcasters: new experts in their shows'
 * topics), double opt-in: nothing is sent until `confirmed_at`, set by the link in the confirmation email. Opting
 * out deletes the row. The time zone is the browser's at opt-in: the digest goes out Monday 08:00 there.
 */
export const digestSubscriptions = pgTable(
  'digest_subscriptions',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An IANA time zone name (Europe/Stockholm). */
    timeZone: text().notNull(),
    /** The sha256 of the confirmation link's token, and when it stops working; cleared once confirmed. */
    confirmTokenHash: text(),
    confirmExpiresAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [uniqueIndex('digest_subscriptions_confirm_token_key').on(table.confirmTokenHash)],
);

/**
 * One row per reader and week, made in the transaction that sends the digest: the unique key is what keeps a week
 * from being sent twice, whichever instance or job chain gets there first. A week with nothing new has its row too
 * (`item_ids` empty, no email). Each sent digest has its own unsubscribe token (only its sha256 is kept).
 */
export const digestSends = pgTable(
  'digest_sends',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Monday of the week, in the reader's time zone. */
    weekOf: date({ mode: 'string' }).notNull(),
    /** The shows (for an expert) or expert profiles (for a podcaster) in it: a later digest does not repeat them. */
    itemIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    unsubscribeTokenHash: text(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('digest_sends_user_week_key').on(table.userId, table.weekOf),
    uniqueIndex('digest_sends_unsubscribe_token_key').on(table.unsubscribeTokenHash),
  ],
);

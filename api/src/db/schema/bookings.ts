import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { podcasts } from './podcasts';
import { users } from './users';

/**
 * Where a booking is: `pending` waits for the expert's answer, `proposed` for the podcaster's (the expert offered
 * other times); `scheduled` has its recording time; `declined` and `cancelled` ended before it; after the time the
 * podcaster marks it `recorded` or `no_show`.
 */
export const bookingStatus = pgEnum('booking_status', [
  'pending',
  'proposed',
  'scheduled',
  'declined',
  'cancelled',
  'recorded',
  'no_show',
]);
export const bookingFormat = pgEnum('booking_format', ['remote', 'in_person']);
/** The two sides of a booking. */
export const bookingRole = pgEnum('booking_role', ['podcaster', 'expert']);
export const bookingConfirmation = pgEnum('booking_confirmation', ['confirmed', 'disputed']);

/** A podcaster's invitation of an expert to one of their podcasts, from the request to the recorded episode. */
export const bookings = pgTable(
  'bookings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    podcastId: integer()
      .notNull()
      .references(() => podcasts.id, { onDelete: 'cascade' }),
    podcasterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expertId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text().notNull(),
    format: bookingFormat().notNull(),
    /** Where an in-person recording takes place. */
    place: text(),
    /** The IANA time zone the times were proposed in; emails and the calendar invite show times in it. */
    timeZone: text().notNull().default('Europe/Stockholm'),
    durationMinutes: integer().notNull().default(60),
    recordingLink: text(),
    note: text(),
    status: bookingStatus().notNull().default('pending'),
    /** The proposal round the open slots belong to; each proposal starts a new one. */
    round: integer().notNull().default(1),
    /** The recording time, once a slot is accepted. */
    startsAt: timestamp({ withTimezone: true }),
    declineReason: text(),
    cancelReason: text(),
    cancelledBy: bookingRole(),
    expertConfirmation: bookingConfirmation(),
    disputeReason: text(),
    episodeLink: text(),
    /** Counts the changes of the recording time, for the calendar invites' SEQUENCE (RFC 5545). */
    sequence: integer().notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('bookings_podcaster_idx').on(table.podcasterId, table.status, table.startsAt),
    index('bookings_expert_idx').on(table.expertId, table.status, table.startsAt),
    index('bookings_podcast_idx').on(table.podcastId),
    // The daily limit on invitations.
    index('bookings_podcaster_created_idx').on(table.podcasterId, table.createdAt),
    check('bookings_two_sides', sql`${table.podcasterId} <> ${table.expertId}`),
  ],
);

/** A time proposed for a booking's recording, in one proposal round. */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    round: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    proposedBy: bookingRole().notNull(),
  },
  (table) => [uniqueIndex('booking_slots_round_start_key').on(table.bookingId, table.round, table.startsAt)],
);

/** One side's review of the other after a recorded booking: once per booking and side. */
export const bookingReviews = pgTable(
  'booking_reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    reviewerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revieweeId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('booking_reviews_booking_reviewer_key').on(table.bookingId, table.reviewerId),
    index('booking_reviews_reviewee_idx').on(table.revieweeId, table.createdAt, table.id),
    check('booking_reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * The reminders sent, one row per booking, recording time, lead and recipient: written in the transaction that sends, so a
 * reminder job run twice (a retry, a second instance) never mails twice.
 */
export const bookingReminderSends = pgTable(
  'booking_reminder_sends',
  {
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    hoursBefore: integer().notNull(),
    recipientId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'booking_reminder_sends_pkey', columns: [table.bookingId, table.startsAt, table.hoursBefore, table.recipientId] })],
);

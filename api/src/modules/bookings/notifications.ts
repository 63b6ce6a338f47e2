import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingReminderSends, bookings, bookingSlots, users } from '../../db/schema';
import { recipientColumns } from '../users/people';
import { enqueueJob } from '../../jobs/queue';
import type { JobContext, JobHandler } from '../../jobs/runner';
import { BOOKING_EMAIL_EVENTS, bookingEmail, type BookingEmailEvent } from './emails';
import { selectBookings, type BookingRecord } from './views';

export const BOOKING_EMAIL_JOB = 'booking-email';
export const BOOKING_REMINDER_JOB = 'booking-reminder';
/** Reminders go out this many hours before the recording. */
export const REMINDER_HOURS = [24, 1] as const;

type Tx = Pick<Db, 'insert'>;

/**
 * Schedules the email about a booking's event to each recipient, one job each (a failed send is retried for that
 * recipient alone), in the transaction of the change: the emails exist exactly when the change does.
 */
export async function scheduleBookingEmails(
  tx: Tx,
  bookingId: number,
  event: BookingEmailEvent,
  recipientIds: number[],
  now: Date,
): Promise<void> {
  for (const recipientId of recipientIds) {
    await enqueueJob(tx, { kind: BOOKING_EMAIL_JOB, payload: { bookingId, event, recipientId }, runAt: now });
  }
}

/**
 * Schedules the reminders of a booking just scheduled, for both sides: 24 hours and 1 hour before its time, each
 * only while it is still ahead. A reminder carries the time it is for, so one left from an earlier time does nothing.
 */
export async function scheduleReminders(
  tx: Tx,
  booking: Pick<BookingRecord, 'id' | 'podcasterId' | 'expertId'>,
  startsAt: Date,
  now: Date,
): Promise<void> {
  for (const hoursBefore of REMINDER_HOURS) {
    const runAt = new Date(startsAt.getTime() - hoursBefore * 3600_000);
    if (runAt.getTime() <= now.getTime()) continue;
    for (const recipientId of [booking.podcasterId, booking.expertId]) {
      await enqueueJob(tx, {
        kind: BOOKING_REMINDER_JOB,
        payload: { bookingId: booking.id, startsAt: startsAt.toISOString(), hoursBefore, recipientId },
        runAt,
      });
    }
  }
}

async function recipient(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, ...recipientColumns(users) })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

async function loadForEmail(ctx: JobContext, bookingId: number) {
  const [row] = await selectBookings(ctx.db).where(eq(bookings.id, bookingId));
  if (!row) return null;
  const slots = await ctx.db
    .select({ startsAt: bookingSlots.startsAt })
    .from(bookingSlots)
    .where(and(eq(bookingSlots.bookingId, bookingId), eq(bookingSlots.round, row.booking.round)))
    .orderBy(asc(bookingSlots.startsAt));
  return { row, slotTimes: slots.map((slot) => slot.startsAt) };
}

const isEvent = (value: unknown): value is BookingEmailEvent =>
  BOOKING_EMAIL_EVENTS.includes(value as BookingEmailEvent);

/** Sends one email about a booking's event; a booking or user deleted since sends nothing. */
export const sendBookingEmail: JobHandler = async (ctx, payload) => {
  const { event } = payload;
  if (!isEvent(event)) throw new Error(`Unknown booking email event "${String(event)}".`);
  const loaded = await loadForEmail(ctx, Number(payload.bookingId));
  const to = await recipient(ctx.db, Number(payload.recipientId));
  if (!loaded || !to) return;
  await ctx.mailer.send(bookingEmail(loaded.row, event, to, loaded.slotTimes, ctx.publicWebUrl));
};

/**
 * Sends a reminder if the booking is still scheduled for the time the reminder was for and that time is still
 * ahead. The send is recorded in the same transaction (one row per booking, time, lead and recipient), so a job
 * run again after a retry, a restart or on a second instance never mails twice; a failed send rolls the record back.
 */
export const sendBookingReminder: JobHandler = async (ctx, payload, now) => {
  const bookingId = Number(payload.bookingId);
  const hoursBefore = Number(payload.hoursBefore);
  const recipientId = Number(payload.recipientId);
  const startsAt = new Date(String(payload.startsAt));
  if (!REMINDER_HOURS.includes(hoursBefore as (typeof REMINDER_HOURS)[number]) || Number.isNaN(startsAt.getTime())) {
    throw new Error('A booking reminder needs hoursBefore (24 or 1) and startsAt.');
  }
  if (startsAt.getTime() <= now.getTime()) return;
  const loaded = await loadForEmail(ctx, bookingId);
  const to = await recipient(ctx.db, recipientId);
  if (!loaded || !to) return;
  const { booking } = loaded.row;
  if (booking.status !== 'scheduled' || booking.startsAt?.getTime() !== startsAt.getTime()) return;
  if (recipientId !== booking.podcasterId && recipientId !== booking.expertId) return;

  await ctx.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(bookingReminderSends)
      .values({ bookingId, startsAt, hoursBefore, recipientId, sentAt: now })
      .onConflictDoNothing()
      .returning({ bookingId: bookingReminderSends.bookingId });
    if (!recorded) return;
    await ctx.mailer.send(
      bookingEmail(loaded.row, hoursBefore === 24 ? 'reminder_24' : 'reminder_1', to, [], ctx.publicWebUrl),
    );
  });
};

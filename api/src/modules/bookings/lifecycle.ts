import { isAvailableOn } from '../experts/availability';
import { and, count, eq, gt, inArray, or } from 'drizzle-orm';
import { DateTime, IANAZone } from 'luxon';
import type { Db } from '../../db/client';
import { bookingReviews, bookings, bookingSlots, expertProfiles, podcasts, userBlocks, users } from '../../db/schema';
import { conflict, FieldErrors, forbidden, HttpError, notFound } from '../../errors';
import type { AuthenticatedUser } from '../../plugins/auth';
import { publishLiveNotice } from '../events/notices';
import { scheduleBookingEmails, scheduleReminders } from './notifications';
import { getBooking } from './reading';
import {
  DEFAULT_DURATION_MINUTES,
  DEFAULT_TIME_ZONE,
  MAX_DAYS_AHEAD,
  MAX_ROUNDS,
  type Booking,
  type BookingReview,
  type BookingRole,
  type NewBookingBody,
} from './schemas';
import {
  awaitingOf,
  isOpen,
  reviewView,
  roleOf,
  selectReviews,
  type BookingRecord,
  type BookingsContext,
} from './views';

/** Invitations a podcaster may send in 24 hours. */
export const INVITATIONS_PER_DAY = 20;
/** A show still waiting for its first review may invite, but fewer guests a day (an account made for spam gets little). */
export const UNREVIEWED_INVITATIONS_PER_DAY = 5;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The other side's role. */
const otherRole = (role: BookingRole): BookingRole => (role === 'podcaster' ? 'expert' : 'podcaster');
const userOf = (booking: Pick<BookingRecord, 'podcasterId' | 'expertId'>, role: BookingRole): number =>
  role === 'podcaster' ? booking.podcasterId : booking.expertId;

const wrongSide = (detail: string) => forbidden(detail, { code: 'wrong_side' });
const notNow = (detail: string) => conflict(detail, { code: 'booking_state' });

/**
 * Proposed wall-clock times in a time zone, as instants: each must exist there (not skipped by a clock change),
 * lie ahead and within MAX_DAYS_AHEAD, and differ from the others.
 */
export function parseSlots(slots: string[], timeZone: string, now: Date): Date[] {
  const problems = new Set<string>();
  const instants: Date[] = [];
  for (const slot of slots) {
    const local = DateTime.fromISO(slot, { zone: timeZone });
    if (!local.isValid) {
      problems.add('Enter a valid date and time.');
      continue;
    }
    if (local.toFormat("yyyy-MM-dd'T'HH:mm") !== slot) {
      problems.add(`${slot.replace('T', ' ')} does not exist in ${timeZone} (the clocks change).`);
      continue;
    }
    const at = local.toJSDate();
    if (at.getTime() <= now.getTime()) problems.add('Choose times in the future.');
    else if (at.getTime() > now.getTime() + MAX_DAYS_AHEAD * 86_400_000)
      problems.add(`Choose times within ${MAX_DAYS_AHEAD} days.`);
    instants.push(at);
  }
  if (new Set(instants.map((at) => at.getTime())).size !== instants.length) problems.add('Propose different times.');
  if (problems.size > 0) throw new FieldErrors({ slots: [...problems] });
  return instants;
}

function checkTimeZone(timeZone: string): void {
  if (!IANAZone.isValidZone(timeZone)) {
    throw new FieldErrors(
      { time_zone: ['Choose a valid time zone, e.g. Europe/Stockholm.'] },
      { time_zone: ['invalid_choice'] },
    );
  }
}

/** Tells both sides' open pages, on any instance, once the change commits. */
async function announce(tx: Tx, booking: Pick<BookingRecord, 'id' | 'podcasterId' | 'expertId'>): Promise<void> {
  await publishLiveNotice(tx, {
    type: 'booking',
    id: booking.id,
    podcaster_id: booking.podcasterId,
    expert_id: booking.expertId,
  });
}

/**
 * A podcaster invites an expert to one of their podcasts; the expert is emailed. A new show waiting for its first
 * review may invite too (a new podcaster need not wait for an admin), at most UNREVIEWED_INVITATIONS_PER_DAY a day,
 * and the invitation says that the show awaits review. A rejected or unpublished show cannot invite.
 */
export async function createBooking(
  ctx: BookingsContext,
  user: AuthenticatedUser,
  body: NewBookingBody,
): Promise<Booking> {
  if (user.userType !== 'podcaster')
    throw forbidden('Only podcasters can invite experts.', { code: 'podcasters_only' });
  const now = ctx.now();
  const timeZone = body.time_zone ?? DEFAULT_TIME_ZONE;
  const place = body.place?.trim() || null;

  const problems: Record<string, string[]> = {};
  const [podcast] = await ctx.db
    .select({ ownerId: podcasts.ownerId, status: podcasts.approvalStatus })
    .from(podcasts)
    .where(eq(podcasts.id, body.podcast_id));
  if (!podcast || podcast.ownerId !== user.id) problems.podcast_id = ['Choose one of your podcasts.'];
  else if (podcast.status !== 'approved' && podcast.status !== 'pending') {
    problems.podcast_id = ['Only a published podcast, or one waiting for its first review, can invite guests.'];
  }
  const [expert] = await ctx.db
    .select({ id: users.id, availableFrom: expertProfiles.availableFrom })
    .from(users)
    .innerJoin(expertProfiles, and(eq(expertProfiles.userId, users.id), eq(expertProfiles.approvalStatus, 'approved')))
    .where(eq(users.id, body.expert_id));
  if (!expert || body.expert_id === user.id) problems.expert_id = ['Choose an expert with a published profile.'];
  if (body.format === 'in_person' && !place) problems.place = ['Enter where the recording takes place.'];
  if (Object.keys(problems).length > 0) throw new FieldErrors(problems);
  checkTimeZone(timeZone);
  const slots = parseSlots(body.slots, timeZone, now);

  const [block] = await ctx.db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, body.expert_id), eq(userBlocks.blockedId, user.id)));
  if (block) throw forbidden('You cannot invite this expert.', { code: 'blocked' });
  if (expert && !isAvailableOn(expert.availableFrom, now)) {
    throw new HttpError(409, `This expert is not taking bookings until ${expert.availableFrom}.`, {
      code: 'expert_unavailable',
    });
  }

  const id = await ctx.db.transaction(async (tx) => {
    const [sentToday] = await tx
      .select({ value: count() })
      .from(bookings)
      .where(and(eq(bookings.podcasterId, user.id), gt(bookings.createdAt, new Date(now.getTime() - 86_400_000))));
    if ((sentToday?.value ?? 0) >= INVITATIONS_PER_DAY) {
      throw new HttpError(429, `You can send at most ${INVITATIONS_PER_DAY} invitations a day.`, {
        code: 'too_many_invitations',
      });
    }
    if (podcast?.status === 'pending') {
      const [fromShowToday] = await tx
        .select({ value: count() })
        .from(bookings)
        .where(
          and(
            eq(bookings.podcastId, body.podcast_id),
            gt(bookings.createdAt, new Date(now.getTime() - 86_400_000)),
          ),
        );
      if ((fromShowToday?.value ?? 0) >= UNREVIEWED_INVITATIONS_PER_DAY) {
        throw new HttpError(
          429,
          `A show waiting for review can send at most ${UNREVIEWED_INVITATIONS_PER_DAY} invitations a day.`,
          { code: 'too_many_invitations' },
        );
      }
    }
    const [open] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.podcasterId, user.id),
          eq(bookings.expertId, body.expert_id),
          eq(bookings.podcastId, body.podcast_id),
          inArray(bookings.status, ['pending', 'proposed']),
        ),
      );
    if (open)
      throw conflict('You already have an open invitation to this expert for this podcast.', {
        code: 'already_invited',
      });
    const [created] = await tx
      .insert(bookings)
      .values({
        podcastId: body.podcast_id,
        podcasterId: user.id,
        expertId: body.expert_id,
        topic: body.topic,
        format: body.format,
        place: body.format === 'in_person' ? place : null,
        timeZone,
        durationMinutes: body.duration_minutes ?? DEFAULT_DURATION_MINUTES,
        recordingLink: body.recording_link || null,
        note: body.note?.trim() || null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const booking = created!;
    await tx
      .insert(bookingSlots)
      .values(
        slots.map((startsAt) => ({ bookingId: booking.id, round: 1, startsAt, proposedBy: 'podcaster' as const })),
      );
    await scheduleBookingEmails(tx, booking.id, 'invited', [booking.expertId], now);
    await announce(tx, booking);
    return booking.id;
  });
  return getBooking(ctx, user, id);
}

/**
 * Runs a change on a booking of the user's, locked for the transaction (two changes at once are taken one after
 * the other, and the second sees the first); anyone else gets 404. The booking is returned as it is after.
 */
async function change(
  ctx: BookingsContext,
  user: AuthenticatedUser,
  id: number,
  apply: (tx: Tx, booking: BookingRecord, role: BookingRole, now: Date) => Promise<void>,
): Promise<Booking> {
  await ctx.db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, id), or(eq(bookings.podcasterId, user.id), eq(bookings.expertId, user.id))))
      .for('update');
    if (!booking) throw notFound();
    await apply(tx, booking, roleOf(booking, user.id)!, ctx.now());
    await announce(tx, booking);
  });
  return getBooking(ctx, user, id);
}

/** An open request answered by the side it waits for: 403 for the other side, 409 once it is no longer open. */
function assertAwaits(booking: BookingRecord, role: BookingRole): void {
  if (!isOpen(booking.status))
    throw notNow(`This booking is ${booking.status.replace('_', '-')}; it no longer takes answers.`);
  if (awaitingOf(booking.status) !== role) throw wrongSide(`This request waits for the ${otherRole(role)}'s answer.`);
}

export function acceptSlot(
  ctx: BookingsContext,
  user: AuthenticatedUser,
  id: number,
  slotId: number,
): Promise<Booking> {
  return change(ctx, user, id, async (tx, booking, role, now) => {
    assertAwaits(booking, role);
    const [slot] = await tx
      .select({ startsAt: bookingSlots.startsAt })
      .from(bookingSlots)
      .where(
        and(eq(bookingSlots.id, slotId), eq(bookingSlots.bookingId, booking.id), eq(bookingSlots.round, booking.round)),
      );
    if (!slot)
      throw new FieldErrors({ slot_id: ['Choose one of the proposed times.'] }, { slot_id: ['invalid_choice'] });
    if (slot.startsAt.getTime() <= now.getTime()) throw notNow('That time has passed; propose another one.');
    await tx
      .update(bookings)
      .set({ status: 'scheduled', startsAt: slot.startsAt, updatedAt: now })
      .where(eq(bookings.id, booking.id));
    await scheduleBookingEmails(tx, booking.id, 'scheduled', [booking.podcasterId, booking.expertId], now);
    await scheduleReminders(tx, booking, slot.startsAt, now);
  });
}

export function proposeSlots(
  ctx: BookingsContext,
  user: AuthenticatedUser,
  id: number,
  rawSlots: string[],
): Promise<Booking> {
  return change(ctx, user, id, async (tx, booking, role, now) => {
    assertAwaits(booking, role);
    if (booking.round >= MAX_ROUNDS) throw notNow(`After ${MAX_ROUNDS} proposals, accept a time or cancel.`);
    const slots = parseSlots(rawSlots, booking.timeZone, now);
    const round = booking.round + 1;
    await tx
      .insert(bookingSlots)
      .values(slots.map((startsAt) => ({ bookingId: booking.id, round, startsAt, proposedBy: role })));
    await tx
      .update(bookings)
      .set({ status: role === 'expert' ? 'proposed' : 'pending', round, updatedAt: now })
      .where(eq(bookings.id, booking.id));
    await scheduleBookingEmails(tx, booking.id, 'proposed', [userOf(booking, otherRole(role))], now);
  });
}

export function declineBooking(
  ctx: BookingsContext,
  user: AuthenticatedUser,
  id: number,
  reason: string,
): Promise<Booking> {
  return change(ctx, user, id, async (tx, booking, role, now) => {
    if (role !== 'expert') throw wrongSide('Only the invited expert can decline; cancel the invitation instead.');
    if (booking.status !== 'pending') {
      throw notNow(
        booking.status === 'proposed'
          ? 'You proposed other times; cancel the request instead.'
          : 'This booking can no longer be declined.',
      );
    }
    await tx
      .update(bookings)
      .set({ status: 'declined', declineReason: reason, updatedAt: now })
      .where(eq(bookings.id, booking.id));
    await scheduleBookingEmails(tx, booking.id, 'declined', [booking.podcasterId], now);
  });
}

export function cancelBooking(
  ctx: BookingsContext,
  user: AuthenticatedUser,
  id: number,
  reason: string,
): Promise<Booking> {
  return change(ctx, user, id, async (tx, booking, role, now) => {
    const scheduled = booking.status === 'scheduled';
    if (!isOpen(booking.status) && !scheduled)
      throw notNow('Only an open request or a scheduled booking can be cancelled.');
    if (scheduled && booking.startsAt!.getTime() <= now.getTime()) {
      throw notNow('The recording time has passed; mark the booking recorded or a no-show instead.');
    }
    await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelReason: reason,
        cancelledBy: role,
        sequence: scheduled ? booking.sequence + 1 : booking.sequence,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id));
    // Both calendars hold a scheduled booking: both get its cancellation.
    const told = scheduled ? [booking.podcasterId, booking.expertId] : [userOf(booking, otherRole(role))];
    await scheduleBookingEmails(tx, booking.id, 'cancelled', told, now);
  });
}

export function markOutcome(
  ctx: BookingsContext,
  user: AuthenticatedUser,
  id: number,
  outcome: 'recorded' | 'no_show',
): Promise<Booking> {
  return change(ctx, user, id, async (tx, booking, role, now) => {
    if (role !== 'podcaster')
      throw wrongSide('Only the podcaster marks how the recording went; confirm or dispute it after.');
    if (booking.status !== 'scheduled') throw notNow('Only a scheduled booking can be marked.');
    if (booking.startsAt!.getTime() > now.getTime()) throw notNow('The recording time has not come yet.');
    await tx.update(bookings).set({ status: outcome, updatedAt: now }).where(eq(bookings.id, booking.id));
    await scheduleBookingEmails(tx, booking.id, 'marked', [booking.expertId], now);
  });
}

export function confirmOutcome(
  ctx: BookingsContext,
  user: AuthenticatedUser,
  id: number,
  body: { confirmation: 'confirmed' | 'disputed'; reason?: string },
): Promise<Booking> {
  return change(ctx, user, id, async (tx, booking, role, now) => {
    if (role !== 'expert') throw wrongSide('Only the expert confirms or disputes what the podcaster marked.');
    if (booking.status !== 'recorded' && booking.status !== 'no_show')
      throw notNow('There is nothing to confirm until the podcaster marks the recording.');
    if (booking.expertConfirmation !== null) throw notNow(`You already ${booking.expertConfirmation} this booking.`);
    const reason = body.reason?.trim() ?? '';
    if (body.confirmation === 'disputed' && !reason) {
      throw new FieldErrors({ reason: ['Tell what really happened.'] }, { reason: ['required'] });
    }
    await tx
      .update(bookings)
      .set({
        expertConfirmation: body.confirmation,
        disputeReason: body.confirmation === 'disputed' ? reason : null,
        updatedAt: now,
      })
      .where(eq(bookings.id, booking.id));
  });
}

export function setEpisodeLink(
  ctx: BookingsContext,
  user: AuthenticatedUser,
  id: number,
  link: string,
): Promise<Booking> {
  return change(ctx, user, id, async (tx, booking, role, now) => {
    if (role !== 'podcaster') throw wrongSide('Only the podcaster links the published episode.');
    if (booking.status !== 'recorded' || booking.expertConfirmation === 'disputed')
      throw notNow('Only a recorded booking can link its episode.');
    await tx
      .update(bookings)
      .set({ episodeLink: link || null, updatedAt: now })
      .where(eq(bookings.id, booking.id));
  });
}

/** Each side reviews the other once, after a recording the expert confirmed. */
export async function addReview(
  ctx: BookingsContext,
  user: AuthenticatedUser,
  id: number,
  body: { rating: number; text: string },
): Promise<BookingReview> {
  let reviewId = 0;
  await change(ctx, user, id, async (tx, booking, role, now) => {
    if (booking.status !== 'recorded' || booking.expertConfirmation !== 'confirmed') {
      throw notNow('Reviews open once the expert confirms the recording.');
    }
    const [created] = await tx
      .insert(bookingReviews)
      .values({
        bookingId: booking.id,
        reviewerId: user.id,
        revieweeId: userOf(booking, otherRole(role)),
        rating: body.rating,
        text: body.text,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: bookingReviews.id });
    if (!created) throw notNow('You already reviewed this booking.');
    reviewId = created.id;
  });
  const [row] = await selectReviews(ctx.db).where(eq(bookingReviews.id, reviewId));
  return reviewView(ctx, row!);
}

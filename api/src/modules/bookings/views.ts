import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { bookingReviews, bookings, bookingSlots, expertProfiles, podcasts, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { Mailer } from '../../plugins/mail';
import type { FileStore } from '../../uploads/fileStore';
import { personColumns, personView } from '../users/people';
import { MAX_ROUNDS, type Booking, type BookingReview, type BookingRole, type BookingStatus } from './schemas';

export interface BookingsContext {
  db: Db;
  files: FileStore;
  mailer: Mailer;
  publicWebUrl: string;
  log: FastifyBaseLogger;
  now: Clock;
}

export const podcasterUser = alias(users, 'podcaster_user');
export const expertUser = alias(users, 'expert_user');
const reviewer = alias(users, 'reviewer');

/** A booking with the people and names its views show: one query for any number of bookings. */
export function selectBookings(db: Pick<Db, 'select'>) {
  return db
    .select({
      booking: bookings,
      podcastTitle: podcasts.title,
      podcastStatus: podcasts.approvalStatus,
      podcaster: personColumns(podcasterUser),
      expert: personColumns(expertUser),
      expertProfileId: expertProfiles.id,
      expertProfileName: expertProfiles.name,
    })
    .from(bookings)
    .innerJoin(podcasts, eq(podcasts.id, bookings.podcastId))
    .innerJoin(podcasterUser, eq(podcasterUser.id, bookings.podcasterId))
    .innerJoin(expertUser, eq(expertUser.id, bookings.expertId))
    .leftJoin(expertProfiles, eq(expertProfiles.userId, bookings.expertId));
}
export type BookingRow = Awaited<ReturnType<typeof selectBookings>>[number];
export type BookingRecord = typeof bookings.$inferSelect;

/** The side a user is on, or null for anyone else. */
export function roleOf(booking: Pick<BookingRecord, 'podcasterId' | 'expertId'>, userId: number): BookingRole | null {
  if (booking.podcasterId === userId) return 'podcaster';
  if (booking.expertId === userId) return 'expert';
  return null;
}

/** Whose answer an open request waits for. */
export function awaitingOf(status: BookingStatus): BookingRole | null {
  if (status === 'pending') return 'expert';
  if (status === 'proposed') return 'podcaster';
  return null;
}

export const isOpen = (status: BookingStatus): boolean => status === 'pending' || status === 'proposed';

/**
 * What one side may do now. The lifecycle's changes check the same rules (with a reason for each refusal); the
 * view tells the client which actions to offer.
 */
export function actionsFor(
  booking: BookingRecord,
  role: BookingRole,
  now: Date,
  openSlots: { startsAt: Date }[],
  reviewed: boolean,
): Booking['actions'] {
  const awaitsMe = awaitingOf(booking.status) === role;
  const past = booking.startsAt !== null && booking.startsAt.getTime() <= now.getTime();
  const recordedAndConfirmed = booking.status === 'recorded' && booking.expertConfirmation === 'confirmed';
  return {
    accept: awaitsMe && openSlots.some((slot) => slot.startsAt.getTime() > now.getTime()),
    propose: awaitsMe && booking.round < MAX_ROUNDS,
    decline: awaitsMe && role === 'expert',
    cancel: isOpen(booking.status) || (booking.status === 'scheduled' && !past),
    mark_outcome: role === 'podcaster' && booking.status === 'scheduled' && past,
    confirm:
      role === 'expert' &&
      (booking.status === 'recorded' || booking.status === 'no_show') &&
      booking.expertConfirmation === null,
    set_episode_link:
      role === 'podcaster' && booking.status === 'recorded' && booking.expertConfirmation !== 'disputed',
    review: recordedAndConfirmed && !reviewed,
  };
}

/** The reviews of these bookings, by booking. */
async function reviewsOf(
  ctx: Pick<BookingsContext, 'db' | 'files'>,
  bookingIds: number[],
): Promise<Map<number, BookingReview[]>> {
  const byBooking = new Map<number, BookingReview[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await selectReviews(ctx.db)
    .where(inArray(bookingReviews.bookingId, bookingIds))
    .orderBy(asc(bookingReviews.id));
  for (const row of rows) {
    const review = reviewView(ctx, row);
    byBooking.set(review.booking_id, [...(byBooking.get(review.booking_id) ?? []), review]);
  }
  return byBooking;
}

/** Reviews with their reviewer and the booking's podcast. */
export function selectReviews(db: Pick<Db, 'select'>) {
  return db
    .select({
      review: bookingReviews,
      reviewer: personColumns(reviewer),
      podcasterId: bookings.podcasterId,
      podcastId: podcasts.id,
      podcastTitle: podcasts.title,
    })
    .from(bookingReviews)
    .innerJoin(bookings, eq(bookings.id, bookingReviews.bookingId))
    .innerJoin(podcasts, eq(podcasts.id, bookings.podcastId))
    .innerJoin(reviewer, eq(reviewer.id, bookingReviews.reviewerId));
}
type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

export function reviewView(ctx: Pick<BookingsContext, 'files'>, row: ReviewRow): BookingReview {
  return {
    id: row.review.id,
    booking_id: row.review.bookingId,
    rating: row.review.rating,
    text: row.review.text,
    reviewer: personView(ctx.files, row.reviewer),
    reviewer_role: row.review.reviewerId === row.podcasterId ? 'podcaster' : 'expert',
    podcast: { id: row.podcastId, title: row.podcastTitle },
    created_at: row.review.createdAt.toISOString(),
  };
}

/** The views of bookings for one of their sides: the open slots and reviews of all of them in two queries. */
export async function bookingViews(
  ctx: Pick<BookingsContext, 'db' | 'files' | 'now'>,
  rows: BookingRow[],
  viewerId: number,
): Promise<Booking[]> {
  const ids = rows.map((row) => row.booking.id);
  const openIds = rows.filter((row) => isOpen(row.booking.status)).map((row) => row.booking.id);
  const [slotRows, reviews] = await Promise.all([
    openIds.length > 0
      ? ctx.db
          .select({
            id: bookingSlots.id,
            bookingId: bookingSlots.bookingId,
            round: bookingSlots.round,
            startsAt: bookingSlots.startsAt,
            proposedBy: bookingSlots.proposedBy,
          })
          .from(bookingSlots)
          .innerJoin(bookings, and(eq(bookings.id, bookingSlots.bookingId), eq(bookings.round, bookingSlots.round)))
          .where(inArray(bookingSlots.bookingId, openIds))
          .orderBy(asc(bookingSlots.startsAt))
      : Promise.resolve([]),
    reviewsOf(ctx, ids),
  ]);
  const now = ctx.now();
  return rows.map((row) => {
    const { booking } = row;
    const role = roleOf(booking, viewerId);
    if (!role) throw new Error(`User ${viewerId} is no side of booking ${booking.id}.`);
    const slots = slotRows.filter((slot) => slot.bookingId === booking.id);
    const bookingReviewList = reviews.get(booking.id) ?? [];
    return {
      id: booking.id,
      status: booking.status,
      awaiting: awaitingOf(booking.status),
      your_role: role,
      podcast: {
        id: booking.podcastId,
        title: row.podcastTitle,
        awaiting_review: row.podcastStatus === 'pending',
      },
      podcaster: personView(ctx.files, row.podcaster),
      expert: {
        ...personView(ctx.files, row.expert),
        profile_id: row.expertProfileId,
        name: row.expertProfileName,
      },
      topic: booking.topic,
      format: booking.format,
      place: booking.place,
      time_zone: booking.timeZone,
      duration_minutes: booking.durationMinutes,
      recording_link: booking.recordingLink,
      note: booking.note,
      slots: slots.map((slot) => ({
        id: slot.id,
        starts_at: slot.startsAt.toISOString(),
        proposed_by: slot.proposedBy,
      })),
      starts_at: booking.startsAt?.toISOString() ?? null,
      decline_reason: booking.declineReason,
      cancel_reason: booking.cancelReason,
      cancelled_by: booking.cancelledBy,
      expert_confirmation: booking.expertConfirmation,
      dispute_reason: booking.disputeReason,
      episode_link: booking.episodeLink,
      reviews: bookingReviewList,
      actions: actionsFor(
        booking,
        role,
        now,
        slots,
        bookingReviewList.some((review) => review.reviewer.id === viewerId),
      ),
      created_at: booking.createdAt.toISOString(),
      updated_at: booking.updatedAt.toISOString(),
    };
  });
}

/** A booking of the user's (either side); anyone else, admins included, gets 404: they cannot tell it exists. */
export async function getBookingRow(
  db: Pick<Db, 'select'>,
  user: Pick<AuthenticatedUser, 'id'>,
  id: number,
): Promise<BookingRow> {
  const [row] = await selectBookings(db).where(
    and(eq(bookings.id, id), or(eq(bookings.podcasterId, user.id), eq(bookings.expertId, user.id))),
  );
  if (!row) throw notFound();
  return row;
}

import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { bookingReviews, bookings, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { PageRequest } from '../../http/pagination';
import type { BookingReview, TrackRecord } from './schemas';
import { reviewView, selectReviews, type BookingsContext } from './views';

/** The reviews a user received, latest first. */
export async function listReviews(
  ctx: Pick<BookingsContext, 'db'>,
  userId: number,
  page: PageRequest,
): Promise<{ count: number; results: BookingReview[] }> {
  const where = eq(bookingReviews.revieweeId, userId);
  const [rows, [total]] = await Promise.all([
    selectReviews(ctx.db)
      .where(where)
      .orderBy(desc(bookingReviews.createdAt), desc(bookingReviews.id))
      .limit(page.pageSize)
      .offset(page.offset),
    ctx.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(bookingReviews)
      .where(where),
  ]);
  return { count: total?.count ?? 0, results: rows.map(reviewView) };
}

/**
 * What a user's bookings say about them. Recorded: recordings the expert did not dispute. Settled: bookings that
 * were scheduled and then recorded, missed or cancelled. Of those, held against the user: the ones they cancelled
 * after scheduling, and, for the expert, the no-shows they did not dispute.
 */
export async function trackRecord(ctx: Pick<BookingsContext, 'db'>, userId: number): Promise<TrackRecord> {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const notDisputed = sql`${bookings.expertConfirmation} IS DISTINCT FROM 'disputed'`;
  const roleHere = sql`CASE WHEN ${bookings.podcasterId} = ${userId} THEN 'podcaster' ELSE 'expert' END::booking_role`;
  const [[counts], [ratings]] = await Promise.all([
    ctx.db
      .select({
        recorded: sql<number>`count(*) FILTER (WHERE ${bookings.status} = 'recorded' AND ${notDisputed})`.mapWith(
          Number,
        ),
        settled:
          sql<number>`count(*) FILTER (WHERE ${bookings.status} IN ('recorded', 'no_show', 'cancelled'))`.mapWith(
            Number,
          ),
        against:
          sql<number>`count(*) FILTER (WHERE (${bookings.status} = 'cancelled' AND ${bookings.cancelledBy} = ${roleHere}) OR (${bookings.status} = 'no_show' AND ${bookings.expertId} = ${userId} AND ${notDisputed}))`.mapWith(
            Number,
          ),
      })
      .from(bookings)
      .where(and(or(eq(bookings.podcasterId, userId), eq(bookings.expertId, userId)), isNotNull(bookings.startsAt))),
    ctx.db
      .select({
        average: sql<number | null>`avg(${bookingReviews.rating})`.mapWith((value) =>
          value === null ? null : Number(value),
        ),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(bookingReviews)
      .where(eq(bookingReviews.revieweeId, userId)),
  ]);
  const settled = counts?.settled ?? 0;
  const against = counts?.against ?? 0;
  return {
    user_id: userId,
    rating_average:
      ratings?.average === null || ratings?.average === undefined ? null : Math.round(ratings.average * 10) / 10,
    rating_count: ratings?.count ?? 0,
    recorded: counts?.recorded ?? 0,
    settled,
    cancelled_or_no_show: against,
    cancelled_or_no_show_share: settled === 0 ? null : against / settled,
  };
}

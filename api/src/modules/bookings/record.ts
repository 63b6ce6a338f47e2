import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingReviews, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { PageRequest } from '../../http/pagination';
import type { BookingReview, TrackRecord } from './schemas';
import { reviewView, selectReviews, type BookingsContext } from './views';

/** The reviews a user received, latest first. */
export async function listReviews(
  ctx: Pick<BookingsContext, 'db' | 'files'>,
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
  return { count: total?.count ?? 0, results: rows.map((row) => reviewView(ctx, row)) };
}

/** What the settled bookings of a user say: recorded, settled, and held against them (see trackRecord). */
export interface SettledCounts {
  recorded: number;
  settled: number;
  against: number;
}

/**
 * The settled-booking counts of many users in one query (each user on either side of their bookings). Recorded:
 * recordings the expert did not dispute. Settled: bookings that were scheduled and then recorded, missed or
 * cancelled. Of those, held against the user: the ones they cancelled after scheduling, and, for the expert, the
 * no-shows they did not dispute.
 */
export async function settledCountsOf(db: Db, userIds: number[]): Promise<Map<number, SettledCounts>> {
  const byUser = new Map<number, SettledCounts>(userIds.map((id) => [id, { recorded: 0, settled: 0, against: 0 }]));
  if (userIds.length === 0) return byUser;
  const ids = sql`ARRAY[${sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
  const result = (await db.execute(sql`
    SELECT side.user_id,
      count(*) FILTER (WHERE b.status = 'recorded' AND b.expert_confirmation IS DISTINCT FROM 'disputed')::integer AS recorded,
      count(*) FILTER (WHERE b.status IN ('recorded', 'no_show', 'cancelled'))::integer AS settled,
      count(*) FILTER (WHERE
        (b.status = 'cancelled' AND b.cancelled_by = (CASE WHEN b.podcaster_id = side.user_id THEN 'podcaster' ELSE 'expert' END)::booking_role)
        OR (b.status = 'no_show' AND b.expert_id = side.user_id AND b.expert_confirmation IS DISTINCT FROM 'disputed')
      )::integer AS against
    FROM unnest(${ids}) AS side (user_id)
    JOIN bookings AS b ON (b.podcaster_id = side.user_id OR b.expert_id = side.user_id) AND b.starts_at IS NOT NULL
    GROUP BY side.user_id
  `)) as unknown as { rows: { user_id: number; recorded: number; settled: number; against: number }[] };
  for (const row of result.rows) {
    byUser.set(Number(row.user_id), { recorded: Number(row.recorded), settled: Number(row.settled), against: Number(row.against) });
  }
  return byUser;
}

/** What a user's bookings say about them (see settledCountsOf), with the reviews they received. */
export async function trackRecord(ctx: Pick<BookingsContext, 'db'>, userId: number): Promise<TrackRecord> {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const [counts, [ratings]] = await Promise.all([
    settledCountsOf(ctx.db, [userId]).then((byUser) => byUser.get(userId)!),
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
  const { settled, against } = counts;
  return {
    user_id: userId,
    rating_average:
      ratings?.average === null || ratings?.average === undefined ? null : Math.round(ratings.average * 10) / 10,
    rating_count: ratings?.count ?? 0,
    recorded: counts.recorded,
    settled,
    cancelled_or_no_show: against,
    cancelled_or_no_show_share: settled === 0 ? null : against / settled,
  };
}

import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import type { PageRequest } from '../../http/pagination';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { Booking, BookingView } from './schemas';
import { bookingViews, getBookingRow, selectBookings, type BookingsContext } from './views';

/** The requests that wait for this user's answer. */
function waitingFor(userId: number): SQL {
  return or(
    and(eq(bookings.expertId, userId), eq(bookings.status, 'pending')),
    and(eq(bookings.podcasterId, userId), eq(bookings.status, 'proposed')),
  )!;
}

/** Which of the user's bookings each view lists, and in what order. */
function viewOf(view: BookingView, userId: number): { where: SQL; orderBy: SQL[] } {
  const mine = or(eq(bookings.podcasterId, userId), eq(bookings.expertId, userId))!;
  switch (view) {
    case 'waiting':
      return { where: waitingFor(userId), orderBy: [desc(bookings.updatedAt), desc(bookings.id)] };
    case 'upcoming':
      return {
        where: and(
          mine,
          or(
            eq(bookings.status, 'scheduled'),
            and(eq(bookings.podcasterId, userId), eq(bookings.status, 'pending')),
            and(eq(bookings.expertId, userId), eq(bookings.status, 'proposed')),
          ),
        )!,
        // Scheduled ones by their time; requests waiting for the other side after them, latest first.
        orderBy: [sql`${bookings.startsAt} ASC NULLS LAST`, desc(bookings.updatedAt), desc(bookings.id)],
      };
    case 'past':
      return {
        where: and(mine, inArray(bookings.status, ['declined', 'cancelled', 'recorded', 'no_show']))!,
        orderBy: [sql`coalesce(${bookings.startsAt}, ${bookings.updatedAt}) DESC`, desc(bookings.id)],
      };
  }
}

/** One page of the user's bookings in a view. */
export async function listBookings(
  ctx: BookingsContext,
  user: AuthenticatedUser,
  view: BookingView,
  page: PageRequest,
): Promise<{ count: number; results: Booking[] }> {
  const { where, orderBy } = viewOf(view, user.id);
  const [rows, [total]] = await Promise.all([
    selectBookings(ctx.db).where(where).orderBy(...orderBy).limit(page.pageSize).offset(page.offset),
    ctx.db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(bookings).where(where),
  ]);
  return { count: total?.count ?? 0, results: await bookingViews(ctx, rows, user.id) };
}

/** A booking as one of its sides sees it; anyone else (admins included) gets 404. */
export async function getBooking(ctx: BookingsContext, user: AuthenticatedUser, id: number): Promise<Booking> {
  const row = await getBookingRow(ctx.db, user, id);
  const [view] = await bookingViews(ctx, [row], user.id);
  return view!;
}

/** How many requests wait for the user's answer (the navigation badge). */
export async function bookingSummary(ctx: BookingsContext, user: AuthenticatedUser): Promise<{ waiting: number }> {
  const [row] = await ctx.db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(bookings).where(waitingFor(user.id));
  return { waiting: row?.count ?? 0 };
}

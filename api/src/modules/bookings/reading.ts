import { and, desc, eq, inArray, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { bookings } from '../../db/schema';
import type { PageRequest } from '../../http/pagination';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { Booking, BookingView } from './schemas';
import { bookingViews, getBookingRow, selectBookings, type BookingsContext } from './views';

/** A scheduled recording whose time has come: the podcaster's to mark recorded or a no-show. */
const toMark = (userId: number, now: Date): SQL =>
  and(eq(bookings.podcasterId, userId), eq(bookings.status, 'scheduled'), lte(bookings.startsAt, now))!;

/** A marked recording the expert has not confirmed or disputed yet. */
const toConfirm = (userId: number): SQL =>
  and(
    eq(bookings.expertId, userId),
    inArray(bookings.status, ['recorded', 'no_show']),
    isNull(bookings.expertConfirmation),
  )!;

/**
 * What waits for this user's answer: requests (an invitation, other times), and after the recording time the
 * podcaster's marking and then the expert's confirmation.
 */
function waitingFor(userId: number, now: Date): SQL {
  return or(
    and(eq(bookings.expertId, userId), eq(bookings.status, 'pending')),
    and(eq(bookings.podcasterId, userId), eq(bookings.status, 'proposed')),
    toMark(userId, now),
    toConfirm(userId),
  )!;
}

/** Which of the user's bookings each view lists, and in what order. */
function viewOf(view: BookingView, userId: number, now: Date): { where: SQL; orderBy: SQL[] } {
  const mine = or(eq(bookings.podcasterId, userId), eq(bookings.expertId, userId))!;
  switch (view) {
    case 'waiting':
      return { where: waitingFor(userId, now), orderBy: [desc(bookings.updatedAt), desc(bookings.id)] };
    case 'upcoming':
      return {
        where: and(
          mine,
          or(
            and(eq(bookings.status, 'scheduled'), not(toMark(userId, now))),
            and(eq(bookings.podcasterId, userId), eq(bookings.status, 'pending')),
            and(eq(bookings.expertId, userId), eq(bookings.status, 'proposed')),
          ),
        )!,
        // Scheduled ones by their time; requests waiting for the other side after them, latest first.
        orderBy: [sql`${bookings.startsAt} ASC NULLS LAST`, desc(bookings.updatedAt), desc(bookings.id)],
      };
    case 'past':
      return {
        where: and(
          mine,
          inArray(bookings.status, ['declined', 'cancelled', 'recorded', 'no_show']),
          not(toConfirm(userId)),
        )!,
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
  const { where, orderBy } = viewOf(view, user.id, ctx.now());
  const [rows, [total]] = await Promise.all([
    selectBookings(ctx.db)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.pageSize)
      .offset(page.offset),
    ctx.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(bookings)
      .where(where),
  ]);
  return { count: total?.count ?? 0, results: await bookingViews(ctx, rows, user.id) };
}

/** A booking as one of its sides sees it; anyone else (admins included) gets 404. */
export async function getBooking(ctx: BookingsContext, user: AuthenticatedUser, id: number): Promise<Booking> {
  const row = await getBookingRow(ctx.db, user, id);
  const [view] = await bookingViews(ctx, [row], user.id);
  return view!;
}

/** How many bookings wait for the user's answer (the navigation badge). */
export async function bookingSummary(ctx: BookingsContext, user: AuthenticatedUser): Promise<{ waiting: number }> {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(waitingFor(user.id, ctx.now()));
  return { waiting: row?.count ?? 0 };
}

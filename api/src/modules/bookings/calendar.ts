import { createEvent } from 'ics';
import { conflict } from '../../errors';
import type { AuthenticatedUser } from '../../plugins/auth';
import { getBookingRow, type BookingRow, type BookingsContext } from './views';

/** Who sends the invites: never a user's own address, which the other side is not shown. */
const ORGANIZER = { name: 'PodBridge', email: 'bookings@podbridge.se' };

export interface CalendarAttendee {
  name: string;
  email: string;
}

/**
 * The calendar invite of a scheduled booking (REQUEST), or its cancellation (CANCEL), for one attendee (RFC 5545,
 * written by the `ics` library). One UID per booking and a SEQUENCE that grows with each change of time, so a
 * calendar updates the event it has rather than adding another.
 */
export function bookingCalendar(
  row: BookingRow,
  attendee: CalendarAttendee | null,
  method: 'REQUEST' | 'CANCEL',
  publicWebUrl: string,
): string {
  const { booking } = row;
  if (!booking.startsAt) throw new Error(`Booking ${booking.id} has no recording time.`);
  const where = booking.format === 'in_person' ? booking.place : booking.recordingLink;
  const { error, value } = createEvent({
    productId: 'podbridge/bookings',
    method,
    uid: `booking-${booking.id}@podbridge.se`,
    sequence: booking.sequence,
    start: booking.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: booking.durationMinutes },
    title: `${row.podcastTitle}: ${booking.topic}`,
    description: [
      `Recording of ${row.podcastTitle} with ${row.expert.displayName} (host ${row.podcaster.displayName}).`,
      `Topic: ${booking.topic}`,
      booking.note ? `Note: ${booking.note}` : null,
      `${publicWebUrl}/bookings`,
    ]
      .filter((line): line is string => line !== null)
      .join('\n'),
    ...(where ? { location: where } : {}),
    url: `${publicWebUrl}/bookings`,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: ORGANIZER,
    ...(attendee ? { attendees: [{ ...attendee, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }] } : {}),
  });
  if (error || !value) throw error ?? new Error('The calendar invite could not be written.');
  return value;
}

/** The invite of a scheduled booking (or the cancellation of one that was), for one of its sides to download. */
export async function downloadCalendar(ctx: BookingsContext, user: AuthenticatedUser, id: number): Promise<string> {
  const row = await getBookingRow(ctx.db, user, id);
  const { booking } = row;
  const wasScheduled = booking.startsAt !== null;
  if (!wasScheduled || (booking.status !== 'scheduled' && booking.status !== 'cancelled')) {
    throw conflict('Only a scheduled booking has a calendar invite.', { code: 'not_scheduled' });
  }
  return bookingCalendar(row, null, booking.status === 'cancelled' ? 'CANCEL' : 'REQUEST', ctx.publicWebUrl);
}

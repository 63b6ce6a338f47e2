import type { TFunction } from 'i18next';
import { formatShortDate } from '@podbridge/shared/format';
import type { Expert } from '@podbridge/shared/types';

/**
 * The day an expert takes bookings again, or null when open to bookings now. The server decides (`is_available`,
 * by the day in Stockholm), so a past date never shows as closed.
 */
export function bookingsClosedUntil(expert: Pick<Expert, 'is_available' | 'available_from'>): string | null {
  return expert.is_available ? null : expert.available_from;
}

/** A calendar day 'YYYY-MM-DD' as the short date, read as that day where the reader is (not UTC midnight). */
export function formatDay(day: string): string {
  return formatShortDate(new Date(`${day}T00:00`));
}

/** "Open to bookings", or "Not taking bookings until <day>": the detail page's and the card's words. */
export function availabilityWords(
  expert: Pick<Expert, 'is_available' | 'available_from'>,
  t: TFunction<'experts'>,
): string {
  const closedUntil = bookingsClosedUntil(expert);
  return closedUntil ? t('about.closedUntil', { date: formatDay(closedUntil) }) : t('about.openToBookings');
}

import type { Expert } from '@podbridge/shared/types';

/**
 * The day an expert takes bookings again, or null when open to bookings now. The server decides (`is_available`,
 * by the day in Stockholm), so a past date never shows as closed.
 */
export function bookingsClosedUntil(expert: Pick<Expert, 'is_available' | 'available_from'>): string | null {
  return expert.is_available ? null : expert.available_from;
}

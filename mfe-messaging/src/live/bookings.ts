import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { api, logFailure } from '@podbridge/shared/api';
import { authStore } from '@podbridge/shared/auth';
import type { BookingSummary } from '@podbridge/shared/types';
import { bookingKeys } from './keys';
import { usePollingInterval } from './status';

/** GET /bookings/summary/: how many booking requests wait for the signed-in user's answer. */
export function fetchBookingSummary(): Promise<BookingSummary> {
  return api.get('/bookings/summary/');
}

/**
 * Booking requests waiting for the signed-in user: the nav's badge and the Bookings page read the same cache. The
 * live stream's `booking` event asks again; while the stream is down it is asked every 5 seconds.
 */
export function useWaitingBookings(): number {
  const signedIn = useStore(authStore, (state) => state.status === 'authenticated');
  const { data } = useQuery({
    queryKey: bookingKeys.summary,
    queryFn: logFailure('Failed to load the booking requests', fetchBookingSummary),
    enabled: signedIn,
    refetchInterval: usePollingInterval(),
  });
  return data?.waiting ?? 0;
}

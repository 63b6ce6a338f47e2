import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { BookingPage } from '@podbridge/shared/types';
import { bookingKeys } from '../live/keys';
import { usePollingInterval } from '../live/status';

export type BookingView = 'waiting' | 'upcoming' | 'past';

/**
 * GET /bookings/?view=&page=: the signed-in user's bookings. `waiting`: requests that wait for their answer;
 * `upcoming`: scheduled ones and requests waiting for the other side, soonest first; `past`: latest first.
 */
export async function fetchBookings(view: BookingView, page: number): Promise<BookingPage> {
  return api.get('/bookings/', { query: { view, page } });
}

/** One section of the Bookings page; the live stream's `booking` event asks again, polling while it is down. */
export function useBookings(view: BookingView, page = 1) {
  return useQuery({
    queryKey: bookingKeys.list(view, page),
    queryFn: () => fetchBookings(view, page),
    placeholderData: keepPreviousData,
    refetchInterval: usePollingInterval(),
  });
}

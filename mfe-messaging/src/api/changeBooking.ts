import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@podbridge/shared/api';
import { bookingKeys } from '@podbridge/shared/live';
import type { Booking, BookingChanges } from '@podbridge/shared/types';

export type BookingChange = keyof BookingChanges;

/** The episode link is set (and removed) with PUT; every other change is a POST. */
const METHODS: Record<BookingChange, 'post' | 'put'> = {
  accept: 'post',
  propose: 'post',
  decline: 'post',
  cancel: 'post',
  outcome: 'post',
  confirmation: 'post',
  episode_link: 'put',
};

/**
 * POST/PUT /bookings/{id}/{change}/: accept a slot, propose other times, decline, cancel, mark the outcome, confirm
 * or dispute it, link the episode. 200 with the booking as it is after; 403 for the wrong side and 409 with a
 * `detail` for a change the booking's state no longer allows.
 */
export async function changeBooking<Change extends BookingChange>(
  id: number,
  change: Change,
  body: BookingChanges[Change],
): Promise<Booking> {
  const { data } = await apiClient.request<Booking>({
    method: METHODS[change],
    url: `/bookings/${id}/${change}/`,
    data: body,
  });
  return data;
}

/** A change to one booking; every booking view (lists, the nav's count, track records) asks again after it. */
export function useChangeBooking<Change extends BookingChange>(id: number, change: Change) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingChanges[Change]) => changeBooking(id, change, body),
    onSettled: () => void client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

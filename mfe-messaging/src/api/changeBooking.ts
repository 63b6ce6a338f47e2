import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { Booking, BookingChanges } from '@podbridge/shared/types';
import { bookingKeys } from '../live/keys';

export type BookingChange = keyof BookingChanges;

/** Each change's request; the episode link is set (and removed) with PUT, every other change is a POST. */
const SEND: { [Change in BookingChange]: (id: number, body: BookingChanges[Change]) => Promise<Booking> } = {
  accept: (id, body) => api.post('/bookings/{id}/accept/', { path: { id }, body }),
  propose: (id, body) => api.post('/bookings/{id}/propose/', { path: { id }, body }),
  decline: (id, body) => api.post('/bookings/{id}/decline/', { path: { id }, body }),
  cancel: (id, body) => api.post('/bookings/{id}/cancel/', { path: { id }, body }),
  outcome: (id, body) => api.post('/bookings/{id}/outcome/', { path: { id }, body }),
  confirmation: (id, body) => api.post('/bookings/{id}/confirmation/', { path: { id }, body }),
  episode_link: (id, body) => api.put('/bookings/{id}/episode_link/', { path: { id }, body }),
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
  return SEND[change](id, body);
}

/** A change to one booking; every booking view (lists, the nav's count, track records) asks again after it. */
export function useChangeBooking<Change extends BookingChange>(id: number, change: Change) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingChanges[Change]) => changeBooking(id, change, body),
    onSettled: () => void client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

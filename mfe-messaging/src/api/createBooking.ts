import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { Booking, NewBooking } from '@podbridge/shared/types';
import { bookingKeys } from '../live/keys';

/** POST /bookings/: a podcaster invites an expert; 201 with the booking, which waits for the expert. */
export async function createBooking(invitation: NewBooking): Promise<Booking> {
  return api.post('/bookings/', { body: invitation });
}

export function useCreateBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: () => void client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

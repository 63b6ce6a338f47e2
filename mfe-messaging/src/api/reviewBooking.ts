import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { BookingReview, NewBookingReview } from '@podbridge/shared/types';
import { bookingKeys } from '../live/keys';

/** POST /bookings/{id}/reviews/: rate the other side 1-5 with a text, once, after a confirmed recording. */
export async function reviewBooking(id: number, review: NewBookingReview): Promise<BookingReview> {
  return api.post('/bookings/{id}/reviews/', { path: { id }, body: review });
}

export function useReviewBooking(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (review: NewBookingReview) => reviewBooking(id, review),
    onSuccess: () => void client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, logFailure } from '@podbridge/shared/api';
import type { BookingReviewPage } from '@podbridge/shared/types';
import { bookingKeys } from '../live/keys';

/** GET /bookings/reviews/?user_id=&page=: the reviews a user received, newest first. */
export async function fetchReviews(userId: number, page: number): Promise<BookingReviewPage> {
  return api.get('/bookings/reviews/', { query: { user_id: userId, page } });
}

export function useReviews(userId: number, page = 1, enabled = true) {
  return useQuery({
    queryKey: bookingKeys.reviews(userId, page),
    queryFn: logFailure('Failed to load the reviews', () => fetchReviews(userId, page)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

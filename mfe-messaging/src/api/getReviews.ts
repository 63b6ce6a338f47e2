import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, logFailure } from '@podbridge/shared/api';
import { bookingKeys } from '@podbridge/shared/live';
import type { BookingReviewPage } from '@podbridge/shared/types';

/** GET /bookings/reviews/?user_id=&page=: the reviews a user received, newest first. */
export async function fetchReviews(userId: number, page: number): Promise<BookingReviewPage> {
  const { data } = await apiClient.get<BookingReviewPage>('/bookings/reviews/', { params: { user_id: userId, page } });
  return data;
}

export function useReviews(userId: number, page = 1, enabled = true) {
  return useQuery({
    queryKey: bookingKeys.reviews(userId, page),
    queryFn: logFailure('Failed to load the reviews', () => fetchReviews(userId, page)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

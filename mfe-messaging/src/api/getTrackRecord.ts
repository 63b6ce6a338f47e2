import { useQuery } from '@tanstack/react-query';
import { api, logFailure } from '@podbridge/shared/api';
import type { TrackRecord } from '@podbridge/shared/types';
import { bookingKeys } from '../live/keys';

/** GET /bookings/track_record/{user_id}/: rating, reviews, recorded appearances and the cancelled or missed share. */
export async function fetchTrackRecord(userId: number): Promise<TrackRecord> {
  return api.get('/bookings/track_record/{user_id}/', { path: { user_id: userId } });
}

export function useTrackRecord(userId: number) {
  return useQuery({
    queryKey: bookingKeys.trackRecord(userId),
    queryFn: logFailure('Failed to load the track record', () => fetchTrackRecord(userId)),
  });
}

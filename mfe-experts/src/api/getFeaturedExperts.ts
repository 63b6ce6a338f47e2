import { useQuery } from '@tanstack/react-query';
import { api, logFailure } from '@podbridge/shared/api';
import type { Expert } from '@podbridge/shared/types';

export const featuredExpertsKey = ['experts', 'featured'] as const;

/** What the home page's spotlight shows of a featured expert. */
export type FeaturedExpert = Pick<
  Expert,
  'id' | 'name' | 'bio' | 'likes_count' | 'profile_picture' | 'profile_picture_url'
>;

/** GET /experts/featured/: up to 8 approved profiles. */
export async function fetchFeaturedExperts(): Promise<FeaturedExpert[]> {
  return api.get('/experts/featured/');
}

/** The home page tolerates a failure here: it is logged and the section shows its empty state. */
export function useFeaturedExperts() {
  return useQuery({
    queryKey: featuredExpertsKey,
    queryFn: logFailure('Failed to load featured experts', fetchFeaturedExperts),
  });
}

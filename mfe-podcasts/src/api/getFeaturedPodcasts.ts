import { useQuery } from '@tanstack/react-query';
import { api, logFailure } from '@podbridge/shared/api';
import type { Podcast } from '@podbridge/shared/types';

export const featuredPodcastsKey = ['podcasts', 'featured'] as const;

/** GET /podcasts/featured/: up to 8 approved podcasts. */
export async function fetchFeaturedPodcasts(): Promise<Podcast[]> {
  return api.get('/podcasts/featured/');
}

/** The home page tolerates a failure here: it is logged and the section shows its empty state. */
export function useFeaturedPodcasts() {
  return useQuery({
    queryKey: featuredPodcastsKey,
    queryFn: logFailure('Failed to load featured podcasts', fetchFeaturedPodcasts),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, logFailure } from '@podbridge/shared/api';
import { useViewerId } from '@podbridge/shared/auth';
import type { Podcast } from '@podbridge/shared/types';

/**
 * The signed-in podcaster's own podcasts, whoever is signed in: what a change to one of them refreshes. This remote
 * lists and changes them; the messaging remote's invite dialog and the experts remote's suggested guests read them
 * through `@podbridge/mfe-podcasts/public`.
 */
export const myPodcastsRootKey = ['podcasts', 'mine'] as const;

export function myPodcastsKey(viewerId: number | null) {
  return [...myPodcastsRootKey, viewerId] as const;
}

/** GET /podcasts/my-podcasts/: every podcast of the signed-in user, pending ones included. */
export function fetchMyPodcasts(): Promise<Podcast[]> {
  return api.get('/podcasts/my-podcasts/');
}

/** The query of a viewer's own podcasts: its key and fetcher, asked only while someone is signed in. */
export function myPodcastsQuery(viewerId: number | null) {
  return queryOptions({
    queryKey: myPodcastsKey(viewerId),
    queryFn: logFailure('Failed to load your podcasts', fetchMyPodcasts),
    enabled: viewerId !== null,
  });
}

/** The signed-in user's own podcasts. */
export function useMyPodcasts() {
  const viewerId = useViewerId();
  return useQuery(myPodcastsQuery(viewerId));
}

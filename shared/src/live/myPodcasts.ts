import { useQuery } from '@tanstack/react-query';
import { api, logFailure } from '@podbridge/shared/api';
import { useViewerId } from '@podbridge/shared/auth';
import type { Podcast } from '../types';

/**
 * The signed-in podcaster's own podcasts, whoever is signed in: what a change to one of them refreshes. The
 * podcasts remote lists and changes them; the messaging remote's invite dialog offers the approved ones.
 */
export const myPodcastsRootKey = ['podcasts', 'mine'] as const;

export function myPodcastsKey(viewerId: number | null) {
  return [...myPodcastsRootKey, viewerId] as const;
}

/** GET /podcasts/my-podcasts/: every podcast of the signed-in user, pending ones included. */
export function fetchMyPodcasts(): Promise<Podcast[]> {
  return api.get('/podcasts/my-podcasts/');
}

export function useMyPodcasts() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: myPodcastsKey(viewerId),
    queryFn: logFailure('Failed to load your podcasts', fetchMyPodcasts),
    enabled: viewerId !== null,
  });
}

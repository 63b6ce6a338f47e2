import { api } from '@podbridge/shared/api';
import type { PodcasterProfile } from '@podbridge/shared/types';
import { fetchOwnProfile, useOwnProfileQuery } from './ownProfile';

/** The podcasts remote caches the same answer under the same key: one request, and a save here refreshes it there. */
export function myPodcasterProfileKey(viewerId: number | null) {
  return ['podcasts', 'my-podcaster-profile', viewerId] as const;
}

/** GET /podcasts/profiles/my_profile/: null when the user has no podcaster profile yet (404). */
export function fetchMyPodcasterProfile(): Promise<PodcasterProfile | null> {
  return fetchOwnProfile(() => api.get('/podcasts/profiles/my_profile/'));
}

export function useMyPodcasterProfile() {
  return useOwnProfileQuery(myPodcasterProfileKey, fetchMyPodcasterProfile);
}

import { api } from '@podbridge/shared/api';
import type { Expert } from '@podbridge/shared/types';
import { fetchOwnProfile, useOwnProfileQuery } from './ownProfile';

/** The experts remote caches the same answer under the same key: its editor's save reaches the card here too. */
export function myExpertProfileKey(viewerId: number | null) {
  return ['experts', 'my-profile', viewerId] as const;
}

/** GET /experts/my-profile/: the signed-in expert's profile whatever its review; null when there is none (404). */
export function fetchMyExpertProfile(): Promise<Expert | null> {
  return fetchOwnProfile(() => api.get('/experts/my-profile/'));
}

export function useMyExpertProfile() {
  return useOwnProfileQuery(myExpertProfileKey, fetchMyExpertProfile);
}

import { useQuery } from '@tanstack/react-query';
import { api, describeApiError, logFailure } from '@podbridge/shared/api';
import type { Expert } from '@podbridge/shared/types';
import { useViewerId } from '@podbridge/shared/auth';

/** The signed-in user's own profile, whoever is signed in: what creating, saving or deleting one refreshes. */
export const myExpertProfileRootKey = ['experts', 'my-profile'] as const;

export function myExpertProfileKey(viewerId: number | null) {
  return [...myExpertProfileRootKey, viewerId] as const;
}

/** GET /experts/my-profile/: the own profile, or null when there is none (404); other failures are thrown. */
export async function fetchMyExpertProfile(): Promise<Expert | null> {
  try {
    return await api.get('/experts/my-profile/');
  } catch (error) {
    if (describeApiError(error).status === 404) return null;
    throw error;
  }
}

/** The own profile of a signed-in expert; asked only while `enabled` (a visitor or a podcaster has none). */
export function useMyExpertProfile({ enabled = true }: { enabled?: boolean } = {}) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: myExpertProfileKey(viewerId),
    queryFn: logFailure('Failed to load your expert profile', fetchMyExpertProfile),
    enabled: enabled && viewerId !== null,
  });
}

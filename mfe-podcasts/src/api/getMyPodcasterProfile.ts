import { useQuery } from '@tanstack/react-query';
import { api, describeApiError, logFailure } from '@podbridge/shared/api';
import type { PodcasterProfile } from '@podbridge/shared/types';
import { useViewerId } from '@podbridge/shared/auth';

export function myPodcasterProfileKey(viewerId: number | null) {
  return ['podcasts', 'my-podcaster-profile', viewerId] as const;
}

/** GET /podcasts/profiles/my_profile/: null when the user has no podcaster profile (404); other failures throw. */
export async function fetchMyPodcasterProfile(): Promise<PodcasterProfile | null> {
  try {
    return await api.get('/podcasts/profiles/my_profile/');
  } catch (error) {
    if (describeApiError(error).status === 404) return null;
    throw error;
  }
}

export function useMyPodcasterProfile() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: myPodcasterProfileKey(viewerId),
    queryFn: logFailure('Failed to check the podcaster profile', fetchMyPodcasterProfile),
    enabled: viewerId !== null,
  });
}

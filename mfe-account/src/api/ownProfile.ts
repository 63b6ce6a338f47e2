import { useQuery, type QueryKey } from '@tanstack/react-query';
import { apiClient } from '@podbridge/shared/api';
import { useViewerId } from '@podbridge/shared/auth';

/** GET of the signed-in user's own profile: null when there is none yet (404), so the page offers to create one. */
export async function fetchOwnProfile<Profile>(url: string): Promise<Profile | null> {
  const { status, data } = await apiClient.get<Profile>(url, {
    validateStatus: (code) => (code >= 200 && code < 300) || code === 404,
  });
  return status === 404 ? null : data;
}

/** Asks for one's own profile once someone is signed in, cached under that account's key. */
export function useOwnProfileQuery<Profile>(
  keyOf: (viewerId: number | null) => QueryKey,
  fetch: () => Promise<Profile | null>,
) {
  const viewerId = useViewerId();
  return useQuery({ queryKey: keyOf(viewerId), queryFn: fetch, enabled: viewerId !== null });
}

import { useQuery, type QueryKey } from '@tanstack/react-query';
import { describeApiError } from '@podbridge/shared/api';
import { useViewerId } from '@podbridge/shared/auth';

/**
 * The signed-in user's own profile as `fetch` asks for it: null when there is none yet (404), so the page offers to
 * create one; any other failure is thrown.
 */
export async function fetchOwnProfile<Profile>(fetch: () => Promise<Profile>): Promise<Profile | null> {
  try {
    return await fetch();
  } catch (error) {
    if (describeApiError(error).status === 404) return null;
    throw error;
  }
}

/** Asks for one's own profile once someone is signed in, cached under that account's key. */
export function useOwnProfileQuery<Profile>(
  keyOf: (viewerId: number | null) => QueryKey,
  fetch: () => Promise<Profile | null>,
) {
  const viewerId = useViewerId();
  return useQuery({ queryKey: keyOf(viewerId), queryFn: fetch, enabled: viewerId !== null });
}

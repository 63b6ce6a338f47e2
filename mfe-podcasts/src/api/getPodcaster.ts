import { useQuery } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import { useViewerId } from '@podbridge/shared/auth';
import type { PodcasterPage } from '@podbridge/shared/types';

/** Every podcaster's page, whoever views it: what a change to one of their shows refreshes. */
export const podcasterRootKey = ['podcasts', 'podcaster'] as const;

function podcasterKey(id: string, viewerId: number | null) {
  return [...podcasterRootKey, id, viewerId] as const;
}

/** GET /podcasts/podcasters/{id}/: the podcaster's profile and published shows, by their user id. */
export async function fetchPodcaster(id: number): Promise<PodcasterPage> {
  return api.get('/podcasts/podcasters/{id}/', { path: { id } });
}

/** A podcaster's page by the route's user id; the shows carry the viewer's likes and saves. */
export function usePodcaster(id: string | undefined) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: podcasterKey(id ?? '', viewerId),
    queryFn: () => fetchPodcaster(Number(id)),
    enabled: id !== undefined,
  });
}

import { useQuery } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { Podcast } from '@podbridge/shared/types';
import { useViewerId } from '@podbridge/shared/auth';

/** Every viewer's copy of one podcast: what a change to it refreshes. */
export function podcastKey(id: number | string) {
  return ['podcasts', 'detail', String(id)] as const;
}

function viewerPodcastKey(id: number | string, viewerId: number | null) {
  return [...podcastKey(id), viewerId] as const;
}

/** GET /podcasts/{id}/. */
export async function fetchPodcast(id: number): Promise<Podcast> {
  return api.get('/podcasts/{id}/', { path: { id } });
}

/** One podcast by its route id; each page decides what a failure means for it. */
export function usePodcast(id: string | undefined) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: viewerPodcastKey(id ?? '', viewerId),
    queryFn: () => fetchPodcast(Number(id)),
    enabled: id !== undefined,
  });
}

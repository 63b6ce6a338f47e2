import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { ApiResponse, components } from '@podbridge/shared/types';
import { podcastKey } from './getPodcast';
import { podcastListKey } from './getPodcasts';
import { myPodcastsRootKey } from './myPodcasts';

export type FeedPreview = ApiResponse<'/api/podcasts/feed-preview/', 'post'>;
export type FeedStatus = components['schemas']['FeedStatus'];
export type Episode = components['schemas']['Episode'];

/** Episodes a podcast page lists. */
export const EPISODES_SHOWN = 10;

const episodesKey = (podcastId: number) => [...podcastKey(podcastId), 'episodes'] as const;
// Not under the podcast's key: a read answers the new status itself, and refreshing the podcast (which a read does,
// for its signals) need not ask for it again.
const feedStatusKey = (podcastId: number) => ['podcasts', 'feed', podcastId] as const;

/** POST /podcasts/feed-preview/: the fields a new podcast would take from its feed; nothing is stored. */
export function useFeedPreview() {
  return useMutation({
    mutationFn: (feedUrl: string): Promise<FeedPreview> =>
      api.post('/podcasts/feed-preview/', { body: { feed_url: feedUrl } }),
  });
}

/** The latest episodes of a show with a feed (GET /podcasts/{id}/episodes/). */
export function useEpisodes(podcastId: number, enabled: boolean) {
  return useQuery({
    queryKey: episodesKey(podcastId),
    queryFn: () =>
      api.get('/podcasts/{id}/episodes/', { path: { id: podcastId }, query: { page_size: EPISODES_SHOWN } }),
    enabled,
  });
}

/** The owner's view of their show's feed (GET /podcasts/{id}/feed/): its last read and its verification code. */
export function useFeedStatus(podcastId: number, enabled: boolean) {
  return useQuery({
    queryKey: feedStatusKey(podcastId),
    queryFn: (): Promise<FeedStatus> => api.get('/podcasts/{id}/feed/', { path: { id: podcastId } }),
    enabled,
  });
}

/** What a read of the feed changes: the status, the episodes, the show's signals and the lists showing it. */
function useFeedRead(podcastId: number) {
  const queryClient = useQueryClient();
  return (status: FeedStatus) => {
    queryClient.setQueryData(feedStatusKey(podcastId), status);
    for (const queryKey of [podcastKey(podcastId), podcastListKey, myPodcastsRootKey])
      void queryClient.invalidateQueries({ queryKey });
  };
}

/** Links an existing show to its feed (PUT /podcasts/{id}/feed/): read at once, its episodes and signals follow. */
export function useConnectFeed(podcastId: number) {
  const read = useFeedRead(podcastId);
  return useMutation({
    mutationFn: (feedUrl: string): Promise<FeedStatus> =>
      api.put('/podcasts/{id}/feed/', { path: { id: podcastId }, body: { feed_url: feedUrl } }),
    onSuccess: read,
  });
}

/** "Refresh now" (POST /podcasts/{id}/feed/refresh/, at most once an hour). */
export function useRefreshFeed(podcastId: number) {
  const read = useFeedRead(podcastId);
  return useMutation({
    mutationFn: (): Promise<FeedStatus> => api.post('/podcasts/{id}/feed/refresh/', { path: { id: podcastId } }),
    onSuccess: read,
  });
}

/** "Check now" (POST /podcasts/{id}/feed/verify/): looks for the code in the feed. */
export function useVerifyFeed(podcastId: number) {
  const read = useFeedRead(podcastId);
  return useMutation({
    mutationFn: () => api.post('/podcasts/{id}/feed/verify/', { path: { id: podcastId } }),
    onSuccess: (answer) => read(answer.feed),
  });
}

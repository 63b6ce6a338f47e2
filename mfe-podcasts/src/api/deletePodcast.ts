import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { Podcast } from '@podbridge/shared/types';
import { featuredPodcastsKey } from './getFeaturedPodcasts';
import { podcasterRootKey } from './getPodcaster';
import { podcastKey } from './getPodcast';
import { podcastListKey, type PodcastResults } from './getPodcasts';
import { myPodcastsRootKey } from './myPodcasts';

/** DELETE /podcasts/{id}/. */
export async function deletePodcast(id: number): Promise<void> {
  await api.delete('/podcasts/{id}/', { path: { id } });
}

/** Deletes a podcast: its card leaves the listing and the owner's list at once, then both are asked again. */
export function useDeletePodcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePodcast,
    onSuccess: (_nothing, id) => {
      const others = (podcast: Podcast) => podcast.id !== id;
      queryClient.setQueriesData<PodcastResults>(
        { queryKey: podcastListKey },
        (page) => page && { podcasts: page.podcasts.filter(others), count: Math.max(0, page.count - 1) },
      );
      queryClient.setQueriesData<Podcast[]>({ queryKey: myPodcastsRootKey }, (podcasts) => podcasts?.filter(others));
      queryClient.removeQueries({ queryKey: podcastKey(id) });
      for (const queryKey of [podcastListKey, myPodcastsRootKey, featuredPodcastsKey, podcasterRootKey])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

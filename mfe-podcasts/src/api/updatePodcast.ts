import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { Podcast, PodcastChanges } from '@podbridge/shared/types';
import { featuredPodcastsKey } from './getFeaturedPodcasts';
import { podcasterRootKey } from './getPodcaster';
import { podcastKey } from './getPodcast';
import { podcastListKey, type PodcastResults } from './getPodcasts';
import { myPodcastsRootKey } from './myPodcasts';
import { toFormData, type PodcastBody } from './podcastBody';

/** PUT /podcasts/{id}/ (multipart) with the fields that have a value. */
export async function updatePodcast(id: number, changes: PodcastBody<PodcastChanges>): Promise<Podcast> {
  return api.put('/podcasts/{id}/', { path: { id }, body: toFormData(changes) });
}

/** Saves a podcast: every list and page that shows it shows the saved one at once, then asks the server again. */
export function useUpdatePodcast(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PodcastBody<PodcastChanges>) => updatePodcast(id, changes),
    onSuccess: (saved) => {
      const replace = (podcast: Podcast) => (podcast.id === saved.id ? saved : podcast);
      queryClient.setQueriesData<PodcastResults>(
        { queryKey: podcastListKey },
        (page) => page && { ...page, podcasts: page.podcasts.map(replace) },
      );
      queryClient.setQueriesData<Podcast[]>({ queryKey: myPodcastsRootKey }, (podcasts) => podcasts?.map(replace));
      queryClient.setQueriesData<Podcast>({ queryKey: podcastKey(id) }, (podcast) => podcast && saved);
      for (const queryKey of [podcastListKey, myPodcastsRootKey, featuredPodcastsKey, podcasterRootKey, podcastKey(id)])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

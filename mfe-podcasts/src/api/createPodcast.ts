import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { NewPodcast, Podcast } from '@podbridge/shared/types';
import { podcastListKey } from './getPodcasts';
import { myPodcastsRootKey } from './myPodcasts';
import { toFormData, type PodcastBody } from './podcastBody';

/** POST /podcasts/create/ (multipart). */
export async function createPodcast(podcast: PodcastBody<NewPodcast>): Promise<Podcast> {
  return api.post('/podcasts/create/', { body: toFormData(podcast) });
}

/** Creates a podcast; the listing and the creator's own list show it next time they are seen. */
export function useCreatePodcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPodcast,
    onSuccess: () => {
      for (const queryKey of [podcastListKey, myPodcastsRootKey]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

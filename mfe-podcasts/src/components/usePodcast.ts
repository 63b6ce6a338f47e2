import { useEffect, useState } from 'react';
import { fetchPodcast, type Podcast } from '../api';

export type PodcastLoad =
  | { status: 'loading' }
  | { status: 'loaded'; podcast: Podcast }
  | { status: 'failed'; error: unknown };

/** One podcast by its route id; each page decides what a failure means for it. */
export function usePodcast(id: string | undefined): PodcastLoad {
  const [load, setLoad] = useState<PodcastLoad & { id?: string }>({ status: 'loading' });

  useEffect(() => {
    if (!id) return undefined;
    let current = true;
    fetchPodcast(id)
      .then((podcast) => current && setLoad({ status: 'loaded', podcast, id }))
      .catch((error: unknown) => current && setLoad({ status: 'failed', error, id }));
    return () => {
      current = false;
    };
  }, [id]);

  // A new id shows loading at once instead of the previous podcast.
  return load.id === id ? load : { status: 'loading' };
}

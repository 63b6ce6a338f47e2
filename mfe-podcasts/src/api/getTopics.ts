import { useQuery } from '@tanstack/react-query';
import { api, logFailure } from '@podbridge/shared/api';
import type { components } from '@podbridge/shared/types';

export type Topic = components['schemas']['Topic'];

export const topicsKey = ['podcasts', 'topics'] as const;

/** GET /topics/: every topic a show may look for guests on, by English name. */
export async function fetchTopics(): Promise<Topic[]> {
  return api.get('/topics/');
}

const NO_TOPICS: Topic[] = [];

/** The topics for the podcast forms; a failure is only logged and leaves the list empty. */
export function useTopics(): { topics: Topic[]; loaded: boolean } {
  const { data, isPending } = useQuery({
    queryKey: topicsKey,
    queryFn: logFailure('Failed to load topics', fetchTopics),
    staleTime: Infinity,
  });
  return { topics: data ?? NO_TOPICS, loaded: !isPending };
}

import { useQuery } from '@tanstack/react-query';
import { api, logFailure } from '@podbridge/shared/api';
import { DIRECTORY_PAGE_SIZE } from '@podbridge/shared/paths';
import type { ListingFilters } from '@podbridge/kit/listing';
import type { Podcast, SearchSummary } from '@podbridge/shared/types';
import { useViewerId } from '@podbridge/shared/auth';

/** Podcasts and experts list 12 to a page. */
export const PAGE_SIZE = DIRECTORY_PAGE_SIZE;

/** Every page of the listing, whatever its filters: what a change to one podcast refreshes. */
export const podcastListKey = ['podcasts', 'list'] as const;

/** The directory's orders besides the default (newest first, or best match first when searching). */
export const PODCAST_SORTS = ['latest_episode'] as const;
export type PodcastSort = (typeof PODCAST_SORTS)[number];

/** The days within which a show's latest episode makes it active, as the API counts them. */
export const ACTIVE_WITHIN_DAYS = 90;

/** The directory's filters on what the shows' feeds say, beside the search and category ('' or false: none). */
export interface FeedFilters {
  /** The order: '' is newest first, or best match first when searching. */
  sort: '' | PodcastSort;
  /** Only shows with an episode in the last 90 days. */
  active: boolean;
}

export type PodcastFilters = ListingFilters & Partial<FeedFilters>;

export function podcastsKey(filters: PodcastFilters, viewerId: number | null) {
  return [...podcastListKey, viewerId, filters] as const;
}

export interface PodcastResults {
  podcasts: Podcast[];
  count: number;
  /** With a search: the words to highlight, the topics met, the nearest topics when nothing matched. */
  search?: SearchSummary;
}

/**
 * GET /podcasts/ with page, page_size 12 and the search, category, order and "active shows only" that are set: a
 * page envelope.
 */
export async function fetchPodcasts({ page, search, category, sort, active }: PodcastFilters): Promise<PodcastResults> {
  const data = await api.get('/podcasts/', {
    query: {
      page,
      page_size: PAGE_SIZE,
      ...(category ? { category: Number(category) } : {}),
      ...(search ? { search } : {}),
      ...(sort ? { sort } : {}),
      ...(active ? { active: true } : {}),
    },
  });
  return { podcasts: data.results, count: data.count, search: data.search };
}

/** One page of the listing; each item carries the viewer's like, so its cards ask for nothing more. */
export function usePodcasts(filters: PodcastFilters) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: podcastsKey(filters, viewerId),
    queryFn: logFailure('Failed to load podcasts', () => fetchPodcasts(filters)),
  });
}

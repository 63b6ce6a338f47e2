import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, logFailure } from '@podbridge/shared/api';
import { DIRECTORY_PAGE_SIZE } from '@podbridge/shared/paths';
import type { ListingFilters } from '@podbridge/kit/listing';
import type { Expert, SearchSummary } from '@podbridge/shared/types';
import { useViewerId } from '@podbridge/shared/auth';
import type { Region } from '../components/regions';

/** Podcasts and experts list 12 to a page. */
export const PAGE_SIZE = DIRECTORY_PAGE_SIZE;

/** Every page of the directory, whoever views it and whatever its filters: what a change to a profile refreshes. */
export const expertListKey = ['experts', 'list'] as const;

/** The directory's filters on what profiles say, beside the search and category ('' or false: no filter). */
export interface ProfileFilters {
  /** An ISO 639 code. */
  language: string;
  /** One of the regions the API knows. */
  region: '' | Region;
  format: '' | 'remote' | 'in_person';
  /** Only experts open to bookings today. */
  available: boolean;
  /** Only experts with a recorded appearance booked on PodBridge. */
  recorded: boolean;
  /** Only experts rated 4 or more. */
  rated: boolean;
  /** The order: '' is best match when searching, else newest. */
  sort: '' | ExpertSort;
}

/** The directory's orders besides the default (best match, or newest without a search). */
export const EXPERT_SORTS = ['rating', 'appearances', 'newest'] as const;
export type ExpertSort = (typeof EXPERT_SORTS)[number];
/** "Rated 4+": the lowest average rating the filter lets through. */
export const GOOD_RATING = 4;

export type ExpertFilters = ListingFilters & Partial<ProfileFilters>;

export function expertsKey(filters: ExpertFilters, viewerId: number | null) {
  return [...expertListKey, viewerId, filters] as const;
}

export interface ExpertResults {
  experts: Expert[];
  count: number;
  /** With a search: the words to highlight, the topics met, the nearest topics when nothing matched. */
  search?: SearchSummary;
}

/** GET /experts/ with page, page_size 12 and the filters that are set: a page envelope. */
export async function fetchExperts(filters: ExpertFilters): Promise<ExpertResults> {
  const { page, search, category, language, region, format, available, recorded, rated, sort } = filters;
  const query = {
    page,
    page_size: PAGE_SIZE,
    ...(category ? { category: Number(category) } : {}),
    ...(search ? { search } : {}),
    ...(language ? { language } : {}),
    ...(region ? { region } : {}),
    ...(format ? { format } : {}),
    ...(available ? { available: true } : {}),
    ...(recorded ? { recorded: true } : {}),
    ...(rated ? { min_rating: GOOD_RATING } : {}),
    ...(sort ? { sort } : {}),
  };
  const data = await api.get('/experts/', { query });
  return { experts: data.results, count: data.count, search: data.search };
}

/**
 * One page of the directory. Each profile carries the viewer's like, so the cards ask for nothing more; the
 * previous page stays in `data` (as placeholder) while the next loads, so the totals do not jump to 0.
 */
export function useExperts(filters: ExpertFilters) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: expertsKey(filters, viewerId),
    queryFn: logFailure('Failed to load experts', () => fetchExperts(filters)),
    placeholderData: keepPreviousData,
  });
}

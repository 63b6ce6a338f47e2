import { useQuery } from '@tanstack/react-query';
import { apiClient, logFailure } from '@podbridge/shared/api';
import type { Category, Page } from '@podbridge/shared/types';

export const categoriesKey = ['podcasts', 'categories'] as const;

/** GET /podcasts/categories/: a page envelope or a plain array. */
export async function fetchCategories(): Promise<Category[]> {
  const { data } = await apiClient.get<Page<Category> | Category[]>('/podcasts/categories/');
  return Array.isArray(data) ? data : data.results;
}

const NO_CATEGORIES: Category[] = [];

/** Podcast categories for selects and filters; a failure is only logged and leaves the list empty. */
export function useCategories(): { categories: Category[]; loaded: boolean } {
  const { data, isPending } = useQuery({
    queryKey: categoriesKey,
    queryFn: logFailure('Failed to load categories', fetchCategories),
  });
  return { categories: data ?? NO_CATEGORIES, loaded: !isPending };
}

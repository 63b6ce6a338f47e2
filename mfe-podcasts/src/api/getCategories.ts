import { useQuery } from '@tanstack/react-query';
import { api, logFailure } from '@podbridge/shared/api';
import type { Category } from '@podbridge/shared/types';

export const categoriesKey = ['podcasts', 'categories'] as const;

/** GET /podcasts/categories/: every category, as a plain list. */
export async function fetchCategories(): Promise<Category[]> {
  return api.get('/podcasts/categories/');
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

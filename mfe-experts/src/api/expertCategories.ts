import { useQuery } from '@tanstack/react-query';
import { api, logFailure } from '@podbridge/shared/api';
import type { ExpertCategory } from '@podbridge/shared/types';

/** Expert categories: the directory's filter, the profile forms and the user search of Messages read one cache. */
export const expertCategoriesKey = ['experts', 'categories'] as const;

/** GET /experts/categories/: every category, as a list. */
export function fetchExpertCategories(): Promise<ExpertCategory[]> {
  return api.get('/experts/categories/');
}

const NONE: ExpertCategory[] = [];

/** Expert categories for the filter and the forms; a failure is only logged and leaves the list empty. */
export function useExpertCategories(): { categories: ExpertCategory[]; loaded: boolean } {
  const { data, isPending } = useQuery({
    queryKey: expertCategoriesKey,
    queryFn: logFailure('Failed to load categories', fetchExpertCategories),
  });
  return { categories: data ?? NONE, loaded: !isPending };
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import { savedKey } from '@podbridge/shared/social';
import type { SavedPage } from '@podbridge/shared/types';

export const SAVED_PAGE_SIZE = 24;

/** GET /saved/: what the user saved, latest first; items no longer published are left out by the API. */
export async function fetchSaved(page: number): Promise<SavedPage> {
  return api.get('/saved/', { query: { page, page_size: SAVED_PAGE_SIZE } });
}

export function useSaved(page: number) {
  return useQuery({
    queryKey: [...savedKey, page],
    queryFn: () => fetchSaved(page),
    placeholderData: keepPreviousData,
  });
}

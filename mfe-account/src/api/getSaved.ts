import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@podbridge/shared/api';
import { savedKey } from '@podbridge/shared/social';
import type { SavedPage } from '@podbridge/shared/types';

export const SAVED_PAGE_SIZE = 24;

/** GET /saved/: what the user saved, latest first; items no longer published are left out by the API. */
export async function fetchSaved(page: number): Promise<SavedPage> {
  const { data } = await apiClient.get<SavedPage>('/saved/', { params: { page, page_size: SAVED_PAGE_SIZE } });
  return data;
}

export function useSaved(page: number) {
  return useQuery({
    queryKey: [...savedKey, page],
    queryFn: () => fetchSaved(page),
    placeholderData: keepPreviousData,
  });
}

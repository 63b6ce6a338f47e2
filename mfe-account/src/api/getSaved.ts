import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import { onChange } from '@podbridge/shared/query';
import type { SavedPage } from '@podbridge/shared/types';

export const SAVED_PAGE_SIZE = 24;

/** The root of the Saved list's query keys. */
export const savedKey = ['saved'] as const;

// An item saved or unsaved anywhere on the page (a card's or a detail page's Save): the Saved list asks again.
onChange('saved', (client) => client.invalidateQueries({ queryKey: savedKey }));

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

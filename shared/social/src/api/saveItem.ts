import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import { announceChange } from '@podbridge/shared/query';
import type { SocialTarget } from '../types';

/** PUT /podcasts/{id}/save/ or /experts/profiles/{id}/save/ {saved}. */
export async function saveItem(target: SocialTarget, saved: boolean): Promise<boolean> {
  const options = { path: { id: target.id }, body: { saved } };
  const data =
    target.type === 'podcast'
      ? await api.put('/podcasts/{id}/save/', options)
      : await api.put('/experts/profiles/{id}/save/', options);
  return data.saved;
}

/**
 * Saves or unsaves an item; afterwards the Saved list (the account remote's) and the item's lists (its remote's)
 * ask again, each refreshed by its owner when told.
 */
export function useSaveItem(target: SocialTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (saved: boolean) => saveItem(target, saved),
    onSettled: () =>
      Promise.all([
        announceChange('saved', client),
        announceChange(target.type === 'podcast' ? 'podcasts' : 'experts', client),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@podbridge/shared/api';
import type { SocialTarget } from '../types';

/** The root of the Saved list's query keys (the account remote's Saved page). */
export const savedKey = ['saved'] as const;

/** PUT /podcasts/{id}/save/ or /experts/profiles/{id}/save/ {saved}. */
export async function saveItem(target: SocialTarget, saved: boolean): Promise<boolean> {
  const options = { path: { id: target.id }, body: { saved } };
  const data =
    target.type === 'podcast'
      ? await api.put('/podcasts/{id}/save/', options)
      : await api.put('/experts/profiles/{id}/save/', options);
  return data.saved;
}

/** Saves or unsaves an item; the Saved list and the item's lists ask again afterwards. */
export function useSaveItem(target: SocialTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (saved: boolean) => saveItem(target, saved),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: savedKey }),
        queryClient.invalidateQueries({ queryKey: [target.type === 'podcast' ? 'podcasts' : 'experts'] }),
      ]),
  });
}

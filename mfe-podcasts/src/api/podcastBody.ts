import type { NewPodcast, PodcastChanges } from '@podbridge/shared/types';

/** A podcast's fields as a form sends them: the cover as a chosen file instead of the API's `unknown` upload. */
export type PodcastBody<Fields extends NewPodcast | PodcastChanges> = Omit<Fields, 'image'> & { image?: File | null };

/**
 * Multipart body of the fields that have a value: null, undefined and '' are left out. A list goes
 * as comma-separated text, and always, so an emptied list clears it.
 */
export function toFormData(fields: object): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields) as [string, unknown][]) {
    if (Array.isArray(value)) {
      body.append(name, value.join(','));
      continue;
    }
    if (value === null || value === undefined || value === '') continue;
    body.append(name, value instanceof File ? value : String(value));
  }
  return body;
}

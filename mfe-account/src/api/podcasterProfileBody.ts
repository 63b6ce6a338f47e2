import type { NewPodcasterProfile, PodcasterProfile, PodcasterProfileChanges } from '@podbridge/shared/types';

/**
 * A podcaster profile's fields as the forms send them: the picture as a chosen file and the social links as the map
 * the API answers with, where the generated request types have an upload of `unknown` and an empty record.
 */
export type PodcasterProfileBody<Fields extends NewPodcasterProfile | PodcasterProfileChanges> = Omit<
  Fields,
  'profile_picture' | 'social_links'
> & { social_links?: PodcasterProfile['social_links'] };

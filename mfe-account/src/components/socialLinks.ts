import type { PodcasterProfile } from '@podbridge/shared/types';

export type SocialLinks = PodcasterProfile['social_links'];

/** The networks a podcaster profile has a field for; `key` is the name the API stores the link under. */
export const SOCIAL_NETWORKS = [
  { key: 'instagram', label: 'Instagram', example: 'https://instagram.com/yourshow' },
  { key: 'twitter', label: 'X (Twitter)', example: 'https://x.com/yourshow' },
  { key: 'linkedin', label: 'LinkedIn', example: 'https://linkedin.com/in/you' },
  { key: 'youtube', label: 'YouTube', example: 'https://youtube.com/@yourshow' },
  { key: 'facebook', label: 'Facebook', example: 'https://facebook.com/yourshow' },
  { key: 'tiktok', label: 'TikTok', example: 'https://tiktok.com/@yourshow' },
] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['key'];
/** One address per network, as typed ('' for none). */
export type SocialLinkFields = Record<SocialNetwork, string>;

/** The saved links in the form's fields; a network without a link is ''. */
export function socialLinkFields(links: SocialLinks | null | undefined): SocialLinkFields {
  return Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [key, links?.[key] ?? ''])) as SocialLinkFields;
}

/**
 * The links to send (still the JSON object the API stores): the filled fields, trimmed, and any saved link of a
 * network the form has no field for, kept as it was.
 */
export function socialLinksOf(fields: SocialLinkFields, saved: SocialLinks | null | undefined = {}): SocialLinks {
  const known = new Set<string>(SOCIAL_NETWORKS.map(({ key }) => key));
  const kept = Object.entries(saved ?? {}).filter(([network]) => !known.has(network));
  const typed = SOCIAL_NETWORKS.map(({ key }) => [key, fields[key].trim()] as const).filter(([, url]) => url !== '');
  return Object.fromEntries([...kept, ...typed]);
}

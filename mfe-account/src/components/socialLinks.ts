import type { PodcasterProfile } from '@podbridge/shared/types';

export type SocialLinks = PodcasterProfile['social_links'];

/** Shown under a social links field whose text is not a JSON object of network -> address. */
export const INVALID_SOCIAL_LINKS = 'Enter social links as a JSON object, e.g. {"twitter": "https://x.com/you"}';
export const SOCIAL_LINKS_EXAMPLE = '{"twitter": "https://x.com/you", "linkedin": "https://linkedin.com/in/you"}';

/** Reads the social links field as people type it; '' is no links, anything but an object of texts is null. */
export function socialLinksFromText(text: string): SocialLinks | null {
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const entries = Object.entries(value);
    return entries.every(([, url]) => typeof url === 'string') ? (Object.fromEntries(entries) as SocialLinks) : null;
  } catch {
    return null;
  }
}

/** The saved links as the field shows them: indented JSON, or empty without any. */
export function socialLinksText(links: SocialLinks | null | undefined): string {
  return links && Object.keys(links).length ? JSON.stringify(links, null, 2) : '';
}

/** react-hook-form rule of the social links field. */
export const socialLinksRule = {
  validate: (text: string): true | string => (socialLinksFromText(text) ? true : INVALID_SOCIAL_LINKS),
};

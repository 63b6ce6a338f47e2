import { absoluteImageUrl } from '@podbridge/shared/format';

/** PodBridge's default expert picture (a person on the brand gradient), used when no absolute image exists. */
export const DEFAULT_PICTURE = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#312e81"/><stop offset="0.45" stop-color="#4338ca"/><stop offset="1" stop-color="#7c3aed"/>` +
    `</linearGradient></defs><rect width="400" height="400" fill="url(#g)"/>` +
    `<g fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" opacity="0.92">` +
    `<circle cx="200" cy="160" r="60"/><path d="M90 320a110 110 0 0 1 220 0"/></g></svg>`,
)}`;

/** The expert's picture, or the default one. */
export function expertPicture(expert: { profile_picture_url?: string | null }): string {
  return absoluteImageUrl(expert.profile_picture_url, DEFAULT_PICTURE);
}

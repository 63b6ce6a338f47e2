import { absoluteImageUrl } from '@podbridge/shared/format';

/** PodBridge's default podcast logo (a microphone on the brand gradient), used when no absolute image exists. */
export const DEFAULT_COVER = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="#312e81"/><stop offset="0.45" stop-color="#4338ca"/><stop offset="1" stop-color="#7c3aed"/>` +
    `</linearGradient></defs><rect width="400" height="400" fill="url(#g)"/>` +
    `<g fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" opacity="0.92">` +
    `<rect x="165" y="95" width="70" height="140" rx="35"/><path d="M125 200a75 75 0 0 0 150 0"/>` +
    `<path d="M200 275v35"/><path d="M160 310h80"/></g></svg>`,
)}`;

/** The best image of a podcast for its size, or the default logo. */
export function podcastImage(podcast: { thumbnail_url?: string | null; image_url?: string | null }, size: 'card' | 'full') {
  const preferred = size === 'card' ? (podcast.thumbnail_url ?? podcast.image_url) : podcast.image_url;
  return absoluteImageUrl(preferred, DEFAULT_COVER);
}

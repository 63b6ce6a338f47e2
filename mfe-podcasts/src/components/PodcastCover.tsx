import { absoluteImageUrl } from '@podbridge/shared/format';
import { brandArtwork } from '@podbridge/shared/ui';

/** PodBridge's default podcast logo (a microphone on the brand gradient), used when no absolute image exists. */
export const DEFAULT_COVER = brandArtwork(
  '<rect x="165" y="95" width="70" height="140" rx="35"/><path d="M125 200a75 75 0 0 0 150 0"/>' +
    '<path d="M200 275v35"/><path d="M160 310h80"/>',
);

/** The best image of a podcast for its size, or the default logo. */
export function podcastImage(
  podcast: { thumbnail_url?: string | null; image_url?: string | null },
  size: 'card' | 'full',
) {
  const preferred = size === 'card' ? (podcast.thumbnail_url ?? podcast.image_url) : podcast.image_url;
  return absoluteImageUrl(preferred, DEFAULT_COVER);
}

import { absoluteImageUrl } from '@podbridge/shared/format';
import { brandArtwork, monogramArtwork } from '@podbridge/kit';

/** PodBridge's default podcast logo (a microphone on the brand gradient): the home page's fallback. */
export const DEFAULT_COVER = brandArtwork(
  '<rect x="165" y="95" width="70" height="140" rx="35"/><path d="M125 200a75 75 0 0 0 150 0"/>' +
    '<path d="M200 275v35"/><path d="M160 310h80"/>',
);

interface CoverSource {
  id: number;
  title: string;
  category?: { id: number } | null;
  thumbnail_url?: string | null;
  image_url?: string | null;
}

/**
 * The best image of a podcast for its size. Without an absolute image address the directory, the detail page and
 * suggestions show the show's monogram in its category's colour (shows without a cover stay told apart); the home
 * page's featured row shows `fallback: 'logo'`, PodBridge's default logo.
 */
export function podcastImage(podcast: CoverSource, size: 'card' | 'full', fallback: 'monogram' | 'logo' = 'monogram') {
  const preferred = size === 'card' ? (podcast.thumbnail_url ?? podcast.image_url) : podcast.image_url;
  return absoluteImageUrl(
    preferred,
    fallback === 'logo' ? DEFAULT_COVER : monogramArtwork(podcast.title, podcast.category?.id ?? podcast.id),
  );
}

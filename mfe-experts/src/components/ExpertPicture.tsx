import { absoluteImageUrl } from '@podbridge/shared/format';
import { brandArtwork, monogramArtwork } from '@podbridge/kit';

/** PodBridge's default expert picture (a person on the brand gradient): the home page's fallback. */
export const DEFAULT_PICTURE = brandArtwork(
  '<circle cx="200" cy="160" r="60"/><path d="M90 320a110 110 0 0 1 220 0"/>',
);

/**
 * The expert's picture. Without an absolute picture address the directory, the profile and suggestions show the
 * expert's initials on a colour of their own (two experts without a photo stay told apart); the home page's
 * spotlights show `fallback: 'logo'`, PodBridge's default picture.
 */
export function expertPicture(
  expert: { id: number; name: string; profile_picture_url?: string | null },
  fallback: 'initials' | 'logo' = 'initials',
): string {
  return absoluteImageUrl(
    expert.profile_picture_url,
    fallback === 'logo' ? DEFAULT_PICTURE : monogramArtwork(expert.name, expert.id),
  );
}

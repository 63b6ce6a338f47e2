import { absoluteImageUrl } from '@podbridge/shared/format';
import { brandArtwork } from '@podbridge/shared/ui';

/** PodBridge's default expert picture (a person on the brand gradient), used when no absolute image exists. */
export const DEFAULT_PICTURE = brandArtwork(
  '<circle cx="200" cy="160" r="60"/><path d="M90 320a110 110 0 0 1 220 0"/>',
);

/** The expert's picture, or the default one. */
export function expertPicture(expert: { profile_picture_url?: string | null }): string {
  return absoluteImageUrl(expert.profile_picture_url, DEFAULT_PICTURE);
}

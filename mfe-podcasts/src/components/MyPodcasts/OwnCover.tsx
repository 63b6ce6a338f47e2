import styled from 'styled-components';
import { externalUrl } from '@podbridge/shared/format';
import type { Podcast } from '@podbridge/shared/types';
import { Icon, theme } from '@podbridge/kit';

const Frame = styled.div<{ $size: 'row' | 'card' }>`
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  background: ${theme.gradients.brand};
  color: ${theme.colors.white};
  ${({ $size }) =>
    $size === 'row' ? `width: 56px; height: 56px; border-radius: ${theme.radii.md};` : 'aspect-ratio: 16 / 10;'}
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The owner's view of a cover: the image when there is a web address for it, otherwise a microphone. */
export function OwnCover({
  podcast,
  size,
}: {
  podcast: Pick<Podcast, 'thumbnail_url' | 'image_url'>;
  size: 'row' | 'card';
}) {
  const cover = externalUrl(podcast.thumbnail_url ?? podcast.image_url);
  return (
    <Frame $size={size}>
      {cover ? <img src={cover} alt="" loading="lazy" /> : <Icon name="mic" size={size === 'row' ? 24 : 48} />}
    </Frame>
  );
}

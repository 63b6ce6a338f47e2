import { useState } from 'react';
import styled from 'styled-components';
import { absoluteImageUrl } from '@podbridge/shared/format';
import type { Podcast } from '@podbridge/shared/types';
import { Button, Card, ImageIcon, MediaImage, Modal, theme, stack } from '@podbridge/kit';
import { podcastImage } from '../../components/PodcastCover';
import { usePodcastTexts } from '../../texts';

const Panel = styled(Card)`
  ${stack('md')}
  padding: ${theme.spacing.md};
  img {
    border-radius: ${theme.radii.md};
  }
`;

const FullImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  max-height: 70vh;
  object-fit: contain;
  border-radius: ${theme.radii.md};
`;

/** The cover, and View Full Image when there is a real image to show. */
export function CoverPanel({ podcast }: { podcast: Podcast }) {
  const { t } = usePodcastTexts();
  const [open, setOpen] = useState(false);
  const fullImage = absoluteImageUrl(podcast.image_url, '');
  const alt = t('card.cover', { title: podcast.title });
  return (
    <Panel>
      <MediaImage src={podcastImage(podcast, 'card')} alt={alt} />
      {fullImage && (
        <Button variant="light" fullWidth onClick={() => setOpen(true)}>
          <ImageIcon size={16} /> {t('detail.viewFullImage')}
        </Button>
      )}
      <Modal open={open} title={podcast.title} onClose={() => setOpen(false)}>
        <FullImage src={fullImage} alt={alt} />
      </Modal>
    </Panel>
  );
}

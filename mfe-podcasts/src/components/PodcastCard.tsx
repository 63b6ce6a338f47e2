import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { formatShortDate, previewWords } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import { LikeButton } from '@podbridge/shared/social';
import { Badge, Button, ButtonLink, ExternalLinkIcon, PencilIcon, TrashIcon, VisuallyHidden, theme } from '@podbridge/shared/ui';
import type { Podcast } from '../api';
import { DeletePodcastDialog } from './DeletePodcastDialog';
import { EditPodcastDialog } from './EditPodcastDialog';
import { CoverImage, podcastImage } from './PodcastCover';
import { podcastLikeAdapter } from './podcastSocial';
import { externalUrl } from './podcastValidation';

/** Podcast card preview: the first five words (spec section 9). */
const CARD_PREVIEW_WORDS = 5;

const Root = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
  transition: box-shadow ${theme.transitions.normal}, transform ${theme.transitions.normal};
  &:hover { box-shadow: ${theme.shadows.md}; transform: translateY(-2px); }
`;

const Media = styled.div`
  position: relative;
`;

const Badges = styled.div`
  position: absolute;
  top: ${theme.spacing.sm};
  left: ${theme.spacing.sm};
  right: ${theme.spacing.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing.xs};
  & > * { box-shadow: ${theme.shadows.sm}; }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.spacing.xs};
  padding: ${theme.spacing.md};
`;

const Title = styled.h3`
  font-size: ${theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Owner = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const Description = styled.p`
  color: ${theme.colors.text};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing.xs} ${theme.spacing.sm};
  margin-top: auto;
  padding-top: ${theme.spacing.sm};
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textSubtle};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing.sm};
  padding-top: ${theme.spacing.sm};
  border-top: 1px solid ${theme.colors.border};
  margin-top: ${theme.spacing.sm};
`;

const Links = styled.div`
  display: flex;
  gap: ${theme.spacing.xs};
  margin-left: auto;
`;

export interface PodcastCardProps {
  podcast: Podcast;
  onUpdated: (podcast: Podcast) => void;
  onDeleted: (id: number) => void;
}

export function PodcastCard({ podcast, onUpdated, onDeleted }: PodcastCardProps) {
  const { user } = useAuth();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const likeAdapter = useMemo(() => podcastLikeAdapter(podcast.id), [podcast.id]);
  const listenUrl = externalUrl(podcast.link);
  const isOwner = !!user && podcast.owner?.id === user.id;
  const titleId = `podcast-card-${podcast.id}`;

  return (
    <Root aria-labelledby={titleId}>
      <Media>
        <CoverImage src={podcastImage(podcast, 'card')} alt={`Cover of ${podcast.title}`} loading="lazy" />
        <Badges>
          {podcast.category && <Badge variant="primary">{podcast.category.name}</Badge>}
          {!podcast.is_approved && <Badge variant="warning">Pending</Badge>}
        </Badges>
      </Media>
      <Body>
        <Title id={titleId}>{podcast.title}</Title>
        <Owner>by {podcast.owner?.username ?? 'Unknown'}</Owner>
        <Description>{previewWords(podcast.description, CARD_PREVIEW_WORDS)}</Description>
        <Meta>
          <time dateTime={podcast.created_at}>{formatShortDate(podcast.created_at)}</time>
          <span aria-hidden="true">|</span>
          <span>{podcast.category?.name ?? 'Uncategorized'}</span>
        </Meta>
        <Actions>
          <LikeButton adapter={likeAdapter} initialCount={podcast.likes_count} size="sm" />
          <Links>
            {listenUrl && (
              <ButtonLink to={listenUrl} target="_blank" rel="noopener noreferrer" variant="outline" size="sm">
                <ExternalLinkIcon size={15} /> Listen
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </ButtonLink>
            )}
            <ButtonLink to={href(paths.podcastDetail, { id: podcast.id })} size="sm">
              View
            </ButtonLink>
          </Links>
        </Actions>
        {isOwner && (
          <Actions>
            <Button variant="light" size="sm" onClick={() => setDialog('edit')}>
              <PencilIcon size={15} /> Edit
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setDialog('delete')}>
              <TrashIcon size={15} /> Delete
            </Button>
          </Actions>
        )}
      </Body>
      {dialog === 'edit' && <EditPodcastDialog podcast={podcast} onClose={() => setDialog(null)} onSaved={onUpdated} />}
      {dialog === 'delete' && (
        <DeletePodcastDialog podcast={podcast} onClose={() => setDialog(null)} onDeleted={() => onDeleted(podcast.id)} />
      )}
    </Root>
  );
}

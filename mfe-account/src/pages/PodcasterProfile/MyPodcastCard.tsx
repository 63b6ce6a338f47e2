import styled from 'styled-components';
import { previewChars } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import { Badge, Button, ButtonLink, Icon, PencilIcon, TrashIcon, theme } from '@podbridge/shared/ui';
import { linkableUrl, type OwnPodcast } from '../../api';

/** Podcaster cards show the first 100 characters of a description (spec section 9). */
export const DESCRIPTION_PREVIEW_CHARS = 100;

const Card = styled.article`
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

const Cover = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 10;
  background: ${theme.gradients.brand};
  color: ${theme.colors.white};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.spacing.sm};
  padding: ${theme.spacing.md};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.spacing.sm};
`;

const Title = styled.h3`
  font-size: ${theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  flex: 1;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing.xs};
  padding-top: ${theme.spacing.sm};
  border-top: 1px solid ${theme.colors.border};
`;

export interface MyPodcastCardProps {
  podcast: OwnPodcast;
  onDelete: (podcast: OwnPodcast) => void;
}

/** One of the podcaster's own podcasts: cover, title, Pending until approved, View, Edit and Delete. */
export function MyPodcastCard({ podcast, onDelete }: MyPodcastCardProps) {
  const titleId = `my-podcast-${podcast.id}-title`;
  const cover = linkableUrl(podcast.thumbnail_url ?? podcast.image_url);
  return (
    <Card aria-labelledby={titleId}>
      <Cover>{cover ? <img src={cover} alt="" loading="lazy" /> : <Icon name="mic" size={48} />}</Cover>
      <Body>
        <TitleRow>
          <Title id={titleId}>{podcast.title}</Title>
          {!podcast.is_approved && <Badge variant="warning">Pending</Badge>}
        </TitleRow>
        <Description>{previewChars(podcast.description, DESCRIPTION_PREVIEW_CHARS)}</Description>
        <Actions>
          <ButtonLink to={href(paths.podcastDetail, { id: podcast.id })} variant="ghost" size="sm">
            View
          </ButtonLink>
          <ButtonLink to={href(paths.podcastEdit, { id: podcast.id })} variant="outline" size="sm">
            <PencilIcon size={16} />
            Edit
          </ButtonLink>
          <Button variant="danger" size="sm" onClick={() => onDelete(podcast)}>
            <TrashIcon size={16} />
            Delete
          </Button>
        </Actions>
      </Body>
    </Card>
  );
}

import { useMemo } from 'react';
import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { href, paths } from '@podbridge/shared/paths';
import { LikeButton } from '@podbridge/shared/social';
import { ButtonLink, Card, ExternalLinkIcon, PencilIcon, VisuallyHidden, theme } from '@podbridge/shared/ui';
import type { Podcast } from '../../api';
import { podcastLikeAdapter } from '../../components/podcastSocial';
import { externalUrl } from '../../components/podcastValidation';
import { MessagePodcaster } from './MessagePodcaster';
import { ShareButton } from './ShareButton';

const Bar = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing.sm};
`;

/** Like, Listen, Share, and by role Message Podcaster (signed-in non-owner) or Edit (owner) (spec section 6). */
export function DetailActions({ podcast }: { podcast: Podcast }) {
  const { user } = useAuth();
  const likeAdapter = useMemo(() => podcastLikeAdapter(podcast.id), [podcast.id]);
  const ownerId = podcast.owner?.id ?? podcast.user;
  const listenUrl = externalUrl(podcast.link);
  const isOwner = !!user && ownerId === user.id;

  return (
    <Bar aria-label="Podcast actions">
      <LikeButton adapter={likeAdapter} initialCount={podcast.likes_count} />
      {listenUrl && (
        <ButtonLink to={listenUrl} target="_blank" rel="noopener noreferrer">
          <ExternalLinkIcon size={16} /> Listen
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </ButtonLink>
      )}
      <ShareButton podcastId={podcast.id} title={podcast.title} />
      {user && !isOwner && (
        <MessagePodcaster recipient={{ id: ownerId, username: podcast.owner?.username ?? podcast.creator_name ?? '' }} />
      )}
      {isOwner && (
        <ButtonLink to={href(paths.podcastEdit, { id: podcast.id })} variant="outline">
          <PencilIcon size={16} /> Edit
        </ButtonLink>
      )}
    </Bar>
  );
}

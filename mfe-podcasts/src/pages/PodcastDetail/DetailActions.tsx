import styled from 'styled-components';
import { isOwner, useAuth } from '@podbridge/shared/auth';
import { externalUrl } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import { MessageButton } from '@podbridge/mfe-messaging/public';
import { LikeButton, SaveButton } from '@podbridge/social';
import type { Podcast } from '@podbridge/shared/types';
import { ButtonLink, Card, ExternalLinkIcon, PencilIcon, VisuallyHidden, cluster } from '@podbridge/kit';
import { ShareButton } from './ShareButton';
import { usePodcastTexts } from '../../texts';

const Bar = styled(Card)`
  ${cluster('sm')}
`;

/** Like, Listen, Share, and by role Message Podcaster (signed-in non-owner) or Edit (owner). */
export function DetailActions({ podcast }: { podcast: Podcast }) {
  const { t } = usePodcastTexts();
  const { user } = useAuth();
  const listenUrl = externalUrl(podcast.link);
  const owned = isOwner(user, podcast.owner.id);

  return (
    <Bar aria-label={t('detail.actions')}>
      {/* No `liked` given: the detail page asks for the viewer's like itself. */}
      <LikeButton target={{ type: 'podcast', id: podcast.id }} initialCount={podcast.likes_count} />
      <SaveButton target={{ type: 'podcast', id: podcast.id }} saved={podcast.current_user_saved} />
      {listenUrl && (
        <ButtonLink to={listenUrl} target="_blank" rel="noopener noreferrer">
          <ExternalLinkIcon size={16} /> {t('card.listen')}
          <VisuallyHidden>{t('card.newTab')}</VisuallyHidden>
        </ButtonLink>
      )}
      <ShareButton podcastId={podcast.id} title={podcast.title} />
      {user && !owned && (
        <MessageButton
          label={t('detail.message')}
          recipient={{ id: podcast.owner.id, username: podcast.owner.username || podcast.creator_name }}
        />
      )}
      {owned && (
        <ButtonLink to={href(paths.podcastEdit, { id: podcast.id })} variant="outline">
          <PencilIcon size={16} /> {t('detail.edit')}
        </ButtonLink>
      )}
    </Bar>
  );
}

import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { useIsOwner } from '@podbridge/shared/auth';
import { externalUrl, formatShortDate, localName, previewWords } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import { ItemLikeButton, SaveButton } from '@podbridge/social';
import type { Podcast } from '@podbridge/shared/types';
import {
  Badge,
  ButtonLink,
  cardImageLoading,
  CardOwnerActions,
  ExternalLinkIcon,
  Highlighted,
  lazyExport,
  MediaCard,
  MediaCardLinks,
  MediaImage,
  ReviewBadge,
  theme,
  VisuallyHidden,
  row,
} from '@podbridge/kit';
import { DeletePodcastDialog } from './DeletePodcastDialog';
import { FeedBadges, FeedSignalsLine } from './FeedSignals';
import { PodcasterByline } from './PodcasterByline';
import { podcastImage } from './PodcastCover';
import { usePodcastTexts } from '../texts';

// The edit form (and the form library) loads when its owner opens it: visitors' cards come without it.
const EditPodcastDialog = lazyExport(() => import('./EditPodcastDialog'), 'EditPodcastDialog');

/** Podcast card preview: the first five words. */
const CARD_PREVIEW_WORDS = 5;

const Owner = styled.p`
  ${row('xs')}
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const Description = styled.p`
  color: ${theme.colors.text};
`;

/** A listing card; the owner edits or deletes it in place, and the lists showing it follow. */
export interface PodcastCardProps {
  podcast: Podcast;
  /** Its place in a list (0 first): the first row's covers load at once. */
  position?: number;
  /** The words a search matched (see Highlighted): marked in the title and description. */
  highlight?: readonly string[];
  /** Whether to say whose show it is: not on the podcaster's own page. */
  withOwner?: boolean;
}

export function PodcastCard({ podcast, position, highlight, withOwner = true }: PodcastCardProps) {
  const { t, i18n } = usePodcastTexts();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const owned = useIsOwner(podcast.owner.id);
  const listenUrl = externalUrl(podcast.link);
  const close = () => setDialog(null);

  return (
    <MediaCard
      titleId={`podcast-card-${podcast.id}`}
      title={highlight ? <Highlighted text={podcast.title} terms={highlight} /> : podcast.title}
      lang={podcast.language}
      image={
        <MediaImage
          src={podcastImage(podcast, 'card')}
          alt={t('card.cover', { title: podcast.title })}
          {...cardImageLoading(position)}
        />
      }
      corner={<SaveButton target={{ type: 'podcast', id: podcast.id }} saved={podcast.current_user_saved} overlay />}
      badges={
        <>
          {podcast.category && <Badge variant="primary">{localName(podcast.category, i18n.language)}</Badge>}
          <ReviewBadge item={podcast} />
          <FeedBadges feed={podcast.feed} />
        </>
      }
      meta={
        <>
          <time dateTime={podcast.created_at}>{formatShortDate(podcast.created_at)}</time>
          <span aria-hidden="true">|</span>
          <span>{podcast.category ? localName(podcast.category, i18n.language) : t('card.uncategorized')}</span>
        </>
      }
      actions={
        <>
          <ItemLikeButton type="podcast" item={podcast} />
          <MediaCardLinks>
            {listenUrl && (
              <ButtonLink to={listenUrl} target="_blank" rel="noopener noreferrer" variant="outline" size="sm">
                <ExternalLinkIcon size={15} /> {t('card.listen')}
                <VisuallyHidden>{t('card.newTab')}</VisuallyHidden>
              </ButtonLink>
            )}
            <ButtonLink to={href(paths.podcastDetail, { id: podcast.id })} size="sm">
              {t('card.view')}
            </ButtonLink>
          </MediaCardLinks>
        </>
      }
      ownerActions={owned && <CardOwnerActions edit={() => setDialog('edit')} onDelete={() => setDialog('delete')} />}
      extra={
        <>
          {dialog === 'edit' && (
            <Suspense fallback={null}>
              <EditPodcastDialog podcast={podcast} onClose={close} />
            </Suspense>
          )}
          {dialog === 'delete' && <DeletePodcastDialog podcast={podcast} onClose={close} onDeleted={close} />}
        </>
      }
    >
      {withOwner && (
        <Owner>
          <PodcasterByline owner={podcast.owner} size={20} />
        </Owner>
      )}
      <Description>
        {highlight ? (
          <Highlighted text={previewWords(podcast.description, CARD_PREVIEW_WORDS)} terms={highlight} />
        ) : (
          previewWords(podcast.description, CARD_PREVIEW_WORDS)
        )}
      </Description>
      {podcast.feed && <FeedSignalsLine feed={podcast.feed} />}
    </MediaCard>
  );
}

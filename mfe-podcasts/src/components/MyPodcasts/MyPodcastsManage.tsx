import { useState } from 'react';
import styled from 'styled-components';
import { previewChars } from '@podbridge/shared/format';
import { paths } from '@podbridge/shared/paths';
import type { Podcast } from '@podbridge/shared/types';
import {
  Button,
  ButtonLink,
  Card,
  EmptyState,
  Grid,
  Hyphenated,
  Icon,
  MediaCard,
  ReviewBadge,
  TrashIcon,
  theme,
} from '@podbridge/kit';
import { usePodcastTexts } from '../../texts';
import { DeletePodcastDialog } from '../DeletePodcastDialog';
import { OwnCover } from './OwnCover';
import { OwnPodcastLinks } from './OwnPodcastLinks';
import { OwnReviewNotice } from './OwnReviewNotice';

/** Podcaster cards show the first 100 characters of a description. */
export const DESCRIPTION_PREVIEW_CHARS = 100;

const SectionTitle = styled.h2`
  margin-bottom: ${theme.spacing.md};
  font-size: ${theme.fontSizes.xl};
`;

const Description = styled.p`
  flex: 1;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: break-word;
  hyphens: auto;
`;

/** The podcaster profile's section: "My Podcasts (n)", a card per show with View, Edit and Delete. */
export function MyPodcastsManage({ podcasts }: { podcasts: readonly Podcast[] }) {
  const { t } = usePodcastTexts();
  const [deleting, setDeleting] = useState<Podcast | null>(null);
  const close = () => setDeleting(null);

  return (
    <section aria-labelledby="my-podcasts-title">
      <SectionTitle id="my-podcasts-title">{t('mine.titleWithCount', { number: podcasts.length })}</SectionTitle>
      {podcasts.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Icon name="headphones" size={28} />}
            title={t('mine.emptyTitle')}
            hint={t('mine.emptyHint')}
            action={<ButtonLink to={paths.podcastCreate}>{t('mine.create')}</ButtonLink>}
          />
        </Card>
      ) : (
        <Grid $min="300px">
          {podcasts.map((podcast) => (
            <MediaCard
              key={podcast.id}
              titleId={`my-podcast-${podcast.id}-title`}
              title={podcast.title}
              image={<OwnCover podcast={podcast} size="card" />}
              badges={podcast.approval_status !== 'approved' && <ReviewBadge item={podcast} />}
              actions={
                <>
                  <OwnPodcastLinks id={podcast.id} />
                  <Button variant="danger" size="sm" onClick={() => setDeleting(podcast)}>
                    <TrashIcon size={16} />
                    {t('mine.delete')}
                  </Button>
                </>
              }
            >
              <OwnReviewNotice podcast={podcast} />
              <Description>
                <Hyphenated
                  text={previewChars(podcast.description, DESCRIPTION_PREVIEW_CHARS)}
                  lang={podcast.language}
                />
              </Description>
            </MediaCard>
          ))}
        </Grid>
      )}
      {deleting && <DeletePodcastDialog podcast={deleting} onClose={close} onDeleted={close} />}
    </section>
  );
}

import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { describeApiError } from '@podbridge/shared/api';
import { useIsOwner } from '@podbridge/shared/auth';
import { formatShortDate } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import { Comments } from '@podbridge/shared/social';
import type { Podcast } from '@podbridge/shared/types';
import {
  Avatar,
  Badge,
  DetailLayout,
  DetailLoadError,
  HeaderBadges,
  PageHeader,
  PageSpinner,
  ReviewBadge,
  ReviewNotice,
  Stack,
  theme,
  useDocumentTitle,
} from '@podbridge/shared/ui';
import { usePodcast } from '../../api/getPodcast';
import { CoverPanel } from './CoverPanel';
import { DetailActions } from './DetailActions';
import { PodcastAbout } from './PodcastAbout';

export const NOT_FOUND = 'Podcast not found';
export const LOAD_FAILURE = 'Error fetching podcast details';
export const COMMENTS_PROMPT = 'Share your thoughts about this podcast';

const Person = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing.xs};
`;

const Byline = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing.xs} ${theme.spacing.md};
`;

function PodcastDetail({ podcast }: { podcast: Podcast }) {
  const isOwner = useIsOwner(podcast.owner.id);
  return (
    <>
      <PageHeader
        title={podcast.title}
        subtitle={
          <Byline>
            <Person>
              <Avatar url={podcast.owner.profile_picture_url} name={podcast.owner.username} size={28} />
              by {podcast.creator_name || podcast.owner.username || 'Unknown'}
            </Person>
            <time dateTime={podcast.created_at}>Created {formatShortDate(podcast.created_at)}</time>
          </Byline>
        }
      >
        <HeaderBadges>
          <Badge variant={podcast.category ? 'primary' : 'neutral'}>{podcast.category?.name ?? 'Uncategorized'}</Badge>
          <ReviewBadge item={podcast} pendingLabel="pendingApproval" />
        </HeaderBadges>
      </PageHeader>
      <DetailLayout sideWidth="340px">
        <CoverPanel podcast={podcast} />
        <Stack $gap="lg">
          <DetailActions podcast={podcast} />
          {isOwner && (
            <ReviewNotice item={podcast} kind="podcast" editTo={href(paths.podcastEdit, { id: podcast.id })} />
          )}
          <PodcastAbout podcast={podcast} />
        </Stack>
        <Comments target={{ type: 'podcast', id: podcast.id }} prompt={COMMENTS_PROMPT} />
      </DetailLayout>
    </>
  );
}

/** /podcasts/{id}: loading, the podcast, 'Podcast not found' or the error (spec section 2). */
export function PodcastDetailPage() {
  const { id } = useParams();
  const { data: podcast, error, isError } = usePodcast(id);
  useDocumentTitle(podcast?.title ?? (isError ? NOT_FOUND : null));

  if (isError) {
    const { status, detail } = describeApiError(error);
    const back = { to: paths.podcasts, label: 'Back to Podcasts' };
    return <DetailLoadError status={status} detail={detail} notFound={NOT_FOUND} failure={LOAD_FAILURE} back={back} />;
  }
  if (!podcast) return <PageSpinner text="Loading podcast..." />;
  return (
    <>
      <PodcastDetail podcast={podcast} />
    </>
  );
}

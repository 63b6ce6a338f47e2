import { useParams } from '@podbridge/shared/router';
import styled from 'styled-components';
import { useIsOwner } from '@podbridge/shared/auth';
import { formatShortDate, localName } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import { TrackRecordSlot } from '@podbridge/mfe-messaging/public';
import { Comments } from '@podbridge/social/comments';
import type { Podcast } from '@podbridge/shared/types';
import {
  Badge,
  DetailLayout,
  DetailLoadError,
  HeaderBadges,
  PageHeader,
  PageSpinner,
  ReviewBadge,
  ReviewNotice,
  Stack,
  useDocumentTitle,
  inlineRow,
  wrap,
} from '@podbridge/kit';
import { usePodcast } from '../../api/getPodcast';
import { CoverPanel } from './CoverPanel';
import { DetailActions } from './DetailActions';
import { SuggestedGuestsArea } from '../../components/SuggestedGuestsArea';
import { PodcastAbout } from './PodcastAbout';
import { EpisodeList } from './EpisodeList';
import { FeedPanel } from './FeedPanel';
import { ConnectFeed } from './ConnectFeed';
import { FeedBadges } from '../../components/FeedSignals';
import { PodcasterByline } from '../../components/PodcasterByline';
import { usePodcastTexts } from '../../texts';

const Person = styled.span`
  ${inlineRow('xs')}
  a {
    color: inherit;
  }
`;

const Byline = styled.span`
  ${wrap('xs', 'md')}
`;

function PodcastDetail({ podcast }: { podcast: Podcast }) {
  const { t, i18n } = usePodcastTexts();
  const isOwner = useIsOwner(podcast.owner.id);
  return (
    <>
      <PageHeader
        title={podcast.title}
        subtitle={
          <Byline>
            <Person>
              <PodcasterByline owner={podcast.owner} name={podcast.creator_name || podcast.owner.username} size={28} />
            </Person>
            <time dateTime={podcast.created_at}>
              {t('detail.created', { date: formatShortDate(podcast.created_at) })}
            </time>
          </Byline>
        }
      >
        <HeaderBadges>
          <Badge variant={podcast.category ? 'primary' : 'neutral'}>
            {podcast.category ? localName(podcast.category, i18n.language) : t('card.uncategorized')}
          </Badge>
          <ReviewBadge item={podcast} pendingLabel="pendingApproval" />
          <FeedBadges feed={podcast.feed} />
        </HeaderBadges>
      </PageHeader>
      <DetailLayout sideWidth="340px">
        <CoverPanel podcast={podcast} />
        <Stack $gap="lg">
          <DetailActions podcast={podcast} />
          {isOwner && (
            <ReviewNotice item={podcast} kind="podcast" editTo={href(paths.podcastEdit, { id: podcast.id })} />
          )}
          {isOwner && (podcast.feed ? <FeedPanel podcast={podcast} /> : <ConnectFeed podcast={podcast} />)}
          <PodcastAbout podcast={podcast} />
          {podcast.feed && <EpisodeList podcast={{ ...podcast, feed: podcast.feed }} />}
          {/* The host's record as a booker of guests: what an expert wants to know before saying yes. */}
          <TrackRecordSlot userId={podcast.owner.id} role="podcaster" />
          {/* The owner's next step: guests who speak on what the show looks for. */}
          {isOwner && <SuggestedGuestsArea podcastId={podcast.id} />}
        </Stack>
        <Comments target={{ type: 'podcast', id: podcast.id }} prompt={t('detail.commentsPrompt')} />
      </DetailLayout>
    </>
  );
}

/** /podcasts/{id}: loading, the podcast, 'Podcast not found' or the error. */
export function PodcastDetailPage() {
  const { t } = usePodcastTexts();
  const { id } = useParams();
  const { data: podcast, error, isError } = usePodcast(id);
  useDocumentTitle(podcast?.title ?? (isError ? t('detail.notFound') : null));

  if (isError) {
    const back = { to: paths.podcasts, label: t('detail.back') };
    return (
      <DetailLoadError error={error} notFound={t('detail.notFound')} failure={t('detail.loadFailure')} back={back} />
    );
  }
  if (!podcast) return <PageSpinner text={t('detail.loading')} />;
  return (
    <>
      <PodcastDetail podcast={podcast} />
    </>
  );
}

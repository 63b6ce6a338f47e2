import styled from 'styled-components';
import { formatShortDate } from '@podbridge/shared/format';
import { paths } from '@podbridge/shared/paths';
import { useParams } from '@podbridge/shared/router';
import { TrackRecordSlot } from '@podbridge/mfe-messaging/public';
import type { PodcasterPage as Podcaster } from '@podbridge/shared/types';
import {
  Card,
  DetailLayout,
  DetailLoadError,
  EmptyState,
  Grid,
  Icon,
  PageHeader,
  PageSpinner,
  RoundPicture,
  media,
  theme,
  useDocumentTitle,
  inlineRow,
  row,
  stack,
  wrap,
} from '@podbridge/kit';
import { usePodcaster } from '../../api/getPodcaster';
import { PodcastCard } from '../../components/PodcastCard';
import { usePodcastTexts } from '../../texts';
import { PodcasterAbout } from './PodcasterAbout';

/** The picture beside the name in the page's title band; a long name wraps beside it. */
const Identity = styled.span`
  ${row('md')}
  min-width: 0;
  overflow-wrap: anywhere;
`;

const HeaderPicture = styled(RoundPicture)`
  width: 56px;
  height: 56px;
  border: 3px solid ${theme.colors.white};
  ${media.md} {
    width: 80px;
    height: 80px;
  }
`;

const Facts = styled.span`
  ${wrap('xs', 'md')}
`;

const Fact = styled.span`
  ${inlineRow('xs')}
`;

const Shows = styled.section`
  ${stack('md')}
  min-width: 0;
`;

const ShowsHeading = styled.div`
  ${wrap('xs', 'sm')}
  align-items: baseline;
  h2 {
    font-size: ${theme.fontSizes.xl};
  }
  p {
    color: ${theme.colors.textMuted};
  }
`;

/** The podcaster's published shows as the directory's cards, newest first; a quiet card when there are none. */
function PodcasterShows({ podcaster }: { podcaster: Podcaster }) {
  const { t } = usePodcastTexts();
  const { podcasts } = podcaster;
  return (
    <Shows aria-labelledby="podcaster-shows">
      <ShowsHeading>
        <h2 id="podcaster-shows">{t('podcaster.shows')}</h2>
        {podcasts.length > 0 && <p>{t('podcaster.showsCount', { count: podcasts.length })}</p>}
      </ShowsHeading>
      {podcasts.length > 0 ? (
        <Grid $min="240px">
          {podcasts.map((podcast, position) => (
            <PodcastCard key={podcast.id} podcast={podcast} position={position} withOwner={false} />
          ))}
        </Grid>
      ) : (
        <Card>
          <EmptyState
            icon={<Icon name="mic" size={28} />}
            title={t('podcaster.noShows')}
            hint={t('podcaster.noShowsHint')}
          />
        </Card>
      )}
    </Shows>
  );
}

function PodcasterDetail({ podcaster }: { podcaster: Podcaster }) {
  const { t } = usePodcastTexts();
  return (
    <>
      <PageHeader
        title={
          <Identity>
            {podcaster.profile_picture_url && <HeaderPicture src={podcaster.profile_picture_url} alt="" $size={80} />}
            <span>{podcaster.display_name}</span>
          </Identity>
        }
        subtitle={
          <Facts>
            <Fact>@{podcaster.username}</Fact>
            {podcaster.channel_name && (
              <Fact>
                <Icon name="mic" size={16} />
                {podcaster.channel_name}
              </Fact>
            )}
            <Fact>
              <Icon name="calendar" size={16} />
              <time dateTime={podcaster.member_since}>
                {t('podcaster.memberSince', { date: formatShortDate(podcaster.member_since) })}
              </time>
            </Fact>
          </Facts>
        }
      />
      <DetailLayout sideWidth="340px">
        <PodcasterAbout podcaster={podcaster} />
        <PodcasterShows podcaster={podcaster} />
        {/* Their record as a host of guests, with the guests' reviews: what an expert weighs before saying yes. */}
        <div>
          <TrackRecordSlot userId={podcaster.id} role="podcaster" />
        </div>
      </DetailLayout>
    </>
  );
}

/** /podcasters/{id} (a user id): loading, the podcaster's page, 'Podcaster not found' or the error. */
export function PodcasterPage() {
  const { t } = usePodcastTexts();
  const { id } = useParams();
  const { data: podcaster, error, isError } = usePodcaster(id);
  useDocumentTitle(podcaster?.display_name ?? (isError ? t('podcaster.notFound') : null));

  if (isError) {
    const back = { to: paths.podcasts, label: t('podcaster.back') };
    return (
      <DetailLoadError
        error={error}
        notFound={t('podcaster.notFound')}
        failure={t('podcaster.loadFailure')}
        back={back}
      />
    );
  }
  if (!podcaster) return <PageSpinner text={t('podcaster.loading')} />;
  return <PodcasterDetail podcaster={podcaster} />;
}

import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { describeApiError } from '@podbridge/shared/api';
import { formatShortDate } from '@podbridge/shared/format';
import { paths } from '@podbridge/shared/paths';
import { Comments } from '@podbridge/shared/social';
import type { Podcast } from '@podbridge/shared/types';
import { Alert, Badge, ButtonLink, Container, PageHeader, PageSpinner, Stack, media, theme } from '@podbridge/shared/ui';
import { usePodcast } from '../../api/getPodcast';
import { CoverPanel } from './CoverPanel';
import { DetailActions } from './DetailActions';
import { PodcastAbout } from './PodcastAbout';

export const NOT_FOUND = 'Podcast not found';
export const LOAD_FAILURE = 'Error fetching podcast details';
export const COMMENTS_PROMPT = 'Share your thoughts about this podcast';

const Layout = styled(Container)`
  display: grid;
  gap: ${theme.spacing.lg};
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
  ${media.lg} {
    grid-template-columns: 340px minmax(0, 1fr);
    align-items: start;
    & > :last-child { grid-column: 1 / -1; }
  }
`;

const Notice = styled(Container)`
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
`;

const Byline = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing.xs} ${theme.spacing.md};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing.sm};
`;

function PodcastDetail({ podcast }: { podcast: Podcast }) {
  return (
    <>
      <PageHeader
        title={podcast.title}
        subtitle={
          <Byline>
            <span>by {podcast.creator_name || podcast.owner.username || 'Unknown'}</span>
            <time dateTime={podcast.created_at}>Created {formatShortDate(podcast.created_at)}</time>
          </Byline>
        }
      >
        <Badges>
          <Badge variant={podcast.category ? 'primary' : 'neutral'}>{podcast.category?.name ?? 'Uncategorized'}</Badge>
          {!podcast.is_approved && <Badge variant="warning">Pending Approval</Badge>}
        </Badges>
      </PageHeader>
      <Layout>
        <CoverPanel podcast={podcast} />
        <Stack $gap="lg">
          <DetailActions podcast={podcast} />
          <PodcastAbout podcast={podcast} />
        </Stack>
        <Comments target={{ type: 'podcast', id: podcast.id }} prompt={COMMENTS_PROMPT} />
      </Layout>
    </>
  );
}

/** /podcasts/{id}: loading, the podcast, 'Podcast not found' or the error (spec section 2). */
export function PodcastDetailPage() {
  const { id } = useParams();
  const { data: podcast, error, isError } = usePodcast(id);

  if (isError) {
    const { status, detail } = describeApiError(error);
    return (
      <Notice as="main">
        <Stack>
          {status === 404 ? (
            <Alert variant="warning">{NOT_FOUND}</Alert>
          ) : (
            <Alert variant="error">{detail ?? LOAD_FAILURE}</Alert>
          )}
          <div>
            <ButtonLink to={paths.podcasts} variant="light">
              Back to Podcasts
            </ButtonLink>
          </div>
        </Stack>
      </Notice>
    );
  }
  if (!podcast) return <PageSpinner text="Loading podcast..." />;
  return (
    <main>
      <PodcastDetail podcast={podcast} />
    </main>
  );
}

import styled from 'styled-components';
import { paths } from '@podbridge/shared/paths';
import type { Podcast } from '@podbridge/shared/types';
import { ButtonLink, Card, EmptyState, Hyphenated, Icon, ReviewBadge, media, theme, cluster } from '@podbridge/kit';
import { usePodcastTexts } from '../../texts';
import { OwnCover } from './OwnCover';
import { OwnPodcastLinks } from './OwnPodcastLinks';
import { OwnReviewNotice } from './OwnReviewNotice';

const Header = styled.div`
  ${cluster('sm')}
  justify-content: space-between;
  margin-bottom: ${theme.spacing.md};
`;

const Title = styled.h2`
  font-size: ${theme.fontSizes.xl};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr);
  gap: ${theme.spacing.sm} ${theme.spacing.md};
  align-items: center;
  padding: ${theme.spacing.sm} 0;
  & + & {
    border-top: 1px solid ${theme.colors.border};
  }
  ${media.sm} {
    grid-template-columns: 56px minmax(0, 1fr) auto;
  }
`;

const Name = styled.div`
  ${cluster('sm')}
  min-width: 0;
  h3 {
    font-size: ${theme.fontSizes.md};
    overflow-wrap: break-word;
    hyphens: auto;
  }
`;

/** The review notice takes a line of its own under the title and badge. */
const Review = styled.div`
  flex-basis: 100%;
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.spacing.xs};
  grid-column: 2;
  ${media.sm} {
    grid-column: auto;
  }
`;

/** My Profile's list of the podcaster's shows, each with View and Edit. */
export function MyPodcastsSummary({ podcasts }: { podcasts: readonly Podcast[] }) {
  const { t } = usePodcastTexts();
  return (
    <Card as="section" aria-labelledby="profile-podcasts-title">
      <Header>
        <Title id="profile-podcasts-title">{t('mine.title')}</Title>
        <ButtonLink to={paths.podcastCreate} variant="secondary" size="sm">
          {t('mine.create')}
        </ButtonLink>
      </Header>
      {podcasts.length === 0 ? (
        <EmptyState
          icon={<Icon name="headphones" size={28} />}
          title={t('mine.emptyTitle')}
          hint={t('mine.emptyHint')}
        />
      ) : (
        <List>
          {podcasts.map((podcast) => (
            <Row key={podcast.id} aria-label={podcast.title}>
              <OwnCover podcast={podcast} size="row" />
              <Name>
                <h3>
                  <Hyphenated text={podcast.title} lang={podcast.language} />
                </h3>
                <ReviewBadge item={podcast} />
                {podcast.approval_status !== 'approved' && (
                  <Review>
                    <OwnReviewNotice podcast={podcast} />
                  </Review>
                )}
              </Name>
              <Actions>
                <OwnPodcastLinks id={podcast.id} />
              </Actions>
            </Row>
          ))}
        </List>
      )}
    </Card>
  );
}

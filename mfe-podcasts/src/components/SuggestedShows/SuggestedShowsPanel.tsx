import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, Grid, Icon, Spinner, theme, row, stack, iconCircle } from '@podbridge/kit';
import type { SuggestedShow } from '../../api/suggestedShows';
import { usePodcastTexts } from '../../texts';
import { SuggestedShowCard } from './SuggestedShowCard';

const Header = styled.header`
  margin-bottom: ${theme.spacing.md};
`;

const Title = styled.h2`
  font-size: ${theme.fontSizes.xl};
`;

const Subtitle = styled.p`
  margin-top: ${theme.spacing.xxs};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const List = styled(Grid)`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
`;

const Loading = styled.div`
  ${row('sm')}
  justify-content: center;
  padding: ${theme.spacing.xl} ${theme.spacing.md};
  color: ${theme.colors.primary};
  p {
    color: ${theme.colors.textMuted};
    font-weight: ${theme.fontWeights.medium};
  }
`;

const Empty = styled.div`
  ${stack('sm')}
  align-items: center;
  padding: ${theme.spacing.xl} ${theme.spacing.md};
  color: ${theme.colors.textMuted};
  text-align: center;
  p {
    max-width: 460px;
  }
`;

const EmptyIcon = styled.span`
  ${iconCircle('56px')}
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
`;

const Retry = styled.div`
  margin-top: ${theme.spacing.sm};
`;

const TITLE_ID = 'suggested-shows-title';

/** The section's frame: "Shows looking for guests like you" over whatever state it is in. */
export function SuggestedShowsPanel({ children }: { children: ReactNode }) {
  const { t } = usePodcastTexts();
  return (
    <Card as="section" aria-labelledby={TITLE_ID}>
      <Header>
        <Title id={TITLE_ID}>{t('suggestedShows.title')}</Title>
        <Subtitle>{t('suggestedShows.subtitle')}</Subtitle>
      </Header>
      {children}
    </Card>
  );
}

export function SuggestedShowsLoading() {
  const { t } = usePodcastTexts();
  return (
    <Loading role="status">
      <Spinner size={24} />
      <p>{t('suggestedShows.loading')}</p>
    </Loading>
  );
}

export function SuggestedShowsFailure({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = usePodcastTexts();
  return (
    <Alert variant="error">
      {t('suggestedShows.failure')}
      <Retry>
        <Button variant="light" size="sm" loading={retrying} onClick={onRetry}>
          {t('suggestedShows.retry')}
        </Button>
      </Retry>
    </Alert>
  );
}

/** The shows, best first; an empty list says how the expert can be found. */
export function SuggestedShowList({ suggestions }: { suggestions: readonly SuggestedShow[] }) {
  const { t } = usePodcastTexts();
  if (suggestions.length === 0) {
    return (
      <Empty>
        <EmptyIcon aria-hidden="true">
          <Icon name="mic" size={26} />
        </EmptyIcon>
        <p>{t('suggestedShows.empty')}</p>
      </Empty>
    );
  }
  return (
    <List as="ul" $min="300px" $gap="md">
      {suggestions.map((suggestion) => (
        <li key={suggestion.podcast.id}>
          <SuggestedShowCard suggestion={suggestion} />
        </li>
      ))}
    </List>
  );
}

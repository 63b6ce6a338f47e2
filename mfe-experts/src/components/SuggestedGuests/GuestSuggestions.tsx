import type { ReactNode } from 'react';
import styled from 'styled-components';
import { describeApiError } from '@podbridge/shared/api';
import { Spinner, theme, row } from '@podbridge/kit';
import { useSuggestedGuests } from '../../api/suggestedGuests';
import { useExpertTexts } from '../../texts';
import { SuggestedGuestGrid } from './SuggestedGuestGrid';
import { LoadFailure, SuggestionsFrame } from './SuggestionsFrame';

/** Answers that mean the show is not the viewer's (403) or not one they can see (404): nothing to show them. */
const NOT_THEIRS = new Set([403, 404]);

const Loading = styled.div`
  ${row('sm')}
  justify-content: center;
  min-height: 160px;
  color: ${theme.colors.primary};
  p {
    color: ${theme.colors.textMuted};
    font-weight: ${theme.fontWeights.medium};
  }
`;

export interface GuestSuggestionsProps {
  podcastId: number;
  /** The show's title while its suggestions load (their answer names it too). */
  showTitle?: string;
  /** Beside the heading: the choice of show, when the podcaster has several. */
  switcher?: ReactNode;
}

/** "Suggested guests for <show>": loading, the failure with Try again, the cards, or how to get suggestions. */
export function GuestSuggestions({ podcastId, showTitle, switcher }: GuestSuggestionsProps) {
  const { t } = useExpertTexts();
  const suggestions = useSuggestedGuests(podcastId);
  if (suggestions.isError && NOT_THEIRS.has(describeApiError(suggestions.error).status ?? 0)) return null;
  const title = suggestions.data?.podcast.title ?? showTitle;

  let body: ReactNode;
  if (suggestions.isPending) {
    body = (
      <Loading role="status">
        <Spinner size={28} />
        <p>{t('suggestedGuests.loading')}</p>
      </Loading>
    );
  } else if (suggestions.isError) {
    body = <LoadFailure text={t('suggestedGuests.failure')} onRetry={() => void suggestions.refetch()} />;
  } else {
    body = <SuggestedGuestGrid key={podcastId} podcastId={podcastId} results={suggestions.data.results} />;
  }
  return (
    <SuggestionsFrame
      title={title ? t('suggestedGuests.titleFor', { title }) : t('suggestedGuests.title')}
      extra={switcher}
    >
      {body}
    </SuggestionsFrame>
  );
}

import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, Card, theme, stack, wrap } from '@podbridge/kit';
import { useExpertTexts } from '../../texts';

const Frame = styled(Card)`
  ${stack('md')}
  min-width: 0;
`;

const Header = styled.div`
  ${wrap('sm', 'md')}
  align-items: flex-end;
  justify-content: space-between;
`;

const Heading = styled.h2`
  flex: 1 1 16rem;
  min-width: 0;
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Extra = styled.div`
  flex: 1 1 14rem;
  max-width: 22rem;
  min-width: 0;
`;

export interface SuggestionsFrameProps {
  title: string;
  /** Beside the heading, e.g. the choice of show. */
  extra?: ReactNode;
  children: ReactNode;
}

/** The widget's panel: its heading (h2), what goes beside it, and the suggestions or their state under it. */
export function SuggestionsFrame({ title, extra, children }: SuggestionsFrameProps) {
  const headingId = useId();
  return (
    <Frame as="section" aria-labelledby={headingId}>
      <Header>
        <Heading id={headingId}>{title}</Heading>
        {extra && <Extra>{extra}</Extra>}
      </Header>
      {children}
    </Frame>
  );
}

const RetryRow = styled.div`
  margin-top: ${theme.spacing.sm};
`;

/** A failed load, said in the widget's own area, with Try again. */
export function LoadFailure({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useExpertTexts();
  return (
    <Alert variant="error">
      {text}
      <RetryRow>
        <Button variant="light" size="sm" onClick={onRetry}>
          {t('suggestedGuests.retry')}
        </Button>
      </RetryRow>
    </Alert>
  );
}

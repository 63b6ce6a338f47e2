import styled from 'styled-components';
import { QueryProvider } from '@podbridge/shared/query';
import { useLiveEvents, useUnreadCount, useWaitingBookings } from '@podbridge/shared/live';
import { VisuallyHidden, theme } from '@podbridge/kit';
import { useShellTexts } from '../../texts';

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  margin-left: ${theme.spacing.xs};
  padding: 0 6px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.danger};
  color: ${theme.colors.white};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  line-height: 1;
`;

/** Over this many the badge shows '99+'. */
const MOST_SHOWN = 99;

/** What a nav link counts: unread messages beside Messages, requests waiting for an answer beside Bookings. */
export type NavCount = 'messages' | 'bookings';

const COUNTERS = {
  messages: { useCount: useUnreadCount, text: 'nav.unread', testId: 'unread-messages' },
  bookings: { useCount: useWaitingBookings, text: 'nav.waiting', testId: 'waiting-bookings' },
} as const;

function Badge({ kind }: { kind: NavCount }) {
  const { t } = useShellTexts();
  // The nav is on every page, so a signed-in page holds its live stream from here.
  useLiveEvents();
  const counter = COUNTERS[kind];
  const count = counter.useCount();
  if (count === 0) return null;
  return (
    <Count data-testid={counter.testId}>
      <span aria-hidden="true">{count > MOST_SHOWN ? `${MOST_SHOWN}+` : count}</span>
      <VisuallyHidden>{` (${t(counter.text, { count })})`}</VisuallyHidden>
    </Count>
  );
}

/**
 * A count beside a nav link, kept live by the page's event stream. Loaded after the first paint with the query
 * layer, like the remotes' widgets.
 */
export default function NavCountBadge({ kind }: { kind: NavCount }) {
  return (
    <QueryProvider>
      <Badge kind={kind} />
    </QueryProvider>
  );
}

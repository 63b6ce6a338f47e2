import styled from 'styled-components';
import type { NavCountContract, NavCountProps } from '@podbridge/shared/types';
import { VisuallyHidden, theme, inlineCentered } from '@podbridge/kit';
import { useLiveEvents } from '../live';
import { useWaitingBookings } from '../live/bookings';
import { useUnreadCount } from '../live/conversations';
import { useMessagingTexts } from '../texts';

const Count = styled.span`
  ${inlineCentered}
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

const COUNTERS = {
  messages: { useCount: useUnreadCount, text: 'nav.unread', testId: 'unread-messages' },
  bookings: { useCount: useWaitingBookings, text: 'nav.waiting', testId: 'waiting-bookings' },
} as const;

/**
 * A count beside a link of the shell's navigation (`messaging/NavCount`): unread messages beside Messages, requests
 * waiting for an answer beside Bookings; nothing at 0. Kept live by the page's event stream, which it holds: the
 * nav is on every signed-in page, so the page holds its stream from here (the Messages and Bookings pages ask for
 * the same one).
 */
function NavCount({ kind }: NavCountProps) {
  const { t } = useMessagingTexts();
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

export default NavCount satisfies NavCountContract;

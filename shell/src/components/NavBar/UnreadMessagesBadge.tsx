import styled from 'styled-components';
import { QueryProvider } from '@podbridge/shared/query';
import { useLiveEvents, useUnreadCount } from '@podbridge/shared/live';
import { VisuallyHidden, theme } from '@podbridge/shared/ui';

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

function Badge() {
  // The nav is on every page, so a signed-in page holds its live stream from here.
  useLiveEvents();
  const unread = useUnreadCount();
  if (unread === 0) return null;
  return (
    <Count data-testid="unread-messages">
      <span aria-hidden="true">{unread > MOST_SHOWN ? `${MOST_SHOWN}+` : unread}</span>
      <VisuallyHidden>{` (${unread} unread)`}</VisuallyHidden>
    </Count>
  );
}

/**
 * The unread-message count beside the nav's Messages link, kept live by the page's event stream. Loaded after
 * the first paint with the query layer, like the remotes' widgets.
 */
export default function UnreadMessagesBadge() {
  return (
    <QueryProvider>
      <Badge />
    </QueryProvider>
  );
}

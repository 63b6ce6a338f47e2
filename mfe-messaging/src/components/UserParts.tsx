import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon, RoundPicture, theme, type IconName, stack, inlineCentered } from '@podbridge/kit';

/** The round mark of a user (an initial or a type icon); `$strong` is the chat header's brand-coloured one. */
export const UserMark = styled.span<{ $size?: number; $strong?: boolean }>`
  ${inlineCentered}
  flex-shrink: 0;
  width: ${({ $size = 40 }) => $size}px;
  height: ${({ $size = 40 }) => $size}px;
  border-radius: 50%;
  font-weight: ${theme.fontWeights.bold};
  text-transform: uppercase;
  ${({ $strong }) =>
    $strong
      ? css`
          background: ${theme.gradients.brand};
          color: ${theme.colors.white};
        `
      : css`
          background: ${theme.colors.primarySoft};
          color: ${theme.colors.primary};
        `}
`;

/**
 * A person's round picture, or the initial of their name in the round mark when they have none. Decorative: their
 * name is always written beside it.
 */
export function UserPicture({
  name,
  picture,
  size = 40,
  strong = false,
}: {
  name: string;
  picture: string | null;
  size?: number;
  strong?: boolean;
}) {
  if (picture) return <RoundPicture src={picture} alt="" $size={size} loading="lazy" />;
  return (
    <UserMark aria-hidden="true" $size={size} $strong={strong}>
      {name.charAt(0)}
    </UserMark>
  );
}

/** A user's name and badges beside their mark. */
export const UserLines = styled.div`
  ${stack('xxs')}
  flex: 1;
  align-items: flex-start;
  min-width: 0;
`;

/** A name on one line, cut with an ellipsis. */
export const OneLine = styled.span`
  max-width: 100%;
  overflow: hidden;
  font-weight: ${theme.fontWeights.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const NoticeRoot = styled.div`
  ${stack('xs')}
  align-items: center;
  padding: ${theme.spacing.lg} ${theme.spacing.md};
  color: ${theme.colors.textMuted};
  text-align: center;
  p {
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.text};
  }
  small {
    font-size: ${theme.fontSizes.sm};
  }
`;

/** The quiet empty state of a sidebar card: no results, no conversations. */
export function SidebarNotice({ icon, title, hint }: { icon: IconName; title: string; hint: ReactNode }) {
  return (
    <NoticeRoot>
      <Icon name={icon} size={28} />
      <p>{title}</p>
      <small>{hint}</small>
    </NoticeRoot>
  );
}

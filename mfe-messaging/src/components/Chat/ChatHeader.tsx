import styled from 'styled-components';
import type { Chat } from '@podbridge/shared/types';
import { media, theme } from '@podbridge/shared/ui';
import { UserTypeBadge } from '../UserTypeBadge';
import { BlockToggle } from './BlockToggle';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${theme.spacing.md};
  padding: ${theme.spacing.md};
  border-bottom: 1px solid ${theme.colors.border};
  ${media.md} {
    padding: ${theme.spacing.md} ${theme.spacing.lg};
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 42px;
  height: 42px;
  border-radius: 50%;
  background: ${theme.gradients.brand};
  color: ${theme.colors.white};
  font-weight: ${theme.fontWeights.bold};
  text-transform: uppercase;
`;

const Who = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.spacing.xxs};
  min-width: 0;
`;

const Name = styled.h2`
  max-width: 100%;
  overflow: hidden;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The other user of the chat: name, type and the block action. */
export function ChatHeader({ chat }: { chat: Chat }) {
  const { id, username, user_type: userType } = chat.other_user;
  return (
    <Header>
      <Avatar aria-hidden="true">{username.charAt(0)}</Avatar>
      <Who>
        <Name title={username}>{username}</Name>
        <UserTypeBadge userType={userType} />
      </Who>
      <BlockToggle userId={id} username={username} blocked={chat.is_blocked} />
    </Header>
  );
}

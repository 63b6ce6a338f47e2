import styled from 'styled-components';
import type { Chat } from '@podbridge/shared/types';
import { media, theme } from '@podbridge/shared/ui';
import { UserLines, UserMark } from '../UserParts';
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
      <UserMark aria-hidden="true" $size={42} $strong>
        {username.charAt(0)}
      </UserMark>
      <UserLines>
        <Name title={username}>{username}</Name>
        <UserTypeBadge userType={userType} />
      </UserLines>
      <BlockToggle userId={id} username={username} blocked={chat.is_blocked} />
    </Header>
  );
}

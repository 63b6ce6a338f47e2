import { useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { href, paths } from '@podbridge/shared/paths';
import { Link } from '@podbridge/shared/router';
import type { Chat } from '@podbridge/shared/types';
import { Button, Icon, media, theme, row } from '@podbridge/kit';
import InviteDialog from '../../exposes/InviteDialog';
import { useMessagingTexts } from '../../texts';
import { UserLines, UserPicture } from '../UserParts';
import { UserTypeBadge } from '../UserTypeBadge';
import { BlockToggle } from './BlockToggle';

/** On a phone the gaps and the name are smaller, so a name of two words fits beside the actions. */
const Header = styled.header`
  ${row('sm')}
  padding: ${theme.spacing.md};
  border-bottom: 1px solid ${theme.colors.border};
  ${media.md} {
    gap: ${theme.spacing.md};
    padding: ${theme.spacing.md} ${theme.spacing.lg};
  }
`;

/** On a phone a long name takes a second line; from tablets on it is cut with an ellipsis on one. */
const Name = styled.h2`
  display: -webkit-box;
  max-width: 100%;
  overflow: hidden;
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.bold};
  line-height: 1.25;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow-wrap: anywhere;
  ${media.md} {
    display: block;
    font-size: ${theme.fontSizes.lg};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
`;

const Invite = styled(Button)`
  flex-shrink: 0;
  span {
    display: none;
    ${media.md} {
      display: inline;
    }
  }
`;

/** "Invite to my show" in a podcaster's chat with an expert: the same dialog as on the expert's page. */
function InviteFromChat({ expert }: { expert: { id: number; name: string } }) {
  const { t } = useMessagingTexts();
  const [open, setOpen] = useState(false);
  const label = t('chat.invite');
  return (
    <>
      <Invite variant="secondary" size="sm" aria-label={label} title={label} onClick={() => setOpen(true)}>
        <Icon name="calendar" size={16} />
        <span>{label}</span>
      </Invite>
      <InviteDialog open={open} onClose={() => setOpen(false)} expert={expert} />
    </>
  );
}

/**
 * The other user of the chat: name (a podcaster's leads to their page), type, the invitation (a podcaster with an
 * expert) and the block action.
 */
export function ChatHeader({ chat }: { chat: Chat }) {
  const { user } = useAuth();
  const { id, display_name: name, picture, user_type: userType } = chat.other_user;
  const canInvite = user?.user_type === 'podcaster' && userType === 'expert' && !chat.is_blocked;
  return (
    <Header>
      <UserPicture name={name} picture={picture} size={42} strong />
      <UserLines>
        <Name title={name}>
          {userType === 'podcaster' ? <Link to={href(paths.podcasterPage, { id })}>{name}</Link> : name}
        </Name>
        <UserTypeBadge userType={userType} />
      </UserLines>
      {canInvite && <InviteFromChat expert={{ id, name }} />}
      <BlockToggle userId={id} name={name} blocked={chat.is_blocked} />
    </Header>
  );
}

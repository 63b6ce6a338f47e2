import { Link } from '@podbridge/shared/router';
import styled, { css } from 'styled-components';
import { formatRelativeTime } from '@podbridge/shared/format';
import { paths } from '@podbridge/shared/paths';
import type { Conversation } from '@podbridge/shared/types';
import { Spinner, theme, plainList, row, stack } from '@podbridge/kit';
import { useConversations } from '../live/conversations';
import { SidebarCard } from './SidebarCard';
import { SidebarNotice, UserPicture } from './UserParts';
import { UserTypeBadge } from './UserTypeBadge';
import { useMessagingTexts } from '../texts';

const List = styled.ul`
  ${plainList('xxs')}
`;

const Item = styled(Link)<{ $current: boolean }>`
  display: grid;
  grid-template-columns: 40px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.spacing.sm};
  padding: ${theme.spacing.sm};
  border-radius: ${theme.radii.md};
  color: inherit;
  text-decoration: none;
  transition: background ${theme.transitions.fast};
  &:hover {
    background: ${theme.colors.surfaceMuted};
  }
  ${({ $current }) =>
    $current &&
    css`
      background: ${theme.colors.primarySoft};
      &:hover {
        background: ${theme.colors.primarySoft};
      }
    `}
`;

const Main = styled.span`
  ${stack('xxs')}
  min-width: 0;
`;

const NameLine = styled.span`
  ${row('xs')}
  min-width: 0;
`;

const Name = styled.span`
  overflow: hidden;
  font-weight: ${theme.fontWeights.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Preview = styled.span<{ $unread: boolean }>`
  max-width: 200px;
  overflow: hidden;
  color: ${({ $unread }) => ($unread ? theme.colors.text : theme.colors.textMuted)};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${({ $unread }) => ($unread ? theme.fontWeights.semibold : 'inherit')};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Side = styled.span`
  ${stack('xs')}
  align-items: flex-end;
`;

const Time = styled.time`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
  white-space: nowrap;
`;

const Unread = styled.span`
  min-width: 20px;
  padding: 2px 6px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.white};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  text-align: center;
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${theme.spacing.lg};
  color: ${theme.colors.primary};
`;

function ConversationItem({ conversation, current }: { conversation: Conversation; current: boolean }) {
  // The time follows the site's language (formatRelativeTime reads it); the texts re-render it on a change.
  const { t } = useMessagingTexts();
  const { user, last_message: last, unread_count: unread } = conversation;
  return (
    <li>
      <Item
        to={paths.messagesWith.replace(':userId', String(conversation.id))}
        $current={current}
        aria-current={current ? 'page' : undefined}
      >
        <UserPicture name={user.display_name} picture={user.picture} />
        <Main>
          <NameLine>
            <Name title={user.display_name}>{user.display_name}</Name>
            <UserTypeBadge userType={user.user_type} />
          </NameLine>
          <Preview $unread={unread > 0} title={last.content}>
            {last.content}
          </Preview>
        </Main>
        <Side>
          <Time dateTime={last.timestamp}>{formatRelativeTime(last.timestamp)}</Time>
          {unread > 0 && <Unread aria-label={t('conversations.unread', { count: unread })}>{unread}</Unread>}
        </Side>
      </Item>
    </li>
  );
}

/** 'Recent Conversations': one per other user, newest first, kept live by the page's event stream. */
export function ConversationList({ currentUserId }: { currentUserId: number | null }) {
  const { t } = useMessagingTexts();
  const { data: conversations, isPending } = useConversations();
  return (
    <SidebarCard title={t('conversations.title')} subtitle={t('conversations.subtitle')} icon="chat">
      {isPending ? (
        <Loading>
          <Spinner size={24} label={t('conversations.loading')} />
        </Loading>
      ) : conversations && conversations.length > 0 ? (
        <List aria-label={t('conversations.label')}>
          {conversations.map((conversation) => (
            <ConversationItem
              key={conversation.id}
              conversation={conversation}
              current={conversation.id === currentUserId}
            />
          ))}
        </List>
      ) : (
        <SidebarNotice icon="chat" title={t('conversations.empty')} hint={t('conversations.emptyHint')} />
      )}
    </SidebarCard>
  );
}

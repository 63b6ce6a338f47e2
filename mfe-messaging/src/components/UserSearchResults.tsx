import { useId } from 'react';
import styled from 'styled-components';
import type { UserSearchResult } from '@podbridge/shared/types';
import { Badge, Button, Icon, theme, plainList, row, stack } from '@podbridge/kit';
import { OneLine, SidebarNotice, UserLines, UserPicture } from './UserParts';
import { UserTypeBadge } from './UserTypeBadge';
import { useMessagingTexts } from '../texts';

const Results = styled.section`
  ${stack('sm')}
  padding-top: ${theme.spacing.md};
  border-top: 1px solid ${theme.colors.border};
`;

const ResultsHeader = styled.div`
  ${row('sm')}
  justify-content: space-between;
  padding: 0 ${theme.spacing.xs};
`;

const ResultsTitle = styled.h3`
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.semibold};
`;

const List = styled.ul`
  ${plainList('sm')}
`;

const Result = styled.li`
  ${row('sm')}
  padding: ${theme.spacing.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  transition:
    border-color ${theme.transitions.fast},
    background ${theme.transitions.fast};
  &:hover {
    border-color: ${theme.colors.borderStrong};
    background: ${theme.colors.surfaceMuted};
  }
`;

/** The username under the name, where it tells the account apart ("@karin_expert"). */
const Handle = styled.span`
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Expertise = styled.span`
  max-width: 100%;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

function UserResult({ user, onMessage }: { user: UserSearchResult; onMessage: (user: UserSearchResult) => void }) {
  const { t } = useMessagingTexts();
  const nameId = useId();
  return (
    <Result>
      <UserPicture name={user.display_name} picture={user.picture} />
      <UserLines>
        <OneLine id={nameId} title={user.display_name}>
          {user.display_name}
        </OneLine>
        {user.display_name !== user.username && <Handle>@{user.username}</Handle>}
        <UserTypeBadge userType={user.user_type} />
        {user.user_type === 'expert' && <Expertise>{user.expertise || t('search.noExpertise')}</Expertise>}
      </UserLines>
      <Button variant="outline" size="sm" aria-describedby={nameId} onClick={() => onMessage(user)}>
        <Icon name="chat" size={16} />
        {t('search.message')}
      </Button>
    </Result>
  );
}

export interface UserSearchResultsProps {
  users: readonly UserSearchResult[];
  onMessage: (user: UserSearchResult) => void;
}

/** 'Search Results' with how many were found, each user with a Message button, or the empty notice. */
export function UserSearchResults({ users, onMessage }: UserSearchResultsProps) {
  const { t } = useMessagingTexts();
  const titleId = useId();
  return (
    <Results aria-labelledby={titleId}>
      <ResultsHeader>
        <ResultsTitle id={titleId}>{t('search.results')}</ResultsTitle>
        <Badge variant="primary">{t('search.found', { count: users.length })}</Badge>
      </ResultsHeader>
      {users.length > 0 ? (
        <List>
          {users.map((user) => (
            <UserResult key={user.id} user={user} onMessage={onMessage} />
          ))}
        </List>
      ) : (
        <SidebarNotice icon="search" title={t('search.noUsers')} hint={t('search.noUsersHint')} />
      )}
    </Results>
  );
}

import { useId } from 'react';
import styled from 'styled-components';
import type { UserSearchResult } from '@podbridge/shared/types';
import { Badge, Button, Icon, theme } from '@podbridge/shared/ui';
import { USER_TYPE_ICONS, UserTypeBadge } from './UserTypeBadge';

export const NO_EXPERTISE = 'No expertise specified';
export const NO_USERS_FOUND = 'No users found';
export const NO_USERS_HINT = 'Try adjusting your search criteria';

const Results = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.sm};
  padding-top: ${theme.spacing.md};
  border-top: 1px solid ${theme.colors.border};
`;

const ResultsHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing.sm};
  padding: 0 ${theme.spacing.xs};
`;

const ResultsTitle = styled.h3`
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.semibold};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Result = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.spacing.sm};
  padding: ${theme.spacing.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  transition: border-color ${theme.transitions.fast}, background ${theme.transitions.fast};
  &:hover {
    border-color: ${theme.colors.borderStrong};
    background: ${theme.colors.surfaceMuted};
  }
`;

const TypeIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
`;

const Who = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.spacing.xxs};
  min-width: 0;
`;

const Username = styled.span`
  max-width: 100%;
  overflow: hidden;
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.text};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Expertise = styled.span`
  max-width: 100%;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const NoResults = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.spacing.xs};
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

function UserResult({ user, onMessage }: { user: UserSearchResult; onMessage: (user: UserSearchResult) => void }) {
  const nameId = useId();
  return (
    <Result>
      <TypeIcon aria-hidden="true">
        <Icon name={USER_TYPE_ICONS[user.user_type]} size={20} />
      </TypeIcon>
      <Who>
        <Username id={nameId} title={user.username}>
          {user.username}
        </Username>
        <UserTypeBadge userType={user.user_type} />
        {user.user_type === 'expert' && <Expertise>{user.expertise || NO_EXPERTISE}</Expertise>}
      </Who>
      <Button variant="outline" size="sm" aria-describedby={nameId} onClick={() => onMessage(user)}>
        <Icon name="chat" size={16} />
        Message
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
  const titleId = useId();
  return (
    <Results aria-labelledby={titleId}>
      <ResultsHeader>
        <ResultsTitle id={titleId}>Search Results</ResultsTitle>
        <Badge variant="primary">{users.length} found</Badge>
      </ResultsHeader>
      {users.length > 0 ? (
        <List>
          {users.map((user) => (
            <UserResult key={user.id} user={user} onMessage={onMessage} />
          ))}
        </List>
      ) : (
        <NoResults>
          <Icon name="search" size={28} />
          <p>{NO_USERS_FOUND}</p>
          <small>{NO_USERS_HINT}</small>
        </NoResults>
      )}
    </Results>
  );
}

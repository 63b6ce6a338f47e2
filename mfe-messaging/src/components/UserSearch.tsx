import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { categoryOptions, FilterDropdown, useExpertCategories } from '@podbridge/shared/listing';
import { href, paths } from '@podbridge/shared/paths';
import type { UserSearchResult } from '@podbridge/shared/types';
import { Button, Icon, Spinner, TextField, media, theme } from '@podbridge/shared/ui';
import { useUserSearch, type UserSearch as Search, type UserTypeFilter } from '../api/searchUsers';
import { SidebarCard } from './SidebarCard';
import { UserSearchResults } from './UserSearchResults';

export const SEARCH_PLACEHOLDER = 'Search by name or email...';

const USER_TYPES: { value: UserTypeFilter; label: string }[] = [
  { value: '', label: 'All User Types' },
  { value: 'expert', label: 'Experts' },
  { value: 'podcaster', label: 'Podcasters' },
  { value: 'listener', label: 'Listeners' },
];

const Form = styled.form`
  display: grid;
  gap: ${theme.spacing.sm};
`;

const Filters = styled.div`
  display: grid;
  gap: ${theme.spacing.sm};
  ${media.sm} {
    grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  }
`;

/**
 * The user search of Messages (spec sections 2 and 4): idle, searching, results (empty included). Message clears
 * the search and opens the conversation; a failed search is only logged and ends.
 */
export function UserSearch() {
  const navigate = useNavigate();
  const { categories } = useExpertCategories();
  const [text, setText] = useState('');
  const [userType, setUserType] = useState<UserTypeFilter>('');
  const [category, setCategory] = useState('');
  const [submitted, setSubmitted] = useState<Search | null>(null);
  const { data: users, isFetching, isError } = useUserSearch(submitted);
  const searching = submitted !== null && isFetching;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    if (!search && !userType) return;
    setSubmitted({ search, user_type: userType, category: userType === 'expert' ? category : '' });
  };

  const message = (user: UserSearchResult) => {
    setText('');
    setUserType('');
    setCategory('');
    setSubmitted(null);
    navigate(href(paths.messagesWith, { userId: user.id }));
  };

  return (
    <SidebarCard title="Find People" subtitle="Search podcasters, experts and listeners" icon="search">
      <Form role="search" aria-label="Search users" onSubmit={submit}>
        <TextField
          label="Search users"
          type="search"
          placeholder={SEARCH_PLACEHOLDER}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        <Filters>
          <FilterDropdown
            filter={{
              label: 'User type',
              value: userType,
              options: USER_TYPES,
              onChange: (value) => {
                setUserType(value as UserTypeFilter);
                setCategory('');
              },
            }}
          />
          {userType === 'expert' && (
            <FilterDropdown
              filter={{
                label: 'Category',
                value: category,
                allLabel: 'All Categories',
                options: categoryOptions(categories),
                onChange: setCategory,
              }}
            />
          )}
        </Filters>
        <Button type="submit" disabled={searching}>
          {searching ? (
            <>
              <Spinner size={16} /> Searching...
            </>
          ) : (
            <>
              <Icon name="search" size={16} /> Search
            </>
          )}
        </Button>
      </Form>
      {submitted && !searching && !isError && users && <UserSearchResults users={users} onMessage={message} />}
    </SidebarCard>
  );
}

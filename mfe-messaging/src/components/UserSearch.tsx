import { useState, type FormEvent } from 'react';
import { useNavigate } from '@podbridge/shared/router';
import styled from 'styled-components';
import { useExpertCategories } from '@podbridge/mfe-experts/public';
import { href, paths } from '@podbridge/shared/paths';
import type { UserSearchResult } from '@podbridge/shared/types';
import { Button, Icon, Spinner, TextField, media, theme } from '@podbridge/kit';
import { categoryOptions, FilterDropdown } from '@podbridge/kit/listing';
import { useUserSearch, type UserSearch as Search, type UserTypeFilter } from '../api/searchUsers';
import { SidebarCard } from './SidebarCard';
import { UserSearchResults } from './UserSearchResults';
import { useMessagingTexts } from '../texts';

/** The user-type filter's options, each labelled by its text under `search.types`. */
const USER_TYPES: { value: UserTypeFilter; key: 'all' | 'expert' | 'podcaster' | 'listener' }[] = [
  { value: '', key: 'all' },
  { value: 'expert', key: 'expert' },
  { value: 'podcaster', key: 'podcaster' },
  { value: 'listener', key: 'listener' },
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
 * The user search of Messages: idle, searching, results (empty included). Message clears
 * the search and opens the conversation; a failed search is only logged and ends.
 */
export function UserSearch() {
  const { t, i18n } = useMessagingTexts();
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
    <SidebarCard title={t('search.title')} subtitle={t('search.subtitle')} icon="search">
      <Form role="search" aria-label={t('search.label')} onSubmit={submit}>
        <TextField
          label={t('search.label')}
          type="search"
          placeholder={t('search.placeholder')}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        <Filters>
          <FilterDropdown
            filter={{
              label: t('search.userType'),
              value: userType,
              options: USER_TYPES.map(({ value, key }) => ({ value, label: t(`search.types.${key}`) })),
              onChange: (value) => {
                setUserType(value as UserTypeFilter);
                setCategory('');
              },
            }}
          />
          {userType === 'expert' && (
            <FilterDropdown
              filter={{
                label: t('search.category'),
                value: category,
                allLabel: t('search.allCategories'),
                options: categoryOptions(categories, i18n.language),
                onChange: setCategory,
              }}
            />
          )}
        </Filters>
        <Button type="submit" disabled={searching}>
          {searching ? (
            <>
              <Spinner size={16} /> {t('search.searching')}
            </>
          ) : (
            <>
              <Icon name="search" size={16} /> {t('search.submit')}
            </>
          )}
        </Button>
      </Form>
      {submitted && !searching && !isError && users && <UserSearchResults users={users} onMessage={message} />}
    </SidebarCard>
  );
}

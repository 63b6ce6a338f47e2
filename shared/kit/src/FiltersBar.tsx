import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { localName } from '@podbridge/shared/format';
import { Button, Card, SelectField, TextField, Icon, media, theme } from '@podbridge/kit';

/** Typing searches after a pause. */
export const SEARCH_DEBOUNCE_MS = 300;

/** On a phone the search button sits beside the box and the dropdown takes the row under them. */
const Form = styled(Card).attrs({ as: 'form', role: 'search' })<{ $filterWidth: string | null }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.spacing.sm} ${theme.spacing.md};
  align-items: end;
  & > :nth-child(n + 3) {
    grid-column: 1 / -1;
  }
  ${media.md} {
    grid-template-columns: 1fr auto ${({ $filterWidth }) => $filterWidth ?? ''};
    gap: ${theme.spacing.md};
    & > :nth-child(3) {
      grid-column: auto;
    }
  }
`;

/** A second row of filters under the search, across the whole form. */
const More = styled.div`
  grid-column: 1 / -1;
`;

/** The dropdown beside the search box (a category, a status); '' is its "all" choice when it has one. */
export interface FilterSelect {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The first option's text, meaning no filter (e.g. 'All Categories'); none when absent. */
  allLabel?: string;
  onChange: (value: string) => void;
}

/** A category list as the dropdown's options. */
export function categoryOptions(
  categories: readonly { id: number; name: string; name_sv?: string }[],
  language: string,
): FilterSelect['options'] {
  return categories.map((category) => ({ value: String(category.id), label: localName(category, language) }));
}

/** One filter as a labelled dropdown. */
export function FilterDropdown({ filter }: { filter: FilterSelect }) {
  return (
    <SelectField label={filter.label} value={filter.value} onChange={(event) => filter.onChange(event.target.value)}>
      {filter.allLabel !== undefined && <option value="">{filter.allLabel}</option>}
      {filter.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

export interface FiltersBarProps {
  search: string;
  onSearch: (search: string) => void;
  filter?: FilterSelect;
  /** The form's name, e.g. 'Filter podcasts'. */
  label: string;
  /** The search box's label, e.g. 'Search podcasts'. */
  searchLabel: string;
  /** e.g. 'Search by title or description...'. */
  searchPlaceholder: string;
  /** Width of the dropdown's column from medium screens on; 240px unless given. */
  filterWidth?: string;
  /** More filters, in a row of their own under the search (a directory's own, e.g. language and region). */
  more?: ReactNode;
}

/** Search box (trimmed, sent on Enter, the button, or a pause in typing) and a dropdown (a category, a status). */
export function FiltersBar({
  search,
  onSearch,
  filter,
  label,
  searchLabel,
  searchPlaceholder,
  filterWidth = '240px',
  more,
}: FiltersBarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  const [syncedSearch, setSyncedSearch] = useState(search);
  // The URL changed from elsewhere (back button, a link): show its search unless the box already means it.
  if (search !== syncedSearch) {
    setSyncedSearch(search);
    if (text.trim() !== search) setText(search);
  }

  useEffect(() => {
    if (text.trim() === search) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    // Following a link (a card's View Profile) drops the pending search: the next page may still be loading while
    // this one shows, and the search must not pull the visitor back to the list.
    const followLink = (event: MouseEvent) => {
      const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (plainClick && event.target instanceof Element && event.target.closest('a[href]')) clearTimeout(timer);
    };
    document.addEventListener('click', followLink, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', followLink, true);
    };
  }, [text, search, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <Form onSubmit={submit} aria-label={label} $filterWidth={filter ? filterWidth : null}>
      <TextField
        label={searchLabel}
        type="search"
        placeholder={searchPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">
        <Icon name="search" size={18} /> {t('search')}
      </Button>
      {filter && <FilterDropdown filter={filter} />}
      {more && <More>{more}</More>}
    </Form>
  );
}

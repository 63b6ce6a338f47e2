import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Card, Icon, SelectField, TextField, media, theme } from '@podbridge/shared/ui';
import type { Category } from '../../api';

/** Typing searches after a pause (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 300;

const Form = styled(Card).attrs({ as: 'form', role: 'search' })`
  display: grid;
  gap: ${theme.spacing.md};
  align-items: end;
  ${media.md} { grid-template-columns: 1fr auto 260px; }
`;

export interface ListFiltersProps {
  search: string;
  category: string;
  categories: Category[];
  onSearch: (search: string) => void;
  onCategory: (category: string) => void;
}

/** Search box (trimmed, sent on Enter, the button, or a pause in typing) and the category filter. */
export function ListFilters({ search, category, categories, onSearch, onCategory }: ListFiltersProps) {
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
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <Form onSubmit={submit} aria-label="Filter experts">
      <TextField
        label="Search experts"
        type="search"
        placeholder="Search by name, bio or expertise..."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">
        <Icon name="search" size={18} /> Search
      </Button>
      <SelectField label="Category" value={category} onChange={(event) => onCategory(event.target.value)}>
        <option value="">All Categories</option>
        {categories.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {item.name}
          </option>
        ))}
      </SelectField>
    </Form>
  );
}

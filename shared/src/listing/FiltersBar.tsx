import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Card, Icon, SelectField, TextField, media, theme } from '@podbridge/shared/ui';

/** Typing searches after a pause (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 300;

const Form = styled(Card).attrs({ as: 'form', role: 'search' })<{ $categoryWidth: string }>`
  display: grid;
  gap: ${theme.spacing.md};
  align-items: end;
  ${media.md} {
    grid-template-columns: 1fr auto ${({ $categoryWidth }) => $categoryWidth};
  }
`;

export interface FiltersBarProps {
  search: string;
  category: string;
  categories: readonly { id: number; name: string }[];
  onSearch: (search: string) => void;
  onCategory: (category: string) => void;
  /** The form's name, e.g. 'Filter podcasts'. */
  label: string;
  /** The search box's label, e.g. 'Search podcasts'. */
  searchLabel: string;
  /** e.g. 'Search by title or description...'. */
  searchPlaceholder: string;
  /** Width of the category column from medium screens on; 240px unless given. */
  categoryWidth?: string;
}

/** Search box (trimmed, sent on Enter, the button, or a pause in typing) and the category dropdown. */
export function FiltersBar({
  search,
  category,
  categories,
  onSearch,
  onCategory,
  label,
  searchLabel,
  searchPlaceholder,
  categoryWidth = '240px',
}: FiltersBarProps) {
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
    <Form onSubmit={submit} aria-label={label} $categoryWidth={categoryWidth}>
      <TextField
        label={searchLabel}
        type="search"
        placeholder={searchPlaceholder}
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

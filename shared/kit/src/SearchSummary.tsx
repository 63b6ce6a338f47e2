import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { localName } from '@podbridge/shared/format';
import { Link } from '@podbridge/shared/router';
import type { TopicRef } from '@podbridge/shared/types';
import { cluster, wrap, theme } from '@podbridge/kit';

const Summary = styled.div`
  ${wrap('sm', 'lg')}
  align-items: baseline;
  margin-bottom: ${theme.spacing.lg};
`;

const Found = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.text};
`;

const Topics = styled.ul`
  ${cluster('xs')}
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TopicLink = styled(Link)`
  display: inline-block;
  padding: 2px ${theme.spacing.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: 999px;
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${theme.colors.primarySoft};
  }
`;

const Label = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

export interface TopicLinksProps {
  label: string;
  topics: readonly TopicRef[];
  /** The directory the links search (its path). */
  pathname: string;
}

/** Links that search a directory for each topic, by its name in the reader's language. */
export function TopicLinks({ label, topics, pathname }: TopicLinksProps) {
  const { i18n } = useTranslation();
  if (topics.length === 0) return null;
  return (
    <Topics aria-label={label}>
      <li aria-hidden="true">
        <Label>{label}</Label>
      </li>
      {topics.map((topic) => {
        const name = localName(topic, i18n.language);
        return (
          <li key={topic.id}>
            <TopicLink to={{ pathname, search: `?${new URLSearchParams({ search: name })}` }}>{name}</TopicLink>
          </li>
        );
      })}
    </Topics>
  );
}

export interface SearchSummaryLineProps {
  /** What was found, in the directory's words: "3 experts match “psychology”". */
  found: string;
  topicsLabel: string;
  topics: readonly TopicRef[];
  pathname: string;
}

/** Over a search's results: what it found, and the topics it met as links. */
export function SearchSummaryLine({ found, topicsLabel, topics, pathname }: SearchSummaryLineProps) {
  return (
    <Summary>
      <Found role="status">{found}</Found>
      <TopicLinks label={topicsLabel} topics={topics} pathname={pathname} />
    </Summary>
  );
}

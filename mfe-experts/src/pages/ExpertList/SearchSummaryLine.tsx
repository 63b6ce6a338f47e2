import { Link } from '@podbridge/shared/router';
import styled from 'styled-components';
import { localName } from '@podbridge/shared/format';
import { paths } from '@podbridge/shared/paths';
import type { TopicRef } from '@podbridge/shared/types';
import { theme } from '@podbridge/shared/ui';
import { useExpertTexts } from '../../texts';

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.spacing.sm} ${theme.spacing.lg};
  margin-bottom: ${theme.spacing.lg};
`;

const Found = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.text};
`;

const Topics = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing.xs};
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

/** Links that search the directory for each topic, by its name in the reader's language. */
export function TopicLinks({ label, topics }: { label: string; topics: readonly TopicRef[] }) {
  const { i18n } = useExpertTexts();
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
            <TopicLink to={{ pathname: paths.experts, search: `?${new URLSearchParams({ search: name })}` }}>
              {name}
            </TopicLink>
          </li>
        );
      })}
    </Topics>
  );
}

/** Over a search's results: how many profiles match the text, and the topics the search met. */
export function SearchSummaryLine({ count, search, topics }: { count: number; search: string; topics: readonly TopicRef[] }) {
  const { t } = useExpertTexts();
  return (
    <Summary>
      <Found role="status">{t('directory.found', { count, search })}</Found>
      <TopicLinks label={t('directory.topicsMet')} topics={topics} />
    </Summary>
  );
}

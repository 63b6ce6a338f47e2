import styled from 'styled-components';
import { focusRing } from './layoutRules';
import { theme } from './theme';
import { useTranslation } from 'react-i18next';

/** How many numbered pages show at once, centred on the current one. */
const PAGE_WINDOW = 5;

/** The numbered pages to show: up to five around `page`, shifted to stay within 1..pageCount. */
export function pageWindow(page: number, pageCount: number): number[] {
  const size = Math.min(PAGE_WINDOW, pageCount);
  const start = Math.min(Math.max(1, page - Math.floor(PAGE_WINDOW / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin: ${theme.spacing.lg} 0;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 6px;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button<{ $current?: boolean }>`
  min-width: 40px;
  height: 40px;
  padding: 0 12px;
  border: 1.5px solid ${({ $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${({ $current }) => ($current ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $current }) => ($current ? theme.colors.white : theme.colors.text)};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  transition:
    background ${theme.transitions.fast},
    border-color ${theme.transitions.fast};
  &:hover:not(:disabled) {
    border-color: ${theme.colors.primary};
    background: ${({ $current }) => ($current ? theme.colors.primaryHover : theme.colors.primarySoft)};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  ${focusRing}
`;

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const atStart = page <= 1;
  const atEnd = page >= pageCount;
  return (
    <Nav aria-label={t('pagination.label')}>
      <List>
        <li>
          <PageButton type="button" disabled={atStart} onClick={() => onPageChange(1)}>
            {t('pagination.first')}
          </PageButton>
        </li>
        <li>
          <PageButton type="button" disabled={atStart} onClick={() => onPageChange(page - 1)}>
            {t('pagination.previous')}
          </PageButton>
        </li>
        {pageWindow(page, pageCount).map((number) => (
          <li key={number}>
            <PageButton
              type="button"
              $current={number === page}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('pagination.page', { number })}
              onClick={() => onPageChange(number)}
            >
              {number}
            </PageButton>
          </li>
        ))}
        <li>
          <PageButton type="button" disabled={atEnd} onClick={() => onPageChange(page + 1)}>
            {t('pagination.next')}
          </PageButton>
        </li>
        <li>
          <PageButton type="button" disabled={atEnd} onClick={() => onPageChange(pageCount)}>
            {t('pagination.last')}
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}

import { useCallback, useRef } from 'react';
import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { paths } from '@podbridge/shared/paths';
import { Alert, Button, ButtonLink, Container, EmptyState, Icon, PageHeader, PageSpinner, Pagination, media, theme } from '@podbridge/shared/ui';
import { PAGE_SIZE } from '../../api';
import { ExpertCard } from '../../components/ExpertCard';
import { useExpertCategories } from '../../components/useExpertCategories';
import { ListFilters } from './ListFilters';
import { LOAD_FAILURE, useExpertListing, useListingFilters } from './useExpertListing';
import { WelcomeBanner } from './WelcomeBanner';

export const LOADING_TEXT = 'Finding amazing experts...';
export const EMPTY_TITLE = 'No experts found';
export const EMPTY_FILTERED_HINT = 'Try adjusting your search or filter criteria';
export const EMPTY_HINT = 'Be the first to create an expert profile!';

const Stats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing.lg};
  margin-bottom: ${theme.spacing.lg};
  div { display: flex; flex-direction: column-reverse; }
  dt { opacity: 0.85; font-size: ${theme.fontSizes.sm}; }
  dd { font-size: ${theme.fontSizes.xxl}; font-weight: ${theme.fontWeights.heavy}; line-height: 1.1; }
`;

const Body = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing.lg};
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
`;

/** 4, 3, 2 or 1 cards per row by width. */
const CardGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${theme.spacing.lg};
  ${media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${media.xl} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Results = styled.section`
  scroll-margin-top: ${theme.spacing.lg};
`;

/** /experts: hero with stats, search and category filter, cards and pagination (spec section 2). */
export function ExpertListPage() {
  const { user, isAuthenticated } = useAuth();
  const { categories } = useExpertCategories();
  const [filters, updateFilters] = useListingFilters();
  const listing = useExpertListing(filters);
  const resultsRef = useRef<HTMLElement>(null);
  const filtered = filters.search !== '' || filters.category !== '';
  const pageCount = Math.ceil(listing.count / PAGE_SIZE);

  const onSearch = useCallback((search: string) => updateFilters({ search }), [updateFilters]);
  const onCategory = useCallback((category: string) => updateFilters({ category }), [updateFilters]);
  const onPageChange = (page: number) => {
    updateFilters({ page });
    resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <main>
      <PageHeader title="Find Your Expert" subtitle="Browse subject-matter experts ready to be your next podcast guest.">
        <Stats>
          <div>
            <dt>Experts available</dt>
            <dd>{listing.count}</dd>
          </div>
          <div>
            <dt>Categories</dt>
            <dd>{categories.length}</dd>
          </div>
        </Stats>
        {isAuthenticated && (
          <ButtonLink to={paths.expertCreate} variant="secondary" size="lg">
            Create Expert Profile
          </ButtonLink>
        )}
      </PageHeader>
      <Body>
        {user && <WelcomeBanner user={user} />}
        <ListFilters
          search={filters.search}
          category={filters.category}
          categories={categories}
          onSearch={onSearch}
          onCategory={onCategory}
        />
        <Results ref={resultsRef} aria-label="Experts" aria-busy={listing.status === 'loading'}>
          {listing.status === 'loading' && <PageSpinner text={LOADING_TEXT} />}
          {listing.status === 'error' && <Alert variant="error">{LOAD_FAILURE}</Alert>}
          {listing.status === 'loaded' && listing.experts.length === 0 && (
            <EmptyState
              icon={<Icon name="graduation" size={28} />}
              title={EMPTY_TITLE}
              hint={filtered ? EMPTY_FILTERED_HINT : EMPTY_HINT}
              action={
                filtered && (
                  <Button variant="outline" onClick={() => updateFilters({ search: '', category: '' })}>
                    Clear filters
                  </Button>
                )
              }
            />
          )}
          {listing.status === 'loaded' && listing.experts.length > 0 && (
            <CardGrid>
              {listing.experts.map((expert) => (
                <ExpertCard key={expert.id} expert={expert} onDeleted={listing.remove} />
              ))}
            </CardGrid>
          )}
        </Results>
        {listing.status === 'loaded' && (
          <Pagination page={filters.page} pageCount={pageCount} onPageChange={onPageChange} />
        )}
      </Body>
    </main>
  );
}

import { useRef } from 'react';
import styled from 'styled-components';
import { useAuth } from '@podbridge/shared/auth';
import { FiltersBar, useListingFilters } from '@podbridge/shared/listing';
import { paths } from '@podbridge/shared/paths';
import {
  Alert,
  Button,
  ButtonLink,
  Container,
  EmptyState,
  Icon,
  PageHeader,
  PageSpinner,
  Pagination,
  WelcomeCard,
  media,
  theme,
} from '@podbridge/shared/ui';
import { useExpertCategories } from '../../api/getExpertCategories';
import { PAGE_SIZE, useExperts } from '../../api/getExperts';
import { ExpertCard } from '../../components/ExpertCard';

/** The directory's one failure text, whatever the status (spec section 8, Experts). */
export const LOAD_FAILURE = 'Failed to load experts. Please try again later.';
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
  const { filters, isFiltered, update, setSearch, setCategory, setPage } = useListingFilters();
  const listing = useExperts(filters);
  const resultsRef = useRef<HTMLElement>(null);
  // While another page loads, the previous one is only a placeholder: the spinner shows, the totals stay.
  const status = listing.isError ? 'error' : listing.isPending || listing.isPlaceholderData ? 'loading' : 'loaded';
  const experts = listing.data?.experts ?? [];
  const count = listing.data?.count ?? 0;
  const pageCount = Math.ceil(count / PAGE_SIZE);

  const onPageChange = (page: number) => {
    setPage(page);
    resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <main>
      <PageHeader title="Find Your Expert" subtitle="Browse subject-matter experts ready to be your next podcast guest.">
        <Stats>
          <div>
            <dt>Experts available</dt>
            <dd>{count}</dd>
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
        {user && <WelcomeCard user={user} tagline="Find the right voice for your next episode." />}
        <FiltersBar
          label="Filter experts"
          searchLabel="Search experts"
          searchPlaceholder="Search by name, bio or expertise..."
          categoryWidth="260px"
          search={filters.search}
          category={filters.category}
          categories={categories}
          onSearch={setSearch}
          onCategory={setCategory}
        />
        <Results ref={resultsRef} aria-label="Experts" aria-busy={status === 'loading'}>
          {status === 'loading' && <PageSpinner text={LOADING_TEXT} />}
          {status === 'error' && <Alert variant="error">{LOAD_FAILURE}</Alert>}
          {status === 'loaded' && experts.length === 0 && (
            <EmptyState
              icon={<Icon name="graduation" size={28} />}
              title={EMPTY_TITLE}
              hint={isFiltered ? EMPTY_FILTERED_HINT : EMPTY_HINT}
              action={
                isFiltered && (
                  <Button variant="outline" onClick={() => update({ search: '', category: '' })}>
                    Clear filters
                  </Button>
                )
              }
            />
          )}
          {status === 'loaded' && experts.length > 0 && (
            <CardGrid>
              {experts.map((expert) => (
                <ExpertCard key={expert.id} expert={expert} />
              ))}
            </CardGrid>
          )}
        </Results>
        {status === 'loaded' && (
          <Pagination page={filters.page} pageCount={pageCount} onPageChange={onPageChange} />
        )}
      </Body>
    </main>
  );
}

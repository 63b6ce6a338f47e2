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
import { useCategories } from '../../api/getCategories';
import { PAGE_SIZE, usePodcasts } from '../../api/getPodcasts';
import { PodcastCard } from '../../components/PodcastCard';
import { listingError } from './listingError';

export const LOADING_TEXT = 'Discovering amazing podcasts...';
export const EMPTY_TITLE = 'No podcasts found';
export const EMPTY_FILTERED_HINT = 'Try adjusting your search or filter criteria';
export const EMPTY_HINT = 'Be the first to create an amazing podcast!';

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

/** 4, 3, 2 or 1 cards per row by width (spec section 2). */
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

export function PodcastListPage() {
  const { user, isAuthenticated } = useAuth();
  const { categories } = useCategories();
  const { filters, isFiltered, update, setSearch, setCategory, setPage } = useListingFilters();
  const listing = usePodcasts(filters);
  const podcasts = listing.data?.podcasts ?? [];
  const resultsRef = useRef<HTMLElement>(null);
  const pageCount = Math.ceil((listing.data?.count ?? 0) / PAGE_SIZE);

  const onPageChange = (page: number) => {
    setPage(page);
    resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <main>
      <PageHeader title="Discover Podcasts" subtitle="Browse shows from our community and find your next guest spot.">
        <Stats>
          <div>
            <dt>Podcasts on this page</dt>
            <dd>{podcasts.length}</dd>
          </div>
          <div>
            <dt>Categories</dt>
            <dd>{categories.length}</dd>
          </div>
        </Stats>
        {isAuthenticated && (
          <ButtonLink to={paths.podcastCreate} variant="secondary" size="lg">
            Create Your Podcast
          </ButtonLink>
        )}
      </PageHeader>
      <Body>
        {user && <WelcomeCard user={user} tagline="Discover shows and the people behind them." />}
        <FiltersBar
          label="Filter podcasts"
          searchLabel="Search podcasts"
          searchPlaceholder="Search by title or description..."
          search={filters.search}
          category={filters.category}
          categories={categories}
          onSearch={setSearch}
          onCategory={setCategory}
        />
        <Results ref={resultsRef} aria-label="Podcasts" aria-busy={listing.isPending}>
          {listing.isPending && <PageSpinner text={LOADING_TEXT} />}
          {listing.isError && <Alert variant="error">{listingError(listing.error)}</Alert>}
          {listing.isSuccess && podcasts.length === 0 && (
            <EmptyState
              icon={<Icon name="mic" size={28} />}
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
          {listing.isSuccess && podcasts.length > 0 && (
            <CardGrid>
              {podcasts.map((podcast) => (
                <PodcastCard key={podcast.id} podcast={podcast} />
              ))}
            </CardGrid>
          )}
        </Results>
        {listing.isSuccess && (
          <Pagination page={filters.page} pageCount={pageCount} onPageChange={onPageChange} />
        )}
      </Body>
    </main>
  );
}

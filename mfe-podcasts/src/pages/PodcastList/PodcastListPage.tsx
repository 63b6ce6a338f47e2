import { ListingPage, useListingFilters } from '@podbridge/shared/listing';
import { paths } from '@podbridge/shared/paths';
import { useCategories } from '../../api/getCategories';
import { PAGE_SIZE, usePodcasts } from '../../api/getPodcasts';
import { PodcastCard } from '../../components/PodcastCard';
import { listingError } from './listingError';

/** /podcasts: hero with stats, search and category filter, cards and pagination (spec section 2). */
export function PodcastListPage() {
  const listing = useListingFilters();
  const { data, error, isError, isPending } = usePodcasts(listing.filters);
  const podcasts = data?.podcasts ?? [];

  return (
    <ListingPage
      listing={listing}
      categories={useCategories().categories}
      status={isError ? 'error' : isPending ? 'loading' : 'loaded'}
      error={listingError(error)}
      items={podcasts}
      renderItem={(podcast) => <PodcastCard podcast={podcast} />}
      pageCount={Math.ceil((data?.count ?? 0) / PAGE_SIZE)}
      title="Discover Podcasts"
      subtitle="Browse shows from our community and find your next guest spot."
      stat={{ label: podcasts.length === 1 ? 'Podcast on this page' : 'Podcasts on this page', value: podcasts.length }}
      create={{ to: paths.podcastCreate, label: 'Create Your Podcast' }}
      tagline="Discover shows and the people behind them."
      filtersBar={{
        label: 'Filter podcasts',
        searchLabel: 'Search podcasts',
        searchPlaceholder: 'Search by title or description...',
      }}
      resultsLabel="Podcasts"
      emptyIcon="mic"
      texts={{
        loading: 'Discovering amazing podcasts...',
        emptyTitle: 'No podcasts found',
        emptyHint: 'Be the first to create an amazing podcast!',
      }}
    />
  );
}

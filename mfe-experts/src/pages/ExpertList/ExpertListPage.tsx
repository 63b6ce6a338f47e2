import { ListingPage, useExpertCategories, useListingFilters } from '@podbridge/shared/listing';
import { paths } from '@podbridge/shared/paths';
import { PAGE_SIZE, useExperts } from '../../api/getExperts';
import { ExpertCard } from '../../components/ExpertCard';

/** The directory's one failure text, whatever the status (spec section 8, Experts). */
export const LOAD_FAILURE = 'Failed to load experts. Please try again later.';

/** /experts: hero with stats, search and category filter, cards and pagination (spec section 2). */
export function ExpertListPage() {
  const { categories } = useExpertCategories();
  const listing = useListingFilters();
  const experts = useExperts(listing.filters);
  const count = experts.data?.count ?? 0;
  // While another page loads, the previous one is only a placeholder: the spinner shows, the totals stay.
  const status = experts.isError ? 'error' : experts.isPending || experts.isPlaceholderData ? 'loading' : 'loaded';

  return (
    <ListingPage
      title="Find Your Expert"
      subtitle="Browse subject-matter experts ready to be your next podcast guest."
      stat={{ label: count === 1 ? 'Expert available' : 'Experts available', value: count }}
      create={{ to: paths.expertCreate, label: 'Create Expert Profile' }}
      tagline="Find the right voice for your next episode."
      listing={listing}
      categories={categories}
      filtersBar={{
        label: 'Filter experts',
        searchLabel: 'Search experts',
        searchPlaceholder: 'Search by name, bio or expertise...',
        filterWidth: '260px',
      }}
      resultsLabel="Experts"
      emptyIcon="graduation"
      texts={{
        loading: 'Finding amazing experts...',
        emptyTitle: 'No experts found',
        emptyHint: 'Be the first to create an expert profile!',
      }}
      status={status}
      error={LOAD_FAILURE}
      items={experts.data?.experts ?? []}
      renderItem={(expert) => <ExpertCard expert={expert} />}
      pageCount={Math.ceil(count / PAGE_SIZE)}
    />
  );
}

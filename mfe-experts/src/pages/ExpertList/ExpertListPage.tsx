import { ListingPage, SearchSummaryLine, TopicLinks, useListingFilters } from '@podbridge/kit/listing';
import { useExpertCategories } from '../../api/expertCategories';
import { useAuth } from '@podbridge/shared/auth';
import { paths } from '@podbridge/shared/paths';
import { PAGE_SIZE, useExperts } from '../../api/getExperts';
import { ExpertCard } from '../../components/ExpertCard';
import { useExpertTexts } from '../../texts';
import { ProfileFilterFields, useProfileFilters } from './ProfileFilters';

/** /experts: hero with stats, search and category filter, cards and pagination. */
export function ExpertListPage() {
  const { t } = useExpertTexts();
  const { user } = useAuth();
  // The welcome line speaks to who is reading: a host looks for a guest, an expert at their peers.
  const tagline =
    user?.user_type === 'podcaster'
      ? t('directory.tagline')
      : user?.user_type === 'expert'
        ? t('directory.taglineExpert')
        : t('directory.taglineOther');
  const { categories } = useExpertCategories();
  const listing = useListingFilters();
  const profile = useProfileFilters();
  const experts = useExperts({ ...listing.filters, ...profile.setFilters });
  const count = experts.data?.count ?? 0;
  const { search } = listing.filters;
  const filtered = !!search || profile.anySet;
  // What the search understood, for the results it came with (not the placeholder of the previous search).
  const summary = experts.isPlaceholderData ? undefined : experts.data?.search;
  // While another page loads, the previous one is only a placeholder: the spinner shows, the totals stay.
  const status = experts.isError ? 'error' : experts.isPending || experts.isPlaceholderData ? 'loading' : 'loaded';

  return (
    <ListingPage
      title={t('directory.title')}
      subtitle={t('directory.subtitle')}
      stat={{ label: t(filtered ? 'directory.statMatching' : 'directory.stat', { count }), value: count }}
      create={{ to: paths.expertCreate, label: t('directory.create') }}
      tagline={tagline}
      listing={listing}
      categories={categories}
      filtersBar={{
        label: t('directory.filterLabel'),
        searchLabel: t('directory.searchLabel'),
        searchPlaceholder: t('directory.searchPlaceholder'),
        filterWidth: '260px',
        more: <ProfileFilterFields profile={profile} />,
      }}
      moreFilters={{ active: profile.anySet, clear: profile.clearAll }}
      resultsLabel={t('directory.results')}
      emptyIcon="graduation"
      texts={{
        loading: t('directory.loading'),
        emptyTitle: search ? t('directory.noMatch', { search }) : t('directory.emptyTitle'),
        emptyHint: t('directory.emptyHint'),
      }}
      status={status}
      error={t('directory.loadFailure')}
      items={experts.data?.experts ?? []}
      renderItem={(expert, position) => <ExpertCard expert={expert} position={position} highlight={summary?.terms} />}
      pageCount={Math.ceil(count / PAGE_SIZE)}
      resultsSummary={
        search && (
          <SearchSummaryLine
            found={t('directory.found', { count, search })}
            topicsLabel={t('directory.topicsMet')}
            topics={summary?.topics ?? []}
            pathname={paths.experts}
          />
        )
      }
      emptySuggestions={
        summary &&
        summary.nearest_topics.length > 0 && (
          <TopicLinks label={t('directory.tryTopics')} topics={summary.nearest_topics} pathname={paths.experts} />
        )
      }
    />
  );
}

import { ListingPage, SearchSummaryLine, TopicLinks, useListingFilters } from '@podbridge/kit/listing';
import { useAuth } from '@podbridge/shared/auth';
import { paths } from '@podbridge/shared/paths';
import { useCategories } from '../../api/getCategories';
import { PAGE_SIZE, usePodcasts } from '../../api/getPodcasts';
import { PodcastCard } from '../../components/PodcastCard';
import { FeedFilterFields, useFeedFilters } from './FeedFilters';
import { listingError } from './listingError';
import { usePodcastTexts } from '../../texts';

/** /podcasts: hero with stats, search, category, order and "active shows only", cards and pagination. */
export function PodcastListPage() {
  const { t } = usePodcastTexts();
  const { user } = useAuth();
  const listing = useListingFilters();
  const feed = useFeedFilters();
  const { data, error, isError, isPending } = usePodcasts({ ...listing.filters, ...feed.setFilters });
  const podcasts = data?.podcasts ?? [];
  const { search } = listing.filters;
  const summary = data?.search;

  return (
    <ListingPage
      listing={listing}
      categories={useCategories().categories}
      status={isError ? 'error' : isPending ? 'loading' : 'loaded'}
      error={t(listingError(error))}
      items={podcasts}
      renderItem={(podcast, position) => (
        <PodcastCard podcast={podcast} position={position} highlight={summary?.terms} />
      )}
      pageCount={Math.ceil((data?.count ?? 0) / PAGE_SIZE)}
      title={t('directory.title')}
      subtitle={t('directory.subtitle')}
      stat={{ label: t('directory.stat', { count: podcasts.length }), value: podcasts.length }}
      create={{ to: paths.podcastCreate, label: t('directory.create') }}
      // An expert reads the directory for shows to pitch.
      tagline={t(user?.user_type === 'expert' ? 'directory.taglineExpert' : 'directory.tagline')}
      filtersBar={{
        label: t('directory.filterLabel'),
        searchLabel: t('directory.searchLabel'),
        searchPlaceholder: t('directory.searchPlaceholder'),
        more: <FeedFilterFields feed={feed} searching={!!search} />,
      }}
      moreFilters={{ active: feed.anySet, clear: feed.clearAll }}
      resultsLabel={t('directory.results')}
      emptyIcon="mic"
      texts={{
        loading: t('directory.loading'),
        emptyTitle: search ? t('directory.noMatch', { search }) : t('directory.emptyTitle'),
        emptyHint: t('directory.emptyHint'),
      }}
      resultsSummary={
        search && (
          <SearchSummaryLine
            found={t('directory.found', { count: data?.count ?? 0, search })}
            topicsLabel={t('directory.topicsMet')}
            topics={summary?.topics ?? []}
            pathname={paths.podcasts}
          />
        )
      }
      emptySuggestions={
        summary &&
        summary.nearest_topics.length > 0 && (
          <TopicLinks label={t('directory.tryTopics')} topics={summary.nearest_topics} pathname={paths.podcasts} />
        )
      }
    />
  );
}

import { Link } from 'react-router-dom';
import { formatShortDate } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import type { Podcast } from '@podbridge/shared/types';
import { useAdminPodcasts, useModeratePodcast } from '../../api/adminPodcasts';
import { ModerationQueue, type QueueTexts } from '../../components/ModerationQueue';
import { useQueueFilters } from '../../components/useQueueFilters';

export const PODCASTS_FORBIDDEN = "You don't have permission to view pending podcasts";
export const PODCASTS_FAILED = 'Error loading pending podcasts';
export const PODCAST_UPDATE_FAILED = 'Error updating podcast approval status';

export const PODCAST_TEXTS: QueueTexts = {
  titles: {
    pending: 'Pending Podcasts',
    approved: 'Published Podcasts',
    featured: 'Featured Podcasts',
    rejected: 'Rejected Podcasts',
    unpublished: 'Unpublished Podcasts',
  },
  leads: {
    pending: 'Podcasts waiting for approval, oldest first.',
    approved: 'Podcasts in the listing, newest first. Feature the best ones on the home page.',
    featured: 'Podcasts shown on the home page and on Featured, latest choice first.',
    rejected: 'Podcasts sent back to their owners with a reason.',
    unpublished: 'Podcasts taken out of the listing, with the reason their owners see.',
  },
  noun: 'podcast',
  forbidden: PODCASTS_FORBIDDEN,
  failed: PODCASTS_FAILED,
  updateFailed: PODCAST_UPDATE_FAILED,
  done: {
    approve: 'Podcast approved successfully',
    reject: 'Podcast rejected',
    unpublish: 'Podcast unpublished',
    republish: 'Podcast published again',
    feature: 'Podcast featured',
    unfeature: 'Podcast no longer featured',
  },
  searchLabel: 'Search podcasts',
  searchPlaceholder: 'Search by title or description...',
};

/** /admin/podcast-approval: the podcasts to review (spec section 2), and the published, rejected and unpublished. */
export function PodcastQueuePage() {
  const filters = useQueueFilters();
  return (
    <ModerationQueue<Podcast>
      area="podcast"
      texts={PODCAST_TEXTS}
      query={useAdminPodcasts(filters.filters)}
      moderation={useModeratePodcast()}
      filters={filters}
      columns={['Title', 'Owner', 'Category', 'Created At']}
      label={(podcast) => podcast.title}
      cells={(podcast) => [
        <Link key="title" to={href(paths.podcastDetail, { id: podcast.id })}>
          {podcast.title}
        </Link>,
        podcast.owner?.username ?? 'Unknown',
        podcast.category?.name ?? 'No Category',
        formatShortDate(podcast.created_at),
      ]}
    />
  );
}

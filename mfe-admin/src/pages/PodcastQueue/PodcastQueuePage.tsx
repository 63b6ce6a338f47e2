import { Link } from '@podbridge/shared/router';
import { formatShortDate, localName } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import type { Podcast } from '@podbridge/shared/types';
import { useAdminPodcasts, useModeratePodcast } from '../../api/adminPodcasts';
import { ModerationQueue } from '../../components/ModerationQueue';
import { useQueueFilters } from '../../components/useQueueFilters';
import { useAdminTexts } from '../../texts';

/** /admin/podcast-approval: the podcasts to review, and the published, rejected and unpublished. */
export function PodcastQueuePage() {
  const { t, i18n } = useAdminTexts();
  const filters = useQueueFilters();
  return (
    <ModerationQueue<Podcast>
      area="podcast"
      query={useAdminPodcasts(filters.filters)}
      moderation={useModeratePodcast()}
      filters={filters}
      columns={[
        t('podcasts.columns.title'),
        t('podcasts.columns.owner'),
        t('podcasts.columns.category'),
        t('podcasts.columns.createdAt'),
      ]}
      label={(podcast) => podcast.title}
      cells={(podcast) => [
        <Link key="title" to={href(paths.podcastDetail, { id: podcast.id })}>
          {podcast.title}
        </Link>,
        podcast.owner?.username ?? t('podcasts.unknownOwner'),
        podcast.category ? localName(podcast.category, i18n.language) : t('podcasts.noCategory'),
        formatShortDate(podcast.created_at),
      ]}
    />
  );
}

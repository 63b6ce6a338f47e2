import { Link } from 'react-router-dom';
import { formatShortDate } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import { useApprovePodcast, usePendingPodcasts } from '../../api/pendingPodcasts';
import { AdminLayout } from '../../components/AdminLayout';
import { ReviewQueue } from '../../components/ReviewQueue';
import { ReviewTable } from '../../components/ReviewTable';
import { useFlash } from '../../components/useFlash';

export const PODCASTS_FORBIDDEN = "You don't have permission to view pending podcasts";
export const PODCASTS_FAILED = 'Error loading pending podcasts';
export const PODCAST_UPDATE_FAILED = 'Error updating podcast approval status';
export const PODCAST_REJECT_HINT =
  'Podcasts are not rejected from this screen. If this podcast should not be published, it may be deleted manually.';

const TEXTS = {
  forbidden: PODCASTS_FORBIDDEN,
  failed: PODCASTS_FAILED,
  updateFailed: PODCAST_UPDATE_FAILED,
  emptyTitle: 'No pending podcasts',
  emptyHint: 'Every podcast has been reviewed.',
};

/** /admin/podcast-approval: podcasts waiting for approval (spec section 2). Reject makes no call (spec section 4). */
export function PendingPodcastsPage() {
  const { data: podcasts, isPending, error } = usePendingPodcasts();
  const approve = useApprovePodcast();
  const [flash, showFlash] = useFlash();

  return (
    <AdminLayout title="Pending Podcasts" lead="Podcasts waiting for approval, oldest first.">
      <ReviewQueue
        count={podcasts?.length}
        isPending={isPending}
        error={error}
        texts={TEXTS}
        flash={flash ? { text: flash, variant: flash === PODCAST_REJECT_HINT ? 'info' : 'success' } : null}
        updateError={approve.error}
      >
        <ReviewTable
          caption="Pending podcasts"
          columns={['Title', 'Owner', 'Category', 'Created At']}
          busy={approve.isPending}
          onApprove={(id) => approve.mutate(id, { onSuccess: () => showFlash('Podcast approved successfully') })}
          onReject={() => showFlash(PODCAST_REJECT_HINT)}
          rows={(podcasts ?? []).map((podcast) => ({
            id: podcast.id,
            label: podcast.title,
            cells: [
              <Link key="title" to={href(paths.podcastDetail, { id: podcast.id })}>
                {podcast.title}
              </Link>,
              podcast.owner?.username ?? 'Unknown',
              podcast.category?.name ?? 'No Category',
              formatShortDate(podcast.created_at),
            ],
          }))}
        />
      </ReviewQueue>
    </AdminLayout>
  );
}

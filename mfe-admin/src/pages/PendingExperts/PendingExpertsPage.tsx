import { Link } from 'react-router-dom';
import { formatShortDate } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import { usePendingExperts, useReviewExpert } from '../../api/pendingExperts';
import { AdminLayout } from '../../components/AdminLayout';
import { ReviewQueue } from '../../components/ReviewQueue';
import { ReviewTable } from '../../components/ReviewTable';
import { useFlash } from '../../components/useFlash';

export const EXPERTS_FORBIDDEN = "You don't have permission to view pending experts";
export const EXPERTS_FAILED = 'Error loading pending experts';
export const EXPERT_UPDATE_FAILED = 'Error updating expert profile approval status';

const TEXTS = {
  forbidden: EXPERTS_FORBIDDEN,
  failed: EXPERTS_FAILED,
  updateFailed: EXPERT_UPDATE_FAILED,
  emptyTitle: 'No pending experts',
  emptyHint: 'Every expert profile has been reviewed.',
};

/** /admin/experts and /admin/expert-approval: expert profiles waiting for approval (spec section 2). */
export function PendingExpertsPage() {
  const { data: experts, isPending, error } = usePendingExperts();
  const review = useReviewExpert();
  const [flash, showFlash] = useFlash();

  const decide = (id: number, approve: boolean) =>
    review.mutate(
      { id, approve },
      {
        onSuccess: () =>
          showFlash(approve ? 'Expert profile approved successfully' : 'Expert profile rejected successfully'),
      },
    );

  return (
    <AdminLayout title="Pending Experts" lead="Expert profiles waiting for approval, oldest first.">
      <ReviewQueue
        count={experts?.length}
        isPending={isPending}
        error={error}
        texts={TEXTS}
        flash={flash ? { text: flash, variant: 'success' } : null}
        updateError={review.error}
      >
        <ReviewTable
          caption="Pending expert profiles"
          columns={['Name', 'Expertise', 'Experience', 'Created At']}
          busy={review.isPending}
          onApprove={(id) => decide(id, true)}
          onReject={(id) => decide(id, false)}
          rows={(experts ?? []).map((expert) => ({
            id: expert.id,
            label: expert.name,
            cells: [
              <Link key="name" to={href(paths.expertDetail, { id: expert.id })}>
                {expert.name}
              </Link>,
              expert.expertise.join(', '),
              `${expert.experience_years} years`,
              formatShortDate(expert.created_at),
            ],
          }))}
        />
      </ReviewQueue>
    </AdminLayout>
  );
}

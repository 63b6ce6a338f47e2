import { Link } from 'react-router-dom';
import { apiErrorMessage } from '@podbridge/shared/api';
import { formatShortDate } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import { Alert, EmptyState, Icon, Stack } from '@podbridge/shared/ui';
import { usePendingExperts, useReviewExpert } from '../../api/pendingExperts';
import { AdminLayout } from '../../components/AdminLayout';
import { QueueStatus } from '../../components/QueueStatus';
import { ReviewTable } from '../../components/ReviewTable';
import { useFlash } from '../../components/useFlash';

export const EXPERTS_FORBIDDEN = "You don't have permission to view pending experts";
export const EXPERTS_FAILED = 'Error loading pending experts';
export const EXPERT_UPDATE_FAILED = 'Error updating expert profile approval status';

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
      <Stack $gap="md">
        {flash && <Alert variant="success">{flash}</Alert>}
        {review.isError && <Alert variant="error">{apiErrorMessage(review.error, EXPERT_UPDATE_FAILED)}</Alert>}
        <QueueStatus isPending={isPending} error={error} forbidden={EXPERTS_FORBIDDEN} failed={EXPERTS_FAILED} />
        {experts?.length === 0 && (
          <EmptyState
            icon={<Icon name="check" size={28} />}
            title="No pending experts"
            hint="Every expert profile has been reviewed."
          />
        )}
        {experts && experts.length > 0 && (
          <ReviewTable
            caption="Pending expert profiles"
            columns={['Name', 'Expertise', 'Experience', 'Created At']}
            busy={review.isPending}
            onApprove={(id) => decide(id, true)}
            onReject={(id) => decide(id, false)}
            rows={experts.map((expert) => ({
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
        )}
      </Stack>
    </AdminLayout>
  );
}

import { Link } from '@podbridge/shared/router';
import { formatShortDate } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import type { Expert } from '@podbridge/shared/types';
import { useAdminExperts, useModerateExpert } from '../../api/adminExperts';
import { ModerationQueue } from '../../components/ModerationQueue';
import { useQueueFilters } from '../../components/useQueueFilters';
import { useAdminTexts } from '../../texts';

/** /admin/experts and /admin/expert-approval: the expert profiles to review, and the rest. */
export function ExpertQueuePage() {
  const { t } = useAdminTexts();
  const filters = useQueueFilters();
  return (
    <ModerationQueue<Expert>
      area="expert"
      query={useAdminExperts(filters.filters)}
      moderation={useModerateExpert()}
      filters={filters}
      columns={[
        t('experts.columns.name'),
        t('experts.columns.expertise'),
        t('experts.columns.experience'),
        t('experts.columns.createdAt'),
      ]}
      label={(expert) => expert.name}
      cells={(expert) => [
        <Link key="name" to={href(paths.expertDetail, { id: expert.id })}>
          {expert.name}
        </Link>,
        expert.expertise.join(', '),
        t('experts.years', { count: expert.experience_years }),
        formatShortDate(expert.created_at),
      ]}
    />
  );
}

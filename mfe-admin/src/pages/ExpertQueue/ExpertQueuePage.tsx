import { Link } from 'react-router-dom';
import { countOf, formatShortDate } from '@podbridge/shared/format';
import { href, paths } from '@podbridge/shared/paths';
import type { Expert } from '@podbridge/shared/types';
import { useAdminExperts, useModerateExpert } from '../../api/adminExperts';
import { ModerationQueue, type QueueTexts } from '../../components/ModerationQueue';
import { useQueueFilters } from '../../components/useQueueFilters';

export const EXPERTS_FORBIDDEN = "You don't have permission to view pending experts";
export const EXPERTS_FAILED = 'Error loading pending experts';
export const EXPERT_UPDATE_FAILED = 'Error updating expert profile approval status';

export const EXPERT_TEXTS: QueueTexts = {
  titles: {
    pending: 'Pending Experts',
    approved: 'Published Experts',
    featured: 'Featured Experts',
    rejected: 'Rejected Experts',
    unpublished: 'Unpublished Experts',
  },
  leads: {
    pending: 'Expert profiles waiting for approval, oldest first.',
    approved: 'Profiles in the directory, newest first. Feature the best ones on the home page.',
    featured: 'Profiles shown on the home page and on Featured, latest choice first.',
    rejected: 'Profiles sent back to their owners with a reason.',
    unpublished: 'Profiles taken out of the directory, with the reason their owners see.',
  },
  noun: 'expert profile',
  forbidden: EXPERTS_FORBIDDEN,
  failed: EXPERTS_FAILED,
  updateFailed: EXPERT_UPDATE_FAILED,
  done: {
    approve: 'Expert profile approved successfully',
    reject: 'Expert profile rejected successfully',
    unpublish: 'Expert profile unpublished',
    republish: 'Expert profile published again',
    feature: 'Expert profile featured',
    unfeature: 'Expert profile no longer featured',
  },
  searchLabel: 'Search expert profiles',
  searchPlaceholder: 'Search by name, expertise or bio...',
};

/** /admin/experts and /admin/expert-approval: the expert profiles to review (spec section 2), and the rest. */
export function ExpertQueuePage() {
  const filters = useQueueFilters();
  return (
    <ModerationQueue<Expert>
      area="expert"
      texts={EXPERT_TEXTS}
      query={useAdminExperts(filters.filters)}
      moderation={useModerateExpert()}
      filters={filters}
      columns={['Name', 'Expertise', 'Experience', 'Created At']}
      label={(expert) => expert.name}
      cells={(expert) => [
        <Link key="name" to={href(paths.expertDetail, { id: expert.id })}>
          {expert.name}
        </Link>,
        expert.expertise.join(', '),
        countOf(expert.experience_years, 'year', 'years'),
        formatShortDate(expert.created_at),
      ]}
    />
  );
}

import type { Expert } from '@podbridge/shared/types';
import { Badge } from '@podbridge/shared/ui';

/** 'Pending' or 'Rejected' on an unapproved profile; nothing once approved (spec section 4). */
export function ApprovalBadge({ expert }: { expert: Pick<Expert, 'is_approved' | 'approval_status'> }) {
  if (expert.is_approved || expert.approval_status === 'approved') return null;
  return expert.approval_status === 'rejected' ? (
    <Badge variant="danger">Rejected</Badge>
  ) : (
    <Badge variant="warning">Pending</Badge>
  );
}

import { useAuth } from '@podbridge/shared/auth';
import { RemoteSlot } from '@podbridge/shared/remotes';
import type { NavCountProps } from '@podbridge/shared/types';
import { useDeployment } from '../../deployment';

/**
 * A nav link's count (unread messages, booking requests waiting), shown by the messaging remote, which owns the
 * messages, the bookings and the page's live stream: only for a signed-in user, and only where that remote is
 * deployed. Loaded after the first paint: the slot is a lazy component whose first render commits nothing, and the
 * remote's module comes after it with the query layer and the live stream. Until then, or when the remote cannot
 * load, the link shows no count.
 */
export function NavCountSlot({ kind }: NavCountProps) {
  const { isAuthenticated } = useAuth();
  const deployment = useDeployment();
  if (!isAuthenticated || !deployment.messaging) return null;
  return <RemoteSlot module="messaging/NavCount" props={{ kind }} loading={null} fallback={() => null} />;
}

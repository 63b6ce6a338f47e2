import { Suspense, lazy } from 'react';

const UnreadMessagesBadge = lazy(() => import('./UnreadMessagesBadge'));

/** The unread badge, loaded after the first paint (it brings the query layer and the live stream). */
export function UnreadMessagesSlot() {
  return (
    <Suspense fallback={null}>
      <UnreadMessagesBadge />
    </Suspense>
  );
}

import { Suspense, lazy } from 'react';
import type { NavCount } from './NavCountBadge';

const NavCountBadge = lazy(() => import('./NavCountBadge'));

/** A nav link's count, loaded after the first paint (it brings the query layer and the live stream). */
export function NavCountSlot({ kind }: { kind: NavCount }) {
  return (
    <Suspense fallback={null}>
      <NavCountBadge kind={kind} />
    </Suspense>
  );
}

import { useLayoutEffect, useMemo } from 'react';
import { matchRoutes, useLocation } from '@podbridge/shared/router';
import { documentTitle } from '@podbridge/kit';
import { PrerenderedArea } from '../components/RemoteArea/PrerenderedArea';
import { RemoteArea } from '../components/RemoteArea/RemoteArea';
import { NotFoundPage } from '../pages/NotFoundPage/NotFoundPage';
import { RouteGuard } from './RouteGuard';
import { REMOTE_ROUTES } from './routeTable';
import { useShellTexts } from '../texts';

/** Picks the remote that owns the current path, guards it, and renders that remote's routes. */
export function RemoteRouter() {
  const { t } = useShellTexts();
  const location = useLocation();
  const match = useMemo(() => matchRoutes([...REMOTE_ROUTES], location)?.[0]?.route, [location]);
  // A layout effect, so a page's own title (set in a later, ordinary effect) replaces the route's.
  useLayoutEffect(() => {
    if (match) document.title = documentTitle(t(match.title));
  }, [match, t]);
  if (!match) return <NotFoundPage />;
  return (
    <RouteGuard access={match.access}>
      {/* One area per remote: another remote's page starts in an area of its own, not in this one's. */}
      <RemoteArea
        key={match.remote}
        module={`${match.remote}/routes`}
        remote={match.remote}
        loading={<PrerenderedArea remote={match.remote} />}
      />
    </RouteGuard>
  );
}

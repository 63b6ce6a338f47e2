import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { RemoteArea } from '../components/RemoteArea/RemoteArea';
import { NotFoundPage } from '../pages/NotFoundPage/NotFoundPage';
import { RouteGuard } from './RouteGuard';
import { REMOTE_ROUTES } from './routeTable';

/** Picks the remote that owns the current path, guards it, and renders that remote's routes. */
export function RemoteRouter() {
  const location = useLocation();
  const match = useMemo(() => matchRoutes([...REMOTE_ROUTES], location)?.[0]?.route, [location]);
  if (!match) return <NotFoundPage />;
  return (
    <RouteGuard access={match.access}>
      <RemoteArea module={`${match.remote}/routes`} remote={match.remote} />
    </RouteGuard>
  );
}

import { matchRoutes } from '@podbridge/shared/router';
import type { RemoteName } from '@podbridge/shared/types';
import { REMOTE_ROUTES } from '../src/routes/routeTable';

const routeOf = (path: string) => matchRoutes([...REMOTE_ROUTES], path)?.[0]?.route;

/** The remote that renders a path, by the shell's own route table; undefined for the shell's pages. */
export function remoteOf(path: string): RemoteName | undefined {
  return routeOf(path)?.remote;
}

/** The API requests a path's page makes first for a signed-out visitor (the route table's firstRequests). */
export function firstRequestsOf(path: string): readonly string[] {
  return routeOf(path)?.firstRequests ?? [];
}

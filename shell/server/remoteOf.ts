import { matchRoutes } from '@podbridge/shared/router';
import type { RemoteName } from '@podbridge/shared/types';
import { REMOTE_ROUTES } from '../src/routes/routeTable';

/** The remote that renders a path, by the shell's own route table; undefined for the shell's pages. */
export function remoteOf(path: string): RemoteName | undefined {
  return matchRoutes([...REMOTE_ROUTES], path)?.[0]?.route.remote;
}

import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from '@podbridge/shared/router';
import { useStore } from 'zustand';
import { authStore, type AuthStatus } from '@podbridge/shared/auth';
import { paths } from '@podbridge/shared/paths';
import { PageSpinner } from '@podbridge/kit';
import type { RouteAccess } from './routeTable';

export interface RedirectState {
  from?: { pathname: string; search: string; hash: string };
}

/**
 * Applies a route's access rule. A signed-out visitor on a protected route goes to /login with the original
 * location, replacing the history entry (after Logout, home instead); a signed-in user on /login or /register goes home, except right
 * after signing in on that page, which then decides where to go.
 */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const location = useLocation();
  const status = useStore(authStore, (state) => state.status);
  const signedOut = useStore(authStore, (state) => state.signedOut);
  const previousStatus = useRef<AuthStatus>(status);
  const signedInHere = previousStatus.current === 'anonymous' && status === 'authenticated';
  if (!signedInHere) previousStatus.current = status;

  if (access === 'public') return <>{children}</>;
  if (status === 'loading') return <PageSpinner />;
  // Logout goes home from every page, even when the guard sees the session end first.
  if (access === 'protected' && status === 'anonymous' && signedOut) return <Navigate to={paths.home} replace />;
  if (access === 'protected' && status !== 'authenticated') {
    const state: RedirectState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (access === 'loggedOutOnly' && status === 'authenticated' && !signedInHere) {
    return <Navigate to={paths.home} replace />;
  }
  return <>{children}</>;
}

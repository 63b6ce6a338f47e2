import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@podbridge/shared/auth';
import { paths } from '@podbridge/shared/paths';
import { PageSpinner } from '@podbridge/shared/ui';

export const HOME_LOADING_TEXT = 'Loading amazing content...';

/** While the start-up session check runs, a centred spinner stands in for the page (spec section 2). */
export function SessionGate({ children }: { children: ReactNode }) {
  const { isLoading } = useAuth();
  const { pathname } = useLocation();
  if (isLoading) return <PageSpinner text={pathname === paths.home ? HOME_LOADING_TEXT : 'Loading...'} />;
  return <>{children}</>;
}

import type { ReactNode } from 'react';
import { useLocation } from '@podbridge/shared/router';
import { useAuth } from '@podbridge/shared/auth';
import { paths } from '@podbridge/shared/paths';
import { PageSpinner } from '@podbridge/kit';
import { useShellTexts } from '../../texts';

/** While the start-up session check runs, a centred spinner stands in for the page. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useShellTexts();
  const { isLoading } = useAuth();
  const { pathname } = useLocation();
  if (isLoading) return <PageSpinner text={pathname === paths.home ? t('loading.home') : t('loading.page')} />;
  return <>{children}</>;
}

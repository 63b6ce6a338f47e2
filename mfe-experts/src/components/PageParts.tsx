import { useEffect } from 'react';
import { useNavigate } from '@podbridge/shared/router';
import styled from 'styled-components';
import { paths } from '@podbridge/shared/paths';
import { Container, WithBackLink, theme, type PageLink } from '@podbridge/kit';
import type { ReactNode } from 'react';
import { useExpertTexts } from '../texts';

/** Expert creation and the permission redirects wait 2 s. */
export const REDIRECT_DELAY_MS = 2000;

/** Goes to `to` after those 2 s, unless the page is left (or `to` changes) first. */
export function useDelayedRedirect(to: string | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return undefined;
    const timer = setTimeout(() => navigate(to, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [to, navigate]);
}

/** The narrow column of the create and edit pages. */
export const FormPageBody = styled(Container)`
  max-width: 880px;
  padding-top: ${theme.spacing.xl};
  padding-bottom: ${theme.spacing.xxl};
`;

/** The way back to the directory, in the site's language. */
export function useBackToExperts(): PageLink {
  const { t } = useExpertTexts();
  return { to: paths.experts, label: t('backToExperts') };
}

/** A page's failure or notice, with the way back to the directory. */
export function WithBackToExperts({ children }: { children: ReactNode }) {
  return <WithBackLink back={useBackToExperts()}>{children}</WithBackLink>;
}

import { createContext, useContext } from 'react';
import { useLanguage } from '@podbridge/shared/i18n';
import { useLocation } from '@podbridge/shared/router';
import type { RemoteName } from '@podbridge/shared/types';
import { PageSpinner } from '@podbridge/kit';
import { PRERENDERED_AREA_ATTRIBUTE } from '../../deploymentElement';

/** True while the build renders the shell's pages ahead: remote areas are left as places for the site server. */
export const PrerenderingContext = createContext(false);

/** A remote's page the site server sent inside the page, kept for the remote to take over. */
export interface CapturedArea {
  remote: string;
  path: string;
  language: string;
  /** The element the page arrived in: the area's own once the page is hydrated, else out of the document. */
  element: Element;
}

let captured: CapturedArea | null = null;

/**
 * Keeps the remote's page that the site server sent inside the page (its area's element), before the page's first
 * render: the area takes that element over (or, drawn anew, moves its content in) and the remote hydrates it.
 */
export function capturePrerenderedArea(): void {
  const area = document.querySelector(`[${PRERENDERED_AREA_ATTRIBUTE}]`);
  captured = area
    ? {
        remote: area.getAttribute(PRERENDERED_AREA_ATTRIBUTE) ?? '',
        path: window.location.pathname,
        language: document.documentElement.lang,
        element: area,
      }
    : null;
}

/** Forgets a captured area: once taken over (its markup can be taken once), and in tests. */
export function forgetPrerenderedArea(): void {
  captured = null;
}

/**
 * The remote's page the site server sent, when it is the one `remote` draws here: at the page's own address, in the
 * language the page shows, not taken over yet. Null otherwise (another page, remote or language).
 */
export function useCapturedArea(remote: RemoteName): CapturedArea | null {
  const { pathname } = useLocation();
  const language = useLanguage();
  return captured?.remote === remote && captured.path === pathname && captured.language === language ? captured : null;
}

/** Holds the element display-neutral: the page inside lays out as if it were the area's own child. */
const AREA_STYLE = { display: 'contents' } as const;

/**
 * What a route's remote area shows while its remote loads: when rendering ahead, the empty place the site server
 * fills (as the remote's slot draws it until it is live); otherwise a spinner.
 */
export function PrerenderedArea({ remote }: { remote: RemoteName }) {
  const prerendering = useContext(PrerenderingContext);
  // Inert until the remote has taken it over: a form sent with the page is not submitted, nor a button pressed,
  // before the page answers them.
  if (prerendering) return <div {...{ [PRERENDERED_AREA_ATTRIBUTE]: remote }} style={AREA_STYLE} inert />;
  return <PageSpinner />;
}

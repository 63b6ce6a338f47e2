import { createContext, useContext } from 'react';
import { useLanguage } from '@podbridge/shared/i18n';
import { useLocation } from '@podbridge/shared/router';
import type { RemoteName } from '@podbridge/shared/types';
import { PageSpinner } from '@podbridge/shared/ui';
import { PRERENDERED_AREA_ATTRIBUTE } from '../../deploymentElement';

/** True while the build renders the shell's pages ahead: remote areas are left as places for the site server. */
export const PrerenderingContext = createContext(false);

interface CapturedArea {
  remote: string;
  path: string;
  language: string;
  html: string;
}

let captured: CapturedArea | null = null;

/**
 * Keeps the remote's page that the site server sent inside the page (its area's markup), before the first render
 * replaces what the server sent: the area shows it, unchanged, until the remote has drawn the page itself.
 */
export function capturePrerenderedArea(): void {
  const area = document.querySelector(`[${PRERENDERED_AREA_ATTRIBUTE}]`);
  captured = area
    ? {
        remote: area.getAttribute(PRERENDERED_AREA_ATTRIBUTE) ?? '',
        path: window.location.pathname,
        language: document.documentElement.lang,
        html: area.innerHTML,
      }
    : null;
}

/** Forgets a captured area (tests). */
export function forgetPrerenderedArea(): void {
  captured = null;
}

/** Holds the element display-neutral: the page inside lays out as if it were the area's own child. */
const AREA_STYLE = { display: 'contents' } as const;

/**
 * What a route's remote area shows while its remote loads. On the page the site server sent rendered, that page's
 * markup (inert: nothing in it answers before the remote does); when rendering ahead, the empty place the site
 * server fills; otherwise a spinner.
 */
export function PrerenderedArea({ remote }: { remote: RemoteName }) {
  const prerendering = useContext(PrerenderingContext);
  const { pathname } = useLocation();
  const language = useLanguage();
  const attribute = { [PRERENDERED_AREA_ATTRIBUTE]: remote };
  if (prerendering) return <div {...attribute} style={AREA_STYLE} />;
  if (captured?.remote === remote && captured.path === pathname && captured.language === language) {
    return <div {...attribute} style={AREA_STYLE} inert dangerouslySetInnerHTML={{ __html: captured.html }} />;
  }
  return <PageSpinner />;
}

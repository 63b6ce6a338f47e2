import { useEffect } from 'react';

export const SITE_NAME = 'PodBridge';

/** A page's title in the browser tab and history: "Experts – PodBridge", or the site's name alone. */
export function documentTitle(title?: string | null): string {
  return title ? `${title} – ${SITE_NAME}` : SITE_NAME;
}

/**
 * Names the page in the tab. The shell names each route as it opens; a page that knows better (a podcast's
 * title, an admin queue's state) calls this once its data is there, and wins because its effect runs later.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}

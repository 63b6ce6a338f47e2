import type { Language } from '@podbridge/shared/languages';
import { renderAhead, renderAllAhead, type PrerenderedPage, type PrerenderedPages } from '@podbridge/shared/prerender';
import { MemoryRouter } from '@podbridge/shared/router';
import { REMOTE_NAMES } from '@podbridge/shared/types';
import { SiteLayout } from '../src/App';
import { PrerenderingContext } from '../src/components/RemoteArea/PrerenderedArea';
import { DeploymentProvider } from '../src/deployment';
import { REMOTE_ROUTES } from '../src/routes/routeTable';

export type { PrerenderedPage, PrerenderedPages };

/**
 * The pages the build renders ahead: the home page, the one most visits start on, and the layout around each remote
 * page a signed-out visitor can open by a fixed address (the site server fills its area with the remote's page when
 * the remote rendered that page ahead too).
 */
export const PRERENDERED_PATHS = [
  '/',
  ...REMOTE_ROUTES.filter((route) => route.access !== 'protected' && !/[:*]/.test(route.path)).map(
    (route) => route.path,
  ),
];

/**
 * Renders the shell's page at `path` as the browser's first render draws it for an anonymous visitor: navigation,
 * the page with its remote areas as their sized placeholders (a route's area as the empty place the site server
 * fills), the footer, and the CSS of all of it. Every remote counts as deployed, as it is when the page runs; none
 * is loaded.
 */
export function prerender(path: string, language: Language): Promise<PrerenderedPage> {
  const deployed = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/remoteEntry.js`]));
  return renderAhead(
    <PrerenderingContext.Provider value>
      <DeploymentProvider manifest={deployed}>
        <MemoryRouter initialEntries={[path]}>
          <SiteLayout />
        </MemoryRouter>
      </DeploymentProvider>
    </PrerenderingContext.Provider>,
    language,
  );
}

/** Every prerendered page in every language. */
export function prerenderAll(): Promise<PrerenderedPages> {
  return renderAllAhead(PRERENDERED_PATHS, prerender);
}

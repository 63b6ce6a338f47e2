import type { Language } from '@podbridge/shared/languages';
import { paths } from '@podbridge/shared/paths';
import {
  remotePage,
  renderAhead,
  renderAllAhead,
  type PrerenderedPage,
  type PrerenderedPages,
} from '@podbridge/shared/prerender';
import AccountRoutes from '../exposes/routes';

/** The account's pages visitors arrive on, rendered ahead: the site paints them before any script has run. */
export const PRERENDERED_PATHS = [paths.login, paths.register] as const;

/**
 * The remote's page at `path` as its first render inside the shell draws it for a visitor who is not signed in:
 * the page alone (the shell renders the navigation and footer around it), with the CSS it uses.
 */
export function prerender(path: string, language: Language): Promise<PrerenderedPage> {
  return renderAhead(remotePage(AccountRoutes, path), language);
}

/** Every prerendered page of the remote in every language. */
export function prerenderAll(): Promise<PrerenderedPages> {
  return renderAllAhead(PRERENDERED_PATHS, prerender);
}

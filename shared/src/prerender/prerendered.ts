import type { Language } from '@podbridge/shared/languages';

/** A page as a build renders it for a visitor who is not signed in: its styles and its markup. */
export interface PrerenderedPage {
  styles: string;
  markup: string;
}

/** The pages a build rendered ahead: by path, then by language. */
export type PrerenderedPages = Record<string, Partial<Record<Language, PrerenderedPage>>>;

/** The file, beside a build's bundles, that holds the pages it rendered ahead (read by the site server). */
export const PRERENDERED_FILE = 'prerendered.json';

/** A page rendered with its server state: the answers it was drawn with, dehydrated, for the page to start from. */
export interface PageWithData extends PrerenderedPage {
  state: unknown;
}

/**
 * The module, beside a remote's bundles, that renders its pages with their data on the server (CommonJS, for the
 * site server's Node): which paths it renders, and the render.
 */
export const SERVER_RENDER_FILE = 'server/render.js';

export interface ServerRender {
  RENDERED_PATHS: readonly string[];
  renderPage: (path: string, language: Language, apiBaseUrl: string) => Promise<PageWithData | null>;
}

import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { i18n, initI18nWith } from '@podbridge/shared/i18n';
import { LANGUAGES, type Language } from '@podbridge/shared/languages';
import { MemoryRouter } from '@podbridge/shared/router';
import { allTexts } from '@podbridge/shared/text-files';
import { REMOTE_NAMES } from '@podbridge/shared/types';
import { SiteLayout } from '../src/App';
import { DeploymentProvider } from '../src/deployment';

/** A page as the build renders it for a visitor who is not signed in: its styles and the markup of `#root`. */
export interface PrerenderedPage {
  styles: string;
  markup: string;
}

/** The prerendered pages of a build: by path, then by language. */
export type PrerenderedPages = Record<string, Partial<Record<Language, PrerenderedPage>>>;

/** The shell's pages the build renders ahead: the home page, the one most visits start on. */
export const PRERENDERED_PATHS = ['/'] as const;

/**
 * Renders the shell's page at `path` as the browser's first render draws it for an anonymous visitor: navigation,
 * the page with its remote areas as their sized placeholders, the footer, and the CSS of all of it. Every remote
 * counts as deployed, as it is when the page runs; none is loaded.
 */
export async function prerender(path: string, language: Language): Promise<PrerenderedPage> {
  if (!i18n.isInitialized) await initI18nWith(allTexts(), { language });
  await i18n.changeLanguage(language);
  const deployed = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/remoteEntry.js`]));
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <DeploymentProvider manifest={deployed}>
          <MemoryRouter initialEntries={[path]}>
            <SiteLayout />
          </MemoryRouter>
        </DeploymentProvider>,
      ),
    );
    return { styles: sheet.getStyleTags(), markup };
  } finally {
    sheet.seal();
  }
}

/** Every prerendered page in every language. */
export async function prerenderAll(): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = {};
  for (const path of PRERENDERED_PATHS) {
    pages[path] = {};
    for (const language of LANGUAGES) pages[path][language] = await prerender(path, language);
  }
  return pages;
}

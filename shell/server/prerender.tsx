import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { COMMON_NAMESPACE, ERRORS_NAMESPACE, i18n, initI18nWith } from '@podbridge/shared/i18n';
import { LANGUAGES, type Language } from '@podbridge/shared/languages';
import { MemoryRouter } from '@podbridge/shared/router';
import { REMOTE_NAMES } from '@podbridge/shared/types';
import { SiteLayout } from '../src/App';
import { DeploymentProvider } from '../src/deployment';
import { SHELL_NAMESPACE } from '../src/texts';

/** A page as the build renders it for a visitor who is not signed in: its styles and the markup of `#root`. */
export interface PrerenderedPage {
  styles: string;
  markup: string;
}

/** The prerendered pages of a build: by path, then by language. */
export type PrerenderedPages = Record<string, Partial<Record<Language, PrerenderedPage>>>;

/** The shell's pages the build renders ahead: the home page, the one most visits start on. */
export const PRERENDERED_PATHS = ['/'] as const;

const root = join(__dirname, '..', '..');
const readTexts = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>;

/** Every text the shell's first render reads, in both languages, straight from the source files. */
function shellTexts() {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        [COMMON_NAMESPACE]: readTexts(`shared/src/i18n/locales/${language}.json`),
        [ERRORS_NAMESPACE]: readTexts(`shared/src/i18n/errors/${language}.json`),
        [SHELL_NAMESPACE]: readTexts(`shell/src/locales/${language}.json`),
      },
    ]),
  );
}

/**
 * Renders the shell's page at `path` as the browser's first render draws it for an anonymous visitor: navigation,
 * the page with its remote areas as their sized placeholders, the footer, and the CSS of all of it. Every remote
 * counts as deployed, as it is when the page runs; none is loaded.
 */
export async function prerender(path: string, language: Language): Promise<PrerenderedPage> {
  if (!i18n.isInitialized) await initI18nWith(shellTexts(), { language });
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

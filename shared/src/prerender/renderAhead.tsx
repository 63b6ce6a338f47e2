import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ServerStyleSheet } from 'styled-components';
import { configureApi } from '@podbridge/shared/api';
import { AuthProvider } from '@podbridge/shared/auth';
import { i18n, initI18nWith } from '@podbridge/shared/i18n';
import { LANGUAGES, type Language } from '@podbridge/shared/languages';
import { allTexts } from '@podbridge/shared/text-files';
import { createQueryClient, QueryProvider } from '@podbridge/shared/query';
import { MemoryRouter } from '@podbridge/shared/router';
import {
  PRERENDERED_FILE,
  type PageWithData,
  type PrerenderedPage,
  type PrerenderedPages,
  type ServerRender,
} from './prerendered';

/**
 * Renders `element` in `language` as a browser's first render draws it: its markup and the style tags of the CSS
 * that markup uses, with every text of the site at hand.
 */
export function renderAhead(element: ReactElement, language: Language): Promise<PrerenderedPage> {
  // One at a time: the language is the one i18next instance's, so two renders side by side could swap theirs.
  const rendered = renderings.then(async () => {
    if (!i18n.isInitialized) await initI18nWith(allTexts(), { language });
    await i18n.changeLanguage(language);
    const sheet = new ServerStyleSheet();
    try {
      // The instance given by context, not react-i18next's global one: that one is shared by every render loaded in
      // the process (each remote's server render keeps its own instance, in its own language).
      const markup = renderToString(sheet.collectStyles(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>));
      return { styles: sheet.getStyleTags(), markup };
    } finally {
      sheet.seal();
    }
  });
  renderings = rendered.catch(() => undefined);
  return rendered;
}

/** The renders under way, in order. */
let renderings: Promise<unknown> = Promise.resolve();

/**
 * Renders a page with the server state its first render needs, as a visitor who is not signed in sees it: `load`
 * asks the API (at `apiBaseUrl`) for that state into a fresh query client, which the page then renders from. A
 * failed request fails the render (the page is not sent half drawn).
 */
export async function renderWithData(
  page: (client: QueryClient) => ReactElement,
  language: Language,
  { apiBaseUrl, load }: { apiBaseUrl: string; load: (client: QueryClient) => Promise<unknown> },
): Promise<PageWithData> {
  configureApi({ baseURL: apiBaseUrl });
  // No retries: a visitor waits for the page; a failure sends it without the data instead.
  const client = createQueryClient({ retry: false });
  await load(client);
  const rendered = await renderAhead(page(client), language);
  const state = dehydrate(client);
  client.clear();
  return { ...rendered, state };
}

/**
 * A remote's routes at `path` inside what the shell gives them (the auth state, a query client, the router), as a
 * visitor who is not signed in: the element a remote's page is rendered ahead from.
 */
export function remotePage(Routes: ComponentType, path: string, client = createQueryClient()): ReactElement {
  return (
    <AuthProvider bootstrap={false}>
      <QueryProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes />
        </MemoryRouter>
      </QueryProvider>
    </AuthProvider>
  );
}

/**
 * A remote's server render, what its dist/server/render.js exports: its `Routes` at each of `paths`, drawn for a
 * visitor who is not signed in with the server state `load` asks the API for; null for any other path.
 */
export function serverRender(
  Routes: ComponentType,
  paths: readonly string[],
  load: (client: QueryClient) => Promise<unknown>,
): ServerRender {
  return {
    RENDERED_PATHS: paths,
    renderPage: async (path, language, apiBaseUrl) =>
      paths.includes(path)
        ? renderWithData((client) => remotePage(Routes, path, client), language, { apiBaseUrl, load })
        : null,
  };
}

/** Every one of `paths` rendered ahead in every language. */
export async function renderAllAhead(
  paths: readonly string[],
  render: (path: string, language: Language) => Promise<PrerenderedPage>,
): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = {};
  for (const path of paths) {
    pages[path] = {};
    for (const language of LANGUAGES) pages[path][language] = await render(path, language);
  }
  return pages;
}

/** A build's last step: writes its pages rendered ahead beside its bundles in `distDir`, and says what it wrote. */
export function writePrerendered(distDir: string, pages: PrerenderedPages): void {
  writeFileSync(join(distDir, PRERENDERED_FILE), JSON.stringify(pages));
  const sizes = Object.entries(pages).flatMap(([path, byLanguage]) =>
    Object.entries(byLanguage).map(
      ([language, page]) => `${path} ${language} ${page.markup.length + page.styles.length} B`,
    ),
  );
  console.log(`Prerendered ${sizes.join(', ')}`);
}

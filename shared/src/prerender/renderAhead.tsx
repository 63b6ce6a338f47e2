import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { i18n, initI18nWith } from '@podbridge/shared/i18n';
import { LANGUAGES, type Language } from '@podbridge/shared/languages';
import { allTexts } from '@podbridge/shared/text-files';
import { PRERENDERED_FILE, type PrerenderedPage, type PrerenderedPages } from './prerendered';

/**
 * Renders `element` in `language` as a browser's first render draws it: its markup and the style tags of the CSS
 * that markup uses, with every text of the site at hand.
 */
export async function renderAhead(element: ReactElement, language: Language): Promise<PrerenderedPage> {
  if (!i18n.isInitialized) await initI18nWith(allTexts(), { language });
  await i18n.changeLanguage(language);
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(sheet.collectStyles(element));
    return { styles: sheet.getStyleTags(), markup };
  } finally {
    sheet.seal();
  }
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

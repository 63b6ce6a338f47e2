import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Resource } from 'i18next';
import { COMMON_NAMESPACE, ERRORS_NAMESPACE } from './i18n';
import { LANGUAGES } from './languages';

/**
 * The site's texts read straight from the source files, outside a browser: for tests, and for the build step that
 * renders pages ahead.
 */
// Three folders up: from shared/src/i18n here, and from a remote's dist/server, where its server render is bundled.
const repoRoot = join(__dirname, '..', '..', '..');

/** Every namespace's texts file: `common` in @podbridge/shared, then the shell's and each remote's own. */
export function textFiles(): { namespace: string; dir: string }[] {
  const files = [
    { namespace: COMMON_NAMESPACE, dir: join(repoRoot, 'shared/src/i18n/locales') },
    { namespace: ERRORS_NAMESPACE, dir: join(repoRoot, 'shared/src/i18n/errors') },
  ];
  for (const entry of readdirSync(repoRoot)) {
    const dir = join(repoRoot, entry, 'src/locales');
    if ((entry === 'shell' || entry.startsWith('mfe-')) && existsSync(dir)) {
      files.push({ namespace: entry === 'shell' ? 'shell' : entry.slice('mfe-'.length), dir });
    }
  }
  return files;
}

/** All texts of the site in every language, as i18next resources. */
export function allTexts(): Resource {
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    resources[language] = {};
    for (const { namespace, dir } of textFiles()) {
      resources[language][namespace] = JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8')) as Record<
        string,
        unknown
      >;
    }
  }
  return resources;
}

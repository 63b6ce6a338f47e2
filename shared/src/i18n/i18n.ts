import i18next, { type i18n as I18n, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

import { LANGUAGE_HINT_COOKIE, writeHint } from '../pageHints';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from './languages';

/** Where the device remembers the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The namespace of the shared building blocks' texts; each remote registers its own. */
export const COMMON_NAMESPACE = 'common';

type Texts = Record<string, unknown>;

/** The dotted keys of a namespace's texts file, e.g. `TextKey<typeof en>` gives 'nav.podcasts' | ... */
export type TextKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : TextKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** Loads one namespace's texts in one language, e.g. `(language) => import(`./locales/${language}.json`)`. */
export type TextsLoader = (language: Language) => Promise<Texts | { default: Texts }>;

const loaders = new Map<string, TextsLoader>();

/**
 * Tells the one i18next instance where a namespace's texts are. A remote registers its namespace when its code is
 * evaluated, so its texts load (as their own chunk) only when one of its screens is shown.
 */
export function registerTexts(namespace: string, loader: TextsLoader): void {
  loaders.set(namespace, loader);
}

// Named chunks (texts-<namespace>-<language>-json) let the site server preload a page's texts.
registerTexts(
  COMMON_NAMESPACE,
  (language) => import(/* webpackChunkName: "texts-common-[request]" */ `./locales/${language}.json`),
);

/** The texts of the API's error codes, shown in place of its English messages on a site in another language. */
export const ERRORS_NAMESPACE = 'errors';
registerTexts(
  ERRORS_NAMESPACE,
  (language) => import(/* webpackChunkName: "texts-errors-[request]" */ `./errors/${language}.json`),
);

/** The one instance every remote uses (`@podbridge/shared/` is a federated singleton). */
export const i18n: I18n = i18next.createInstance();

function followDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  // The site server sends the next page already in this language.
  if (isLanguage(language)) writeHint(LANGUAGE_HINT_COOKIE, language);
}

async function loadTexts(language: string, namespace: string): Promise<Texts> {
  const load = loaders.get(namespace);
  if (!load) throw new Error(`No texts are registered for the namespace "${namespace}"`);
  if (!isLanguage(language)) throw new Error(`PodBridge has no texts in "${language}"`);
  const texts = await load(language);
  return 'default' in texts && typeof texts.default === 'object' ? (texts.default as Texts) : texts;
}

/**
 * Starts i18n in the browser: the language from the device (what was chosen before), else from the browser, else
 * English; the given namespaces are loaded before the promise resolves, others when a screen asks for them.
 */
export async function initI18n(namespaces: readonly string[]): Promise<I18n> {
  if (i18n.isInitialized) {
    await i18n.loadNamespaces([...namespaces]);
    return i18n;
  }
  i18n.on('languageChanged', followDocumentLanguage);
  await i18n
    .use(resourcesToBackend(loadTexts))
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: LANGUAGES,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [COMMON_NAMESPACE, ERRORS_NAMESPACE, ...namespaces],
      defaultNS: COMMON_NAMESPACE,
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
      },
      react: { useSuspense: true },
    });
  followDocumentLanguage(currentLanguage());
  return i18n;
}

/**
 * Starts i18n with every text already in memory and no detection: for tests (where a missing text must fail
 * the run, not fall back) and for rendering outside a browser.
 */
export async function initI18nWith(
  resources: Resource,
  options: { language?: Language; onMissing?: (namespace: string, key: string) => void } = {},
): Promise<I18n> {
  const { language = DEFAULT_LANGUAGE, onMissing } = options;
  if (!i18n.isInitialized) i18n.on('languageChanged', followDocumentLanguage);
  await i18n.use(initReactI18next).init({
    lng: language,
    supportedLngs: LANGUAGES,
    fallbackLng: false,
    resources,
    defaultNS: COMMON_NAMESPACE,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    saveMissing: onMissing !== undefined,
    missingKeyHandler:
      onMissing && ((_languages: readonly string[], namespace: string, key: string) => onMissing(namespace, key)),
  });
  return i18n;
}

/** The language the site speaks now. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The BCP 47 tag `Intl` formats with: Swedish as spoken in Sweden, English with US dates. */
export function localeOf(language: Language = currentLanguage()): string {
  return language === 'sv' ? 'sv-SE' : 'en-US';
}

/** The language an account stored: after sign-in the site follows it (and this device remembers it). */
export function followAccountLanguage(language: unknown): void {
  if (isLanguage(language) && i18n.isInitialized && language !== currentLanguage()) void i18n.changeLanguage(language);
}

/** A list of texts (a JSON array in the locales, asked for with `returnObjects: true`), e.g. a guide's steps. */
export function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * A notice the API wrote in English (a success `detail` without a code): as the API wrote it on the English
 * site, else the site's own text for it.
 */
export function serverNotice(english: string | null | undefined, translated: string): string {
  return currentLanguage() === 'en' && english ? english : translated;
}

import { i18n, useTranslation, type Language } from '@podbridge/shared/i18n';
import en from './locales/en.json';
import sv from './locales/sv.json';

/** The package's own texts (comment moderation); its older texts are still the platform's `comments.*`. */
export const SOCIAL_NAMESPACE = 'social';

const TEXTS: Record<Language, typeof en> = { en, sv };

/*
 * Bundled with the thread and added to the page's one i18next instance, not registered with `registerTexts`: they
 * are a few hundred bytes, a comment thread should not wait for a second download, and the platform reads the texts
 * of tests and pages rendered ahead from the shell's and the remotes' folders only (`textFiles`), where a package
 * has none. Both copies of the package a page may hold add the same texts.
 */
function addTexts(): void {
  for (const [language, texts] of Object.entries(TEXTS)) {
    i18n.addResourceBundle(language, SOCIAL_NAMESPACE, texts, true, true);
  }
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);

/** The package's own texts in the chosen language. */
export function useSocialTexts() {
  return useTranslation(SOCIAL_NAMESPACE);
}

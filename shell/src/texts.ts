import { registerTexts, useTranslation, type TextKey } from '@podbridge/shared/i18n';
import type en from './locales/en.json';

/** The shell's namespace: its pages, navigation and footer. Loaded with the first page, before anything renders. */
export const SHELL_NAMESPACE = 'shell';

registerTexts(
  SHELL_NAMESPACE,
  (language) =>
    // A named chunk (texts-shell-<language>-json): the site server preloads a page's texts.
    import(/* webpackChunkName: "texts-shell-[request]" */ `./locales/${language}.json`),
);

/** A key of the shell's English texts, e.g. 'nav.podcasts'. */
export type ShellTextKey = TextKey<typeof en>;

/** The shell's texts in the chosen language. */
export function useShellTexts() {
  return useTranslation(SHELL_NAMESPACE);
}

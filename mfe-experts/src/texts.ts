import { registerTexts, useTranslation, type TextKey } from '@podbridge/shared/i18n';
import type en from './locales/en.json';

/** The experts remote's namespace: the directory, expert pages and the profile forms. */
export const EXPERTS_NAMESPACE = 'experts';

registerTexts(
  EXPERTS_NAMESPACE,
  (language) =>
    // A named chunk (texts-experts-<language>-json): the site server preloads a page's texts.
    import(/* webpackChunkName: "texts-experts-[request]" */ `./locales/${language}.json`),
);

/** A key of the experts remote's English texts, e.g. 'directory.title'. */
export type ExpertTextKey = TextKey<typeof en>;

/** The experts remote's texts in the chosen language. */
export function useExpertTexts() {
  return useTranslation(EXPERTS_NAMESPACE);
}

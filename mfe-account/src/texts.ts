import { registerTexts, useTranslation, type TextKey } from '@podbridge/shared/i18n';
import type en from './locales/en.json';

/** The account remote's namespace: sign-in, registration, profiles and saved items. */
export const ACCOUNT_NAMESPACE = 'account';

registerTexts(
  ACCOUNT_NAMESPACE,
  (language) =>
    // A named chunk (texts-account-<language>-json): the site server preloads a page's texts.
    import(/* webpackChunkName: "texts-account-[request]" */ `./locales/${language}.json`),
);

/** A key of the account remote's English texts, e.g. 'login.title'. */
export type AccountTextKey = TextKey<typeof en>;

/** The account remote's texts in the chosen language. */
export function useAccountTexts() {
  return useTranslation(ACCOUNT_NAMESPACE);
}

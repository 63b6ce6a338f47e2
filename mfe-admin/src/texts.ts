import { registerTexts, useTranslation, type TextKey } from '@podbridge/shared/i18n';
import type en from './locales/en.json';

/** The admin remote's namespace: the dashboard, the review queues, reports and the audit trail. */
export const ADMIN_NAMESPACE = 'admin';

registerTexts(
  ADMIN_NAMESPACE,
  (language) =>
    // A named chunk (texts-admin-<language>-json): the site server preloads a page's texts.
    import(/* webpackChunkName: "texts-admin-[request]" */ `./locales/${language}.json`),
);

/** A key of the admin remote's English texts, e.g. 'dashboard.title'. */
export type AdminTextKey = TextKey<typeof en>;

/** The admin remote's texts in the chosen language. */
export function useAdminTexts() {
  return useTranslation(ADMIN_NAMESPACE);
}

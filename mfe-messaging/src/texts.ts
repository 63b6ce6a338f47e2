import { registerTexts, useTranslation, type TextKey } from '@podbridge/shared/i18n';
import type en from './locales/en.json';

/** The messaging remote's namespace: Messages (search, conversations, chat) and the detail pages' Message dialog. */
export const MESSAGING_NAMESPACE = 'messaging';

registerTexts(
  MESSAGING_NAMESPACE,
  (language) =>
    // A named chunk (texts-messaging-<language>-json): the site server preloads a page's texts.
    import(/* webpackChunkName: "texts-messaging-[request]" */ `./locales/${language}.json`),
);

/** A key of the messaging remote's English texts, e.g. 'chat.empty'. */
export type MessagingTextKey = TextKey<typeof en>;

/** The messaging remote's texts in the chosen language. */
export function useMessagingTexts() {
  return useTranslation(MESSAGING_NAMESPACE);
}

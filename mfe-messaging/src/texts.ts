import { registerTexts, useTranslation, type TextKey } from '@podbridge/shared/i18n';
import type en from './locales/en.json';

/** The messaging remote's namespace: Messages (search, conversations, chat) and the detail pages' Message dialog. */
export const MESSAGING_NAMESPACE = 'messaging';

registerTexts(MESSAGING_NAMESPACE, (language) => import(`./locales/${language}.json`));

/** A key of the messaging remote's English texts, e.g. 'chat.empty'. */
export type MessagingTextKey = TextKey<typeof en>;

/** The messaging remote's texts in the chosen language. */
export function useMessagingTexts() {
  return useTranslation(MESSAGING_NAMESPACE);
}

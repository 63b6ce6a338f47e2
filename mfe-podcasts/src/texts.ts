import { registerTexts, useTranslation, type TextKey } from '@podbridge/shared/i18n';
import type en from './locales/en.json';

/** The podcasts remote's namespace: the listing, podcast pages and forms. */
export const PODCASTS_NAMESPACE = 'podcasts';

registerTexts(
  PODCASTS_NAMESPACE,
  (language) =>
    // A named chunk (texts-podcasts-<language>-json): the site server preloads a page's texts.
    import(/* webpackChunkName: "texts-podcasts-[request]" */ `./locales/${language}.json`),
);

/** A key of the podcasts remote's English texts, e.g. 'directory.title'. */
export type PodcastTextKey = TextKey<typeof en>;

/** The podcasts remote's texts in the chosen language. */
export function usePodcastTexts() {
  return useTranslation(PODCASTS_NAMESPACE);
}

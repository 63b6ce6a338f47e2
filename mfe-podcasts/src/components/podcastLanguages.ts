import { usePodcastTexts } from '../texts';

/**
 * The languages offered first (Swedish and English), then the others of the Nordic and European audience. These are
 * the values stored with a podcast; only their labels are translated (`form.languages.*`).
 */
export const PODCAST_LANGUAGES = [
  'Swedish',
  'English',
  'Norwegian',
  'Danish',
  'Finnish',
  'German',
  'French',
  'Spanish',
  'Arabic',
  'Persian',
  'Somali',
  'Other',
] as const;

type PodcastLanguage = (typeof PODCAST_LANGUAGES)[number];

export function isPodcastLanguage(value: string): value is PodcastLanguage {
  return (PODCAST_LANGUAGES as readonly string[]).includes(value);
}

/** A stored language's name in the site's language; a value outside the list shows as it was saved. */
export function usePodcastLanguageName(): (value: string) => string {
  const { t } = usePodcastTexts();
  return (value) =>
    isPodcastLanguage(value) ? t(`form.languages.${value.toLowerCase() as Lowercase<PodcastLanguage>}`) : value;
}

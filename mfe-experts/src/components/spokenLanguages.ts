import { capitalize } from '@podbridge/shared/format';

/** The languages the profile form offers (ISO 639-1): Swedish and English first, then the Nordic and others. */
const SPOKEN_LANGUAGE_CHOICES = ['sv', 'en', 'fi', 'no', 'da', 'de', 'fr', 'es', 'ar', 'fa', 'so', 'pl'];

/** The choices offered, with the saved languages the list lacks after them (so a save keeps them). */
export function spokenLanguageChoices(saved: readonly string[]): string[] {
  return [...new Set([...SPOKEN_LANGUAGE_CHOICES, ...saved])];
}

/**
 * A language's name in the reader's language, capitalised: 'sv' is 'Swedish' on an English page, 'Svenska' on a
 * Swedish one.
 */
export function spokenLanguageName(code: string, language: string): string {
  return capitalize(new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code);
}

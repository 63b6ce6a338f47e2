/** The site's languages: English (the original wording) and Swedish. */
export const LANGUAGES = ['en', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name, as a language menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sv: 'Svenska' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The site's language a browser asks for first in its Accept-Language header ("sv-SE,sv;q=0.9,en;q=0.8" gives sv),
 * as the page picks it on a first visit from the same list; English when none is ours.
 */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return asked.map((entry) => entry.language).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

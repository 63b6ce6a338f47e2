import { COMMON_NAMESPACE, currentLanguage, i18n, localeOf, type Language } from '@podbridge/shared/i18n';

const ELLIPSIS = '...';
const HOUR_MS = 60 * 60 * 1000;

/** The first `n` characters, with '...' only when something was cut. */
export function previewChars(text: string | null | undefined, n: number): string {
  const value = text ?? '';
  return value.length > n ? `${value.slice(0, n)}${ELLIPSIS}` : value;
}

/** The first `n` words, with '...' only when something was cut (podcast cards show 5, expert cards 10). */
export function previewWords(text: string | null | undefined, n: number): string {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length > n ? `${words.slice(0, n).join(' ')}${ELLIPSIS}` : words.join(' ');
}

/** One formatter per language and kind, made on first use (building an Intl formatter is not free). */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>();
function formatter<Kind extends Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>(
  key: string,
  language: Language,
  make: (locale: string) => Kind,
): Kind {
  const id = `${key}:${language}`;
  let found = formatters.get(id) as Kind | undefined;
  if (!found) {
    found = make(localeOf(language));
    formatters.set(id, found);
  }
  return found;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The short dates of the site's two languages, written from the date's own fields exactly as Intl writes them for
 * en-US and sv-SE (a test holds them to Intl's). A directory shows one on each card, and the first Intl date
 * formatter a page builds costs a slow phone 50-150 ms (its locale data), in the middle of the page's hydration.
 */
const SHORT_DATES: Record<Language, (date: Date) => string> = {
  en: (date) => `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`,
  sv: (date) => `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`,
};

/** A short date in the site's language: "11/23/2026" in English, "2026-11-23" in Swedish; an unreadable date gives ''. */
export function formatShortDate(iso: string | Date, language: Language = currentLanguage()): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const year = date.getFullYear();
  if (year >= 1000 && year <= 9999) return SHORT_DATES[language](date);
  return formatter(
    'date',
    language,
    (locale) => new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', year: 'numeric' }),
  ).format(date);
}

/** A date and time in the site's language, e.g. "Nov 23, 2026, 2:05 PM" or "23 nov. 2026 14:05". */
export function formatDateTime(iso: string | Date, language: Language = currentLanguage()): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(
    'dateTime',
    language,
    (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(date);
}

/**
 * A recording time as the booking states it, in the booking's time zone with the zone's short name, e.g.
 * "Tue, Dec 1, 2026, 10:00 AM CET" or "tis 1 dec. 2026 10:00 CET"; an unreadable date or zone gives ''.
 */
export function formatDateTimeIn(iso: string | Date, timeZone: string, language: Language = currentLanguage()): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return formatter(
      `zoned:${timeZone}`,
      language,
      (locale) =>
        new Intl.DateTimeFormat(locale, {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZone,
          timeZoneName: 'short',
        }),
    ).format(date);
  } catch {
    return '';
  }
}

/** The time zone this browser is in, e.g. 'Europe/Stockholm'. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * A count with its English noun in the right number: "1 like", "2 likes", "0 likes". English only: a translated
 * screen uses a plural key (`likes_one` / `likes_other` with `{{count}}`) instead.
 */
export function countOf(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * 'Just now' under an hour (a text: Intl has no words for it), then hours, then days up to a week, then the
 * short date, in the site's language through Intl: "2 hours ago", "för 2 timmar sedan".
 */
export function formatRelativeTime(
  iso: string | Date,
  now: Date = new Date(),
  language: Language = currentLanguage(),
): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const hours = Math.floor((now.getTime() - date.getTime()) / HOUR_MS);
  if (hours < 1) return i18n.t('time.justNow', { lng: language, ns: COMMON_NAMESPACE });
  const relative = formatter(
    'relative',
    language,
    (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }),
  );
  if (hours < 24) return relative.format(-hours, 'hour');
  if (hours < 168) return relative.format(-Math.floor(hours / 24), 'day');
  return formatShortDate(date, language);
}

/** A whole percentage such as "67%" ("67 %" in Swedish), clamped to 0–100. */
export function formatPercent(value: number, language: Language = currentLanguage()): string {
  const safe = Number.isFinite(value) ? value : 0;
  const whole = Math.round(Math.min(100, Math.max(0, safe)));
  return formatter('percent', language, (locale) => new Intl.NumberFormat(locale, { style: 'percent' })).format(
    whole / 100,
  );
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A stored address fit for a link: only http(s), so nothing else (`javascript:`) ever becomes an href. */
export function externalUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && isHttpUrl(trimmed) ? trimmed : null;
}

/** A remote image address is used only when it starts with http; otherwise the fallback. */
export function absoluteImageUrl(url: string | null | undefined, fallback: string): string {
  return url && url.startsWith('http') ? url : fallback;
}

/**
 * A category's or topic's name in the reader's language: its Swedish name on a Swedish page (when it has one), the
 * English one otherwise. Pass the language of the render (`useTranslation().i18n.language`), which a server render
 * sets on its own instance.
 */
export function localName(item: { name: string; name_sv?: string | null }, language: string): string {
  return language.startsWith('sv') && item.name_sv ? item.name_sv : item.name;
}

/** The languages forms offer (ISO 639-1): Swedish and English first, then the Nordic and others. */
const SPOKEN_LANGUAGE_CHOICES = ['sv', 'en', 'fi', 'no', 'da', 'de', 'fr', 'es', 'ar', 'fa', 'so', 'pl'];

/** The languages a form offers, with saved ones the list lacks after them (so a save keeps them). */
export function spokenLanguageChoices(saved: readonly string[] = []): string[] {
  return [...new Set([...SPOKEN_LANGUAGE_CHOICES, ...saved])];
}

/**
 * One reader of language names per page language, made on first use: building one loads its locale's data (about a
 * millisecond each on a slow phone), and the expert directory names two or three languages on each of its cards.
 */
const languageNames = new Map<string, Intl.DisplayNames>();

/**
 * A language's name in the reader's language, capitalised: 'sv' is 'Swedish' on an English page, 'Svenska' on a
 * Swedish one.
 */
export function spokenLanguageName(code: string, language: string): string {
  // The languages the site's forms offer are named in its texts (a test holds them to Intl's names): building the
  // first Intl reader of names costs a slow phone about 70 ms, and the expert directory names languages on its cards.
  // The page's language may carry a region (en-US, the browser's own): its texts are the language's.
  const named: unknown = i18n.getResource(language.split('-')[0]!, COMMON_NAMESPACE, `languageNames.${code}`);
  if (typeof named === 'string') return named;
  let names = languageNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'language' });
    languageNames.set(language, names);
  }
  return capitalize(names.of(code) ?? code);
}

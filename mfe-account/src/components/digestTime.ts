import { localeOf, type Language } from '@podbridge/shared/i18n';

/** A type, not an interface: it fills a text's `{{day}}` and `{{time}}` as i18next's options. */
export type DigestTime = {
  /** The weekday, day and month, e.g. "Monday 30 November", "måndag 30 november". */
  day: string;
  /** The time on a 24-hour clock, e.g. "08:00". */
  time: string;
};

const formats = new Map<Language, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsOf(language: Language) {
  let found = formats.get(language);
  if (!found) {
    const locale = localeOf(language);
    found = {
      day: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }),
      time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    formats.set(language, found);
  }
  return found;
}

/**
 * When a weekly email goes out, in this browser's time zone and the site's language. The day is written weekday,
 * day, month in both languages ("Monday 30 November", as the product words it, not en-US "Monday, November 30"),
 * and the time on the 24-hour clock the emails name ("08:00").
 */
export function digestTime(iso: string, language: Language): DigestTime {
  const date = new Date(iso);
  const { day, time } = formatsOf(language);
  const parts = day.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { day: `${part('weekday')} ${part('day')} ${part('month')}`, time: time.format(date) };
}

import {
  externalUrl,
  countOf,
  absoluteImageUrl,
  capitalize,
  formatPercent,
  formatRelativeTime,
  formatShortDate,
  formatDateTime,
  formatDateTimeIn,
  previewChars,
  previewWords,
  localName,
  spokenLanguageChoices,
  spokenLanguageName,
} from './index';
import en from '../i18n/locales/en.json';
import sv from '../i18n/locales/sv.json';

/** How many objects `Intl[kind]` builds while `run` runs. */
function built(kind: 'DateTimeFormat' | 'DisplayNames', run: () => unknown): number {
  const original = Intl[kind];
  let count = 0;
  const counting = new Proxy(original, {
    construct(target, args: unknown[]) {
      count += 1;
      return Reflect.construct(target, args) as object;
    },
  });
  Object.defineProperty(Intl, kind, { value: counting, configurable: true, writable: true });
  try {
    run();
  } finally {
    Object.defineProperty(Intl, kind, { value: original, configurable: true, writable: true });
  }
  return count;
}

describe('previewChars', () => {
  it('cuts to n characters and appends an ellipsis', () => {
    expect(previewChars('Podcasting for growth-minded founders', 10)).toBe('Podcasting...');
  });
  it('leaves text of exactly n characters untouched', () => {
    expect(previewChars('abcde', 5)).toBe('abcde');
  });
  it('leaves shorter text untouched', () => {
    expect(previewChars('abc', 40)).toBe('abc');
  });
  it('treats missing text as empty', () => {
    expect(previewChars(null, 5)).toBe('');
    expect(previewChars(undefined, 5)).toBe('');
  });
});

describe('previewWords', () => {
  it('keeps the first five words of a podcast description', () => {
    expect(previewWords('One two three four five six seven', 5)).toBe('One two three four five...');
  });
  it('adds no ellipsis when the text has exactly n words', () => {
    expect(previewWords('One two three four five', 5)).toBe('One two three four five');
  });
  it('collapses extra whitespace between words', () => {
    expect(previewWords('  Deep   learning\nfor  all  ', 10)).toBe('Deep learning for all');
  });
  it('gives an empty string for empty or missing text', () => {
    expect(previewWords('', 10)).toBe('');
    expect(previewWords(null, 10)).toBe('');
  });
});

describe('countOf', () => {
  it('puts the noun in the number the count asks for', () => {
    expect(countOf(1, 'podcast', 'podcasts')).toBe('1 podcast');
    expect(countOf(0, 'podcast', 'podcasts')).toBe('0 podcasts');
    expect(countOf(12, 'year', 'years')).toBe('12 years');
  });
});

describe('formatShortDate', () => {
  it('formats an ISO timestamp as a short US date', () => {
    expect(formatShortDate('2026-11-23T12:00:00')).toBe('11/23/2026');
  });
  it('accepts a Date', () => {
    expect(formatShortDate(new Date(2024, 0, 5))).toBe('1/5/2024');
  });
  it('gives an empty string for an unreadable date', () => {
    expect(formatShortDate('not a date')).toBe('');
  });
  it('writes every date as Intl writes it for en-US and sv-SE', () => {
    const expected = (locale: string, date: Date) =>
      new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', year: 'numeric' }).format(date);
    const dates: Date[] = [];
    for (let day = 0; day < 4000; day += 37) dates.push(new Date(2019, 0, 1 + day, 23, 59));
    dates.push(new Date(2024, 1, 29), new Date(2026, 11, 31, 0, 0), new Date('2026-11-23T12:00:00Z'));
    for (const date of dates) {
      expect([formatShortDate(date, 'en'), formatShortDate(date, 'sv')]).toEqual([
        expected('en-US', date),
        expected('sv-SE', date),
      ]);
    }
  });

  it("builds no Intl date formatter for the site's languages, not even the first time", async () => {
    // A copy of the module of its own: no formatter is left over from the tests before.
    let fresh: typeof formatShortDate = formatShortDate;
    await jest.isolateModulesAsync(async () => {
      fresh = (await import('./index')).formatShortDate;
    });
    expect(
      built('DateTimeFormat', () => [fresh(new Date(2026, 10, 23), 'sv'), fresh(new Date(2026, 10, 23), 'en')]),
    ).toBe(0);
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;

  it("says 'Just now' under an hour", () => {
    expect(formatRelativeTime(ago(0), now)).toBe('Just now');
    expect(formatRelativeTime(ago(59 * MINUTE), now)).toBe('Just now');
  });
  it('counts hours under a day, singular for one', () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(5 * HOUR + 30 * MINUTE), now)).toBe('5 hours ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * MINUTE), now)).toBe('23 hours ago');
  });
  it('counts days under a week, singular for one', () => {
    expect(formatRelativeTime(ago(24 * HOUR), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(167 * HOUR), now)).toBe('6 days ago');
  });
  it('falls back to the short date from a week on', () => {
    const weekAgo = new Date(now.getTime() - 168 * HOUR);
    expect(formatRelativeTime(weekAgo.toISOString(), now)).toBe(formatShortDate(weekAgo));
    expect(formatRelativeTime(weekAgo, now)).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
  });
  it('gives an empty string for an unreadable date', () => {
    expect(formatRelativeTime('nope', now)).toBe('');
  });
});

describe('formatPercent', () => {
  it('rounds to a whole percentage', () => {
    expect(formatPercent(66.666)).toBe('67%');
  });
  it('clamps to 0–100 and treats NaN as 0', () => {
    expect(formatPercent(-5)).toBe('0%');
    expect(formatPercent(140)).toBe('100%');
    expect(formatPercent(Number.NaN)).toBe('0%');
  });
});

describe('capitalize', () => {
  it('upper-cases the first letter only', () => {
    expect(capitalize('podcaster')).toBe('Podcaster');
    expect(capitalize('eXPERT')).toBe('EXPERT');
  });
  it('leaves an empty string empty', () => {
    expect(capitalize('')).toBe('');
  });
});

describe('externalUrl', () => {
  it('turns only http(s) addresses into links', () => {
    expect(externalUrl(' https://x.com/ada ')).toBe('https://x.com/ada');
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('')).toBeNull();
    expect(externalUrl(null)).toBeNull();
  });
});

describe('absoluteImageUrl', () => {
  const fallback = '/logo.png';
  it('uses an http or https address', () => {
    expect(absoluteImageUrl('https://cdn.podbridge.se/a.png', fallback)).toBe('https://cdn.podbridge.se/a.png');
    expect(absoluteImageUrl('http://localhost:8000/media/a.png', fallback)).toBe('http://localhost:8000/media/a.png');
  });
  it('falls back for relative, empty or missing addresses', () => {
    expect(absoluteImageUrl('/media/a.png', fallback)).toBe(fallback);
    expect(absoluteImageUrl('', fallback)).toBe(fallback);
    expect(absoluteImageUrl(null, fallback)).toBe(fallback);
    expect(absoluteImageUrl(undefined, fallback)).toBe(fallback);
  });
});

describe('dates, times and numbers in Swedish', () => {
  const now = new Date('2026-11-23T12:00:00');
  it('speaks Swedish through Intl', () => {
    expect(formatShortDate('2026-11-23T12:00:00', 'sv')).toBe('2026-11-23');
    expect(formatRelativeTime('2026-11-23T11:30:00', now, 'sv')).toBe('Nyss');
    expect(formatRelativeTime('2026-11-23T09:00:00', now, 'sv')).toBe('för 3 timmar sedan');
    expect(formatRelativeTime('2026-11-22T09:00:00', now, 'sv')).toBe('för 1 dag sedan');
    expect(formatPercent(66.6, 'sv')).toBe('67\u00a0%');
    expect(formatDateTime('2026-11-23T14:05:00', 'sv')).toBe('23 nov. 2026 14:05');
  });

  it('keeps the original English wording', () => {
    expect(formatRelativeTime('2026-11-23T09:00:00', now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-22T09:00:00', now, 'en')).toBe('1 day ago');
    expect(formatPercent(66.6, 'en')).toBe('67%');
  });
});

describe('a recording time in its time zone', () => {
  it('shows the wall time of the zone, whatever the browser is in', () => {
    const starts = '2026-12-01T09:00:00Z';
    expect(formatDateTimeIn(starts, 'Europe/Stockholm', 'en')).toMatch(/Dec 1, 2026.*10:00\sAM.*GMT\+1|CET/);
    expect(formatDateTimeIn(starts, 'America/New_York', 'en')).toMatch(/4:00\sAM/);
    expect(formatDateTimeIn(starts, 'Europe/Stockholm', 'sv')).toMatch(/1 dec\. 2026 10:00/);
  });

  it('gives nothing for an unreadable date or zone', () => {
    expect(formatDateTimeIn('not a date', 'Europe/Stockholm', 'en')).toBe('');
    expect(formatDateTimeIn('2026-12-01T09:00:00Z', 'Mars/Olympus', 'en')).toBe('');
  });
});

describe('localName', () => {
  const category = { name: 'Mental Health', name_sv: 'Psykisk hälsa' };
  it('gives the Swedish name on a Swedish page and the English one otherwise', () => {
    expect(localName(category, 'sv')).toBe('Psykisk hälsa');
    expect(localName(category, 'sv-SE')).toBe('Psykisk hälsa');
    expect(localName(category, 'en')).toBe('Mental Health');
    expect(localName({ name: 'Physics' }, 'sv')).toBe('Physics');
  });
});

describe('spokenLanguageName', () => {
  it('names every language the forms offer in the texts, as Intl names them', () => {
    for (const [language, texts] of [
      ['en', en],
      ['sv', sv],
    ] as const) {
      const intl = new Intl.DisplayNames([language], { type: 'language' });
      const named = texts.languageNames as Record<string, string>;
      expect(Object.keys(named).sort()).toEqual(spokenLanguageChoices().sort());
      for (const code of spokenLanguageChoices()) expect(named[code]).toBe(capitalize(intl.of(code) ?? code));
    }
  });

  it("names a language in the reader's language, capitalised", () => {
    expect(spokenLanguageName('sv', 'en')).toBe('Swedish');
    expect(spokenLanguageName('en', 'sv')).toBe('Engelska');
    expect(spokenLanguageName('fa', 'en')).toBe('Persian');
  });

  it('names the languages the forms offer from the texts, building no Intl reader', () => {
    let names: string[] = [];
    expect(
      built(
        'DisplayNames',
        () =>
          (names = [spokenLanguageName('fa', 'sv'), spokenLanguageName('so', 'en'), spokenLanguageName('no', 'en-US')]),
      ),
    ).toBe(0);
    expect(names).toEqual(['Persiska', 'Somali', 'Norwegian']);
  });

  it('reads every other name in one language through one reader, made once', () => {
    let name = '';
    const made = built('DisplayNames', () => {
      for (const code of ['sv', 'en', 'fi', 'so', 'ar']) spokenLanguageName(code, 'de');
      name = spokenLanguageName('sv', 'de');
    });
    expect(name).toBe('Schwedisch');
    expect(made).toBe(1);
  });
});

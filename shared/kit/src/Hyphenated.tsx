import { startTransition, useEffect, useState } from 'react';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * Long words in narrow places (a card's title, a spotlight tile) break with a hyphen, never in the middle of a
 * word without one: soft hyphens from the language's hyphenation patterns (Liang's algorithm, the `hyphen`
 * package) go into each long word, and the browser shows a hyphen where it breaks one. CSS `hyphens: auto`
 * cannot be relied on: Chromium on Linux ships no hyphenation dictionaries. The patterns (about 25 KB gzipped
 * per language) load only when a text holds a word long enough to need them.
 */

/** A word this long may not fit a narrow column; shorter text is shown as it is and loads nothing. */
export const LONG_WORD_LENGTH = 10;
const LONG_WORD = new RegExp(`\\p{L}{${LONG_WORD_LENGTH},}`, 'u');

type Hyphenator = (text: string) => string;
type HyphenationLanguage = 'sv' | 'en';

const loaders: Record<HyphenationLanguage, () => Promise<Hyphenator>> = {
  sv: () => import('hyphen/sv').then((patterns) => patterns.hyphenateSync),
  en: () => import('hyphen/en-us').then((patterns) => patterns.hyphenateSync),
};

const loaded = new Map<HyphenationLanguage, Hyphenator>();
const loading = new Map<HyphenationLanguage, Promise<Hyphenator>>();

function loadHyphenator(language: HyphenationLanguage): Promise<Hyphenator> {
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then((hyphenator) => {
      loaded.set(language, hyphenator);
      return hyphenator;
    });
    loading.set(language, pending);
  }
  return pending;
}

/** Swedish for Swedish content ("sv", "Swedish", "Svenska"); English patterns for everything else. */
export function hyphenationLanguage(language?: string | null): HyphenationLanguage {
  const code = (language ?? globalThis.document?.documentElement.lang ?? '').trim().toLowerCase();
  return code === 'sv' || code.startsWith('sv-') || code === 'swedish' || code === 'svenska' ? 'sv' : 'en';
}

export function needsHyphenation(text: string): boolean {
  return LONG_WORD.test(text);
}

/**
 * The text with soft hyphens in its long words once the language's patterns are loaded (at once when they are
 * already); until then, and for text without long words, the text as it is.
 */
export function useHyphenated(text: string, language?: string | null): string {
  const lang = hyphenationLanguage(language);
  const needed = needsHyphenation(text);
  const ready = needed ? loaded.get(lang) : undefined;
  const [, setLoaded] = useState(0);

  useEffect(() => {
    if (!needed || ready) return;
    let current = true;
    loadHyphenator(lang)
      // Every text waiting for the patterns draws again once they are here: in the background, yielding to the
      // browser, rather than in one task with all of them.
      .then(() => current && startTransition(() => setLoaded((count) => count + 1)))
      // Without the patterns the text stays as it is: CSS still keeps it inside its box.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [lang, needed, ready]);

  return ready ? ready(text) : text;
}

/**
 * A piece of text hyphenated by its language (the page's language unless the content says otherwise). Screen
 * readers, accessible names and searches in the page get the text without its soft hyphens: the hyphenated copy
 * is only shown.
 */
export function Hyphenated({ text, lang }: { text: string; lang?: string | null }) {
  const hyphenated = useHyphenated(text, lang);
  if (hyphenated === text) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">{hyphenated}</span>
      <VisuallyHidden>{text}</VisuallyHidden>
    </>
  );
}

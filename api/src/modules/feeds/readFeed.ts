import { FeedUnreadable, parseFeed, type ParsedFeed } from './parseFeed';
import { FetchRefused, safeFetch } from './safeFetch';

/** Artwork larger than this is not imported (the cover upload's own limit). */
const ARTWORK_MAX_BYTES = 10 * 1024 * 1024;

/** The validators of a feed's last answer, sent back so an unchanged feed answers 304. */
export interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
}

export type FeedRead =
  | { changed: false }
  | { changed: true; feed: ParsedFeed; validators: FeedValidators };

/** The machine code of each reason a feed cannot be read: clients show their own text for it. */
const PROBLEM_CODES: Record<FetchRefused['reason'], string> = {
  scheme: 'feed_address_invalid',
  address: 'feed_address_private',
  redirects: 'feed_too_many_redirects',
  too_big: 'feed_too_big',
  timeout: 'feed_timeout',
  type: 'feed_not_rss',
  status: 'feed_http_error',
  network: 'feed_unreachable',
};

/** A feed that cannot be read, for a reason its owner can act on (the message says which, the code too). */
export class FeedProblem extends Error {
  constructor(
    message: string,
    readonly code: string = 'feed_unreadable',
  ) {
    super(message);
    this.name = 'FeedProblem';
  }
}

/**
 * Fetches (only public addresses, unless allowed; see safeFetch) and parses a feed. With validators it is a
 * conditional GET: an unchanged feed is `{ changed: false }`.
 */
export async function readFeed(url: string, allowedHosts: readonly string[], validators?: FeedValidators): Promise<FeedRead> {
  const headers: Record<string, string> = {};
  if (validators?.etag) headers['If-None-Match'] = validators.etag;
  if (validators?.lastModified) headers['If-Modified-Since'] = validators.lastModified;
  try {
    const fetched = await safeFetch(url, { allowedHosts, headers, expect: 'xml' });
    if (fetched.status === 304) return { changed: false };
    return {
      changed: true,
      feed: parseFeed(fetched.body),
      validators: { etag: fetched.etag, lastModified: fetched.lastModified },
    };
  } catch (error) {
    if (error instanceof FetchRefused) throw new FeedProblem(error.message, PROBLEM_CODES[error.reason]);
    if (error instanceof FeedUnreadable) throw new FeedProblem(error.message, 'feed_not_rss');
    throw error;
  }
}

/** The feed's artwork as fetched, or null when it cannot be had (the podcast is created without a cover then). */
export async function fetchArtwork(url: string, allowedHosts: readonly string[]): Promise<Buffer | null> {
  try {
    const fetched = await safeFetch(url, { allowedHosts, expect: 'image', maxBytes: ARTWORK_MAX_BYTES });
    return fetched.status === 200 ? fetched.body : null;
  } catch (error) {
    if (error instanceof FetchRefused) return null;
    throw error;
  }
}

/** The site's podcast languages by the feed's language code (the form offers these names; others are "Other"). */
const LANGUAGE_NAMES: Record<string, string> = {
  sv: 'Swedish',
  en: 'English',
  no: 'Norwegian',
  nb: 'Norwegian',
  nn: 'Norwegian',
  da: 'Danish',
  fi: 'Finnish',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  ar: 'Arabic',
  fa: 'Persian',
  so: 'Somali',
};

/** The podcast language a feed's language code stands for, or null when the feed gives none. */
export function podcastLanguageOf(code: string | null): string | null {
  if (code === null) return null;
  return LANGUAGE_NAMES[code] ?? 'Other';
}

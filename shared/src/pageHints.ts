/**
 * Two cookies that tell the site server, before any script runs, what the page will show: whether this browser
 * holds a session (so a signed-in visitor is not sent the page as an anonymous one sees it) and the language it
 * chose. They carry no credentials; the session itself stays in the browser's storage.
 */
export const SESSION_HINT_COOKIE = 'podbridge_session';
export const LANGUAGE_HINT_COOKIE = 'podbridge_language';

const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** Sets (a value) or removes (null) a hint cookie for the whole site; nothing outside a browser. */
export function writeHint(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  document.cookie =
    value === null
      ? `${name}=; path=/; max-age=0; SameSite=Lax`
      : `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_IN_SECONDS}; SameSite=Lax`;
}

/** A cookie's value in a Cookie header, or null. */
export function readHint(cookieHeader: string | undefined, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The id of the element in which the site server hands a page the server state its first render drew with (a
 * directory's first page, rendered into the HTML): the page's query cache starts from it instead of asking again.
 */
export const QUERY_STATE_ELEMENT_ID = 'podbridge-query-state';

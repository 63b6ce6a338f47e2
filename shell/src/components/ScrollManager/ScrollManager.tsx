import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from '@podbridge/shared/router';

/** Where the reader was on each page of this tab, by history entry, so Back (and a reload) returns there. */
const STORAGE_KEY = 'podbridge.scroll';
/** History entries remembered; the oldest are forgotten first. */
const REMEMBERED = 100;
/** How long a page may take to grow tall enough (a remote and its data arriving) before restoring gives up. */
const RESTORE_PATIENCE_MS = 3000;
/**
 * Frames the position must hold before restoring ends: cards above it are first laid out at an estimated height
 * (content-visibility) and take their real one as they are drawn, which moves what is at a given offset.
 */
const SETTLED_FRAMES = 10;

type Positions = Record<string, number>;

/** What the reader does that means they have taken over the scrolling. */
const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

function readPositions(): Positions {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored !== null && typeof stored === 'object' ? (stored as Positions) : {};
  } catch {
    // Storage blocked or a value written by something else: nothing is remembered.
    return {};
  }
}

function remember(key: string, y: number): void {
  const positions = readPositions();
  delete positions[key];
  positions[key] = Math.round(y);
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - REMEMBERED))) delete positions[old];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: Back starts at the top, as without this.
  }
}

/**
 * Scrolls to `y` once the page is tall enough to get there: the page of a remote fills in after the navigation (the
 * remote's code, then its data), so the first attempt often cannot reach the old position. Stops once it has held
 * there for SETTLED_FRAMES, when the reader scrolls, types or touches first, or after RESTORE_PATIENCE_MS. Returns the
 * cancel function.
 */
function restore(y: number): () => void {
  let frame = 0;
  let held = 0;
  const deadline = performance.now() + RESTORE_PATIENCE_MS;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of READER_MOVES) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    if (Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y);
    held = Math.abs(window.scrollY - y) <= 1 ? held + 1 : 0;
    if (held >= SETTLED_FRAMES || performance.now() > deadline) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of READER_MOVES) window.addEventListener(type, stop, { passive: true, once: true });
  attempt();
  return stop;
}

/**
 * A history entry's key. The entry a tab opened the site with has none of its own ("default"), so its address
 * tells it apart from another first entry.
 */
const entryKey = (location: Location) =>
  location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;

/**
 * The site's scroll restoration, for every remote's pages through the one router: a new page (a link, a redirect
 * after creating something) starts at the top, or at the element its #hash names; Back and Forward, and a reload,
 * return to where the reader was on that entry. A change of the query alone (a filter, the next page of a list)
 * leaves the scroll to the page, which knows where its results start.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = entryKey(location);
  const current = useRef({ key, pathname: location.pathname, y: 0 });

  useEffect(() => {
    // The browser would restore before the page's remote has drawn it; this component restores once it has.
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      current.current.y = window.scrollY;
    };
    // A reload or leaving the site: the entry's position is kept for coming back to it.
    const onLeave = () => remember(current.current.key, current.current.y);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onLeave);
    };
  }, []);

  useLayoutEffect(() => {
    const previous = current.current;
    const arrived = previous.key !== key;
    if (arrived) remember(previous.key, previous.y);
    current.current = { key, pathname: location.pathname, y: window.scrollY };
    if (navigationType === 'POP') {
      const saved = readPositions()[key];
      return saved === undefined ? undefined : restore(saved);
    }
    if (!arrived || previous.pathname === location.pathname) return undefined;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    return undefined;
  }, [key, location.pathname, location.hash, navigationType]);

  return null;
}

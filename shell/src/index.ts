import { PRELOADS_ELEMENT_ID } from './deploymentElement';

// The async boundary: shared modules are negotiated before any of them is evaluated.
const loadApp = () => import(/* webpackChunkName: "bootstrap" */ './bootstrap');

/** Hands the main thread back to the browser (input, paint) between two pieces of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * What every page evaluates before it hydrates, each in a task of its own and in this order: the largest libraries,
 * then the platform's modules the page starts with, the UI kit, and the app's own modules. Evaluating a module runs
 * whatever it imports that has not run yet, so each step runs only its own part; the bootstrap that follows finds
 * them all evaluated and hydrates at once. No single task of the start-up holds the main thread for all of them
 * together, so a tap or a scroll is answered in between.
 */
const START_UP = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('i18next'),
  () => import('axios'),
  () => import('@podbridge/shared/router'),
  () => import('@podbridge/shared/i18n'),
  () => import('@podbridge/shared/auth'),
  () => import('@podbridge/kit'),
  () => import(/* webpackChunkName: "bootstrap" */ './App'),
];

async function start() {
  for (const load of START_UP) {
    await load();
    await yieldToBrowser();
  }
  return loadApp();
}

/**
 * How many preloads the page starts in one task: starting a request costs the main thread a millisecond or more on a
 * slow phone, so the page's thirty-odd scripts started at once would hold it for a long task.
 */
const PRELOADS_PER_TASK = 4;

/** Starts fetching, side by side, every script the page listed for after its first paint, a few at a time. */
async function preloadListedScripts(): Promise<void> {
  let scripts: unknown;
  try {
    scripts = JSON.parse(document.getElementById(PRELOADS_ELEMENT_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(scripts)) return;
  const hrefs = scripts.filter((href): href is string => typeof href === 'string');
  const loaded = new Set([...document.scripts].map((script) => script.src));
  for (let first = 0; first < hrefs.length; first += PRELOADS_PER_TASK) {
    if (first > 0) await yieldToBrowser();
    for (const href of hrefs.slice(first, first + PRELOADS_PER_TASK)) {
      // The page's own scripts (main.js) are loaded already.
      if (loaded.has(new URL(href, document.baseURI).href)) continue;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    }
  }
}

// A page the site server sent already rendered (the home page) is painted before any script runs: the app starts
// after that first frame, so its scripts do not hold the paint back. (A tab opened in the background draws no frame:
// the app starts anyway shortly after.)
if (document.getElementById('root')?.hasChildNodes()) {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    // The app starts once every preload is under way: a script it asks for first is then never fetched twice.
    void preloadListedScripts().then(start);
  };
  requestAnimationFrame(() => setTimeout(startOnce, 0));
  setTimeout(startOnce, 250);
} else {
  void start();
}

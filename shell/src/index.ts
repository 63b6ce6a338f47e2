import { PRELOADS_ELEMENT_ID } from './deploymentElement';

// The async boundary: shared modules are negotiated before any of them is evaluated.
const loadApp = () => import(/* webpackChunkName: "bootstrap" */ './bootstrap');

/** Hands the main thread back to the browser (input, paint) between two pieces of start-up work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The largest libraries every page evaluates, each in a task of its own before the app's modules: no single task of
 * the start-up holds the main thread for all of them together, so a tap or a scroll is answered in between.
 */
const LIBRARIES = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('i18next'),
  () => import('axios'),
];

async function start() {
  for (const load of LIBRARIES) {
    await load();
    await yieldToBrowser();
  }
  return loadApp();
}

/** Starts fetching, side by side, every script the page listed for after its first paint. */
function preloadListedScripts(): void {
  let scripts: unknown;
  try {
    scripts = JSON.parse(document.getElementById(PRELOADS_ELEMENT_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(scripts)) return;
  // The page's own scripts (main.js) are loaded already.
  const loaded = new Set([...document.scripts].map((script) => script.getAttribute('src')));
  for (const href of scripts) {
    if (typeof href !== 'string' || loaded.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
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
    preloadListedScripts();
    void start();
  };
  requestAnimationFrame(() => setTimeout(startOnce, 0));
  setTimeout(startOnce, 250);
} else {
  void start();
}

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { i18n } from '../i18n/i18n';
import { setupTestI18n } from './i18n';

// A whole user flow (type, submit, wait for the answer) can pass 5 s when the two cores also build or test.
// testTimeout in a project config (jest.web.config.js) is ignored when jest runs from the root, so set it here.
jest.setTimeout(15_000);

// jsdom lacks these; react-router 7 needs the encoders when it loads, react-hot-toast's Toaster asks matchMedia.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// A test of what runs outside the browser (a page rendered ahead) asks for the node environment: no window there.
const inBrowser = typeof window !== 'undefined';
if (inBrowser && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

// findBy*/waitFor wait up to 5 s: on a busy two-core machine, 1 s (the default) makes UI tests flaky.
configure({ asyncUtilTimeout: 5000 });

// Every text in memory before the first test; a text a component asks for that does not exist fails its test.
beforeAll(() => setupTestI18n());

afterEach(async () => {
  if (inBrowser) localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

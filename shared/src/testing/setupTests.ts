import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router 7 needs the encoders when it loads, react-hot-toast's Toaster asks matchMedia.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!window.matchMedia) {
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

afterEach(() => {
  localStorage.clear();
});

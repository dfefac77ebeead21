// Vitest set-up of the web project: jest-dom matchers, a clean DOM and cookie jar after each test, and the
// browser APIs jsdom lacks (matchMedia for react-bootstrap's responsive off-canvas, scrollTo).
import '#web/lib/zod-config.ts';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, vi } from 'vitest';

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// findBy… and waitFor give a lazy route chunk up to 3 s instead of 1 s: on a loaded 2-core machine the first
// import of an area's chunk took longer than a second, and the router tests failed while nothing was wrong.
configure({ asyncUtilTimeout: 3000 });

// React Router's scroll restoration calls it; jsdom does not lay out pages.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

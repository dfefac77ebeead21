// Browser tests against the BUILT portal (`npm run build` first; `npm run e2e` at the root does both), in
// Debian's Chromium: Playwright never downloads a browser here. global-setup.ts starts one server per worker, each
// on a free port with a fresh demo database of its own; fixtures.ts points each worker at its own (E2E_BASE_URL_i).
import { defineConfig } from '@playwright/test';

/**
 * Two workers unless E2E_WORKERS says otherwise (E2E_WORKERS=1: one browser, one server, as before). One browser
 * left a core mostly idle: a test spends most of its time waiting for the page and the server (e2e/README.md).
 * Against a server that is already running (E2E_BASE_URL given), one: the demo accounts are shared state, and two
 * spec files signed in as the same account on one server would change each other's data.
 */
function workerCount(): number {
  const givenServer = Boolean(process.env.E2E_BASE_URL) && !process.env.E2E_BASE_URL_0;
  if (givenServer) return 1;
  const asked = Number(process.env.E2E_WORKERS ?? 2);
  if (!Number.isInteger(asked) || asked < 1)
    throw new Error(`E2E_WORKERS must be a whole number from 1, not "${process.env.E2E_WORKERS}"`);
  return asked;
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  // Whole spec files go to a worker, in their own order: the tests of a file build on one another's data.
  workers: workerCount(),
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});

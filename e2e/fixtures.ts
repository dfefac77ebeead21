// What every browser test shares: the demo accounts, sign-in through the UI (`loginAs`), and three automatic guards on
// every page a test visits: no request leaves 127.0.0.1 (the social widget and the map are blocked), no
// Content-Security-Policy violation (docs/security.md HD1) and no uncaught page error.
import { test as base, type Cookie, expect, type Page, type TestInfo } from '@playwright/test';
import { completeTwoStep } from './two-step.ts';

export { expect };

// Each worker has a server and a demo database of its own (global-setup.ts): from here on, E2E_BASE_URL and
// E2E_DATA_DIR name this worker's, for the fixtures and for the specs and helpers that read them.
const ownServer = process.env[`E2E_BASE_URL_${process.env.TEST_PARALLEL_INDEX}`];
if (ownServer) {
  process.env.E2E_BASE_URL = ownServer;
  process.env.E2E_DATA_DIR = process.env[`E2E_DATA_DIR_${process.env.TEST_PARALLEL_INDEX}`];
}

/** The web app's cookie that holds the session's bearer token (apps/web/src/lib/cookies.ts). */
const AUTH_COOKIE = 'auth_token';

/** The demo data set of README.md: one password for every account. */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = {
  /** Courses A (running) and C (expired). */
  participant: { email: 'participant@demo.test', home: '/participant/dashboard' },
  /** Course B only. */
  participant2: { email: 'participant2@demo.test', home: '/participant/dashboard' },
  participant3: { email: 'participant3@demo.test', home: '/participant/dashboard' },
  participant4: { email: 'participant4@demo.test', home: '/participant/dashboard' },
  /** Reserved for tests that change the account (password): no other test signs in with it. */
  participant5: { email: 'participant5@demo.test', home: '/participant/dashboard' },
  /** Coordinates A and C. */
  coordinator: { email: 'coordinator@demo.test', home: '/coordinator/dashboard' },
  /** Coordinates B. */
  coordinator2: { email: 'coordinator2@demo.test', home: '/coordinator/dashboard' },
  /** user_type 0: the admin console (not in the spec); /admin is its overview. */
  admin: { email: 'admin@demo.test', home: '/admin' },
} as const;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;

/** Course A of the demo data: every demo participant's and coordinator's first course. */
export const COURSE_A = 'Certified Expert in Anti-Money Laundering';
/** Course A as the course selects name it: course C, its programme's expired run, has the same name. */
export const COURSE_A_OPTION = `${COURSE_A} (CEAML-2026)`;
/** Course C (expired) as the course selects name it. */
export const COURSE_C_OPTION = `${COURSE_A} (CEAML-2025)`;

/** Creates a post in course A through the Create Post screen; waits for 'Posted Successfully' and the emptied form. */
export async function createPost(page: Page, title: string, body: string): Promise<void> {
  await page.goto('/participant/posts/create');
  await page.getByLabel('Post Title', { exact: true }).fill(title);
  await page.getByLabel('Course Name', { exact: true }).selectOption({ label: COURSE_A_OPTION });
  await page.getByLabel('Body', { exact: true }).fill(body);
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Posted Successfully')).toBeVisible();
  await expect(page.getByLabel('Post Title', { exact: true })).toHaveValue('');
}

/** The login drawer (opened from the top navigation's Login button). */
export function loginDrawer(page: Page) {
  return page.getByRole('dialog', { name: 'Sign In' });
}

/** Opens the login drawer from the public top navigation and fills in the Sign In form, without submitting. */
export async function fillSignInForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login', exact: true }).click();
  const drawer = loginDrawer(page);
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('Email', { exact: true }).fill(email);
  await drawer.getByLabel('Password', { exact: true }).fill(password);
}

/**
 * Signs in through the UI (docs/features.md, Sign-in and sessions): from the home page, Login opens the drawer, Email +
 * Password, 'Sign In'; waits for the role's home screen.
 */
export async function signInThroughUi(page: Page, email: string, password: string, home: string): Promise<void> {
  await page.goto('/');
  await fillSignInForm(page, email, password);
  await loginDrawer(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(home);
}

/**
 * The admin's signed-in cookies, by server, kept by this worker after a sign-in through both steps. The server
 * accepts each 30-second code once, so a second admin sign-in within the same step waits up to 30 s for the next
 * code: a test that signs in as the admin only to get in starts from the kept session instead (the tests of the
 * sign-in and its second step sign in through the form: signInThroughUi, completeTwoStep).
 */
const adminSessions = new Map<string, Cookie[]>();

/**
 * Puts the kept admin session into a page that is signed in as nobody, when the server still takes it as a session
 * through both steps (a test may have signed it out), and opens the admin's home. Answers whether it did.
 */
async function resumeAdminSession(page: Page, testInfo: TestInfo): Promise<boolean> {
  const origin = new URL(process.env.E2E_BASE_URL ?? page.url()).origin;
  const cookies = adminSessions.get(origin);
  const token = cookies?.find((cookie) => cookie.name === AUTH_COOKIE)?.value;
  if (!cookies || !token) return false;
  if ((await page.context().cookies(origin)).some((cookie) => cookie.name === AUTH_COOKIE)) return false;
  const check = await page.request.get(`${origin}/api/admin/user/auth`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const state = check.ok() ? ((await check.json()) as { two_step?: string }).two_step : undefined;
  if (state !== 'verified' && state !== 'off') {
    adminSessions.delete(origin);
    return false;
  }
  // The time an admin sign-in adds to the test's limit (completeTwoStep), so the limits stay as they were.
  testInfo.setTimeout(testInfo.timeout + 10_000);
  // Off the page first: a page still open as someone whose cookies the test cleared gets 401s and signs out,
  // which would delete the session cookie added here (seen in CI: the admin's board then showed the home page).
  await page.goto('about:blank');
  await page.context().addCookies(cookies);
  await page.goto(DEMO_ACCOUNTS.admin.home);
  await expect(page).toHaveURL(DEMO_ACCOUNTS.admin.home);
  // Drawn, as at the end of a sign-in through the form (in the admin's language, at any width).
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  return true;
}

/** What the guards collected in one test. */
interface PageReport {
  cspViolations: string[];
  pageErrors: string[];
}

declare global {
  interface Window {
    __layoutShifts?: { total: number };
    __cspViolations?: string[];
    __reportCspViolation?: (text: string) => Promise<void>;
  }
}

/**
 * From the page's next document on, adds up its layout shifts made without input, as Lighthouse's CLS counts them;
 * the function returned reads the sum in the current document.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    window.__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => window.__layoutShifts?.total ?? 0);
}

export const test = base.extend<{
  /** Signs the page in as a demo account through the UI (an admin through both steps); `password` if changed. */
  loginAs: (role: DemoRole, options?: { password?: string }) => Promise<void>;
  pageReport: PageReport;
  guards: undefined;
}>({
  // This worker's server (set above from global-setup.ts's E2E_BASE_URL_i), whatever the config saw.
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.E2E_BASE_URL ?? baseURL);
  },

  pageReport: async ({ page }, use) => {
    const report: PageReport = { cspViolations: [], pageErrors: [] };
    page.on('pageerror', (error) => report.pageErrors.push(`${page.url()}: ${error.message}`));
    // A binding survives navigations, so violations of every document of the test are kept, not only the last.
    await page.exposeFunction('__reportCspViolation', (text: string) => {
      report.cspViolations.push(text);
    });
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        const source = event.sourceFile ? ` in ${event.sourceFile.split('/').pop()}:${event.lineNumber}` : '';
        const text = `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}${source}`;
        window.__cspViolations?.push(text);
        void window.__reportCspViolation?.(text);
      });
    });
    await use(report);
  },

  guards: [
    async ({ context, page, pageReport }, use) => {
      await context.route(
        (url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http'),
        (route) => route.abort('blockedbyclient'),
      );
      await use(undefined);
      // The document still open has its own list too (in case the binding was not reached before the end).
      const onWindow = await page.evaluate(() => window.__cspViolations ?? []).catch(() => [] as string[]);
      const violations = [...new Set([...pageReport.cspViolations, ...onWindow])];
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(pageReport.pageErrors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],

  loginAs: async ({ page }, use, testInfo) => {
    await use(async (role, options) => {
      const account = DEMO_ACCOUNTS[role];
      if (role === 'admin' && !options?.password && (await resumeAdminSession(page, testInfo))) return;
      await signInThroughUi(page, account.email, options?.password ?? DEMO_PASSWORD, account.home);
      // The admin's second step (decision 013): the demo admin enrols at the first sign-in of the run.
      if (role === 'admin') {
        await completeTwoStep(page, account.email, testInfo);
        adminSessions.set(new URL(page.url()).origin, await page.context().cookies());
      }
    });
  },
});

// The coordinator's and the admin's screens in Bangla on a 390 px phone (docs/i18n.md): each screen measured text by
// text as the dashboards are (bangla-participant.spec.ts): no text wider than its box, none cut by a box that hides what
// overflows, none out of the window (but inside a box that scrolls sideways on purpose), the page no wider than the
// window; the heading in Bangla, `lang="bn"`, the shared lists' words in Bangla (no "SN", "Retry", "Previous", "Next"),
// the audit log's moments as ages in Bangla ("৩ মিনিট আগে"), and nothing axe finds. The work area's menu, opened, is measured too. The accounts' saved language is put back to
// English at the end (the demo accounts are shared by every spec).
import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths.ts';
import { axeFindings } from './axe.ts';
import { backToEnglish, chooseLanguage, overflowingText } from './bangla-check.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { linkStartingWith, settled } from './work-area-screens.ts';

const PHONE = { width: 390, height: 844 } as const;

test.use({ viewport: PHONE });

// Many screens, each measured and checked by axe, on a loaded machine.
test.describe.configure({ timeout: 600_000 });

/** The shared lists' English words (components/list/), whole texts of the page that a Bangla page must not show. */
const LIST_ENGLISH = ['SN', 'Retry', 'Previous', 'Next', 'Loading....'];

async function listEnglishOnScreen(page: Page): Promise<string[]> {
  const pieces = await page.locator('main').evaluate((main) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node.textContent?.trim() ?? '');
    const labels = Array.from(main.querySelectorAll('[data-label]'), (cell) => cell.getAttribute('data-label') ?? '');
    return [...found, ...labels];
  });
  return LIST_ENGLISH.filter((text) => pieces.includes(text));
}

interface Screen {
  /** What the step is called in the report. */
  name: string;
  href: string | (() => string);
  /** Reads what a later screen needs from this one, settled. */
  harvest?: (page: Page) => Promise<void>;
  /** A check of the screen's own, settled. */
  check?: (page: Page) => Promise<void>;
}

/**
 * Opens each screen in Bangla on the phone, waits for its data, and checks it: a heading of Bengali letters, nothing
 * overflowing, none of the lists' English words, axe clean (soft, so that one run lists every screen's findings). A
 * screenshot of each is attached to the report.
 */
async function checkScreens(page: Page, screens: readonly Screen[]): Promise<void> {
  for (const screen of screens) {
    const href = typeof screen.href === 'function' ? screen.href() : screen.href;
    await test.step(`${screen.name}: ${href}`, async () => {
      await page.goto(href);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      await settled(page);
      await expect(heading).toHaveText(/[\u0980-\u09FF]/);
      expect.soft(await overflowingText(page), `${screen.name}: overflowing text`).toEqual([]);
      expect.soft(await listEnglishOnScreen(page), `${screen.name}: the lists' English words`).toEqual([]);
      expect.soft(await axeFindings(page), `${screen.name}: axe at 390 px in Bangla`).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`${screen.name.replace(/\W+/g, '-')}.png`),
        fullPage: true,
      });
      await screen.check?.(page);
      await screen.harvest?.(page);
    });
  }
}

/** Opens the work area's menu (the sidebar, below `lg`), measures it, and closes it again. */
async function checkOpenMenu(page: Page): Promise<void> {
  await test.step('the menu, open', async () => {
    await page.locator('.work-area-topbar:visible').getByRole('button', { name: 'মেনু', exact: true }).click();
    const menu = page.locator('.work-area-sidebar nav');
    await expect(menu).toBeVisible();
    await expect(menu).toHaveText(/[\u0980-\u09FF]/);
    // Measured once it has slid in (while it slides, its texts are partly left of the window).
    await expect
      .poll(() => overflowingText(page), { message: 'the open menu: overflowing text', timeout: 10_000 })
      .toEqual([]);
    await page.screenshot({ path: test.info().outputPath('menu.png') });
    await page.keyboard.press('Escape');
  });
}

test("the coordinator's screens in Bangla on a 390 px phone", async ({ page, loginAs }) => {
  const account = DEMO_ACCOUNTS.coordinator;
  const screens = paths.coordinator;
  await loginAs('coordinator');
  await chooseLanguage(page, account, 'bn');
  const found = { courseId: 0, participants: '', contentDetails: '', submissionDetails: '', postReplies: '' };
  try {
    await checkScreens(page, [
      { name: 'dashboard', href: screens.dashboard.path },
      {
        name: 'courses',
        href: screens.courses.path,
        harvest: async (current) => {
          found.participants = await linkStartingWith(current, `${screens.participants.path}?`);
          found.courseId = Number(new URL(found.participants, 'http://x').searchParams.get('courseId'));
          expect(found.courseId).toBeGreaterThan(0);
        },
      },
      {
        name: 'contents',
        href: () => screens.contents.getHref({ status: 1, courseId: found.courseId }),
        harvest: async (current) => {
          found.contentDetails = await linkStartingWith(current, screens.contentDetails.path);
        },
      },
      { name: 'content details', href: () => found.contentDetails },
      {
        name: 'assignments',
        href: () => screens.assignments.getHref({ status: 1, courseId: found.courseId }),
        harvest: async (current) => {
          found.submissionDetails = await linkStartingWith(current, screens.submissionDetails.path);
        },
      },
      { name: 'submit details', href: () => found.submissionDetails },
      { name: 'participants', href: () => found.participants },
      {
        name: 'forum',
        href: screens.allPosts.path,
        harvest: async (current) => {
          found.postReplies = await linkStartingWith(current, '/coordinator/posts/reply/');
        },
      },
      { name: 'a post', href: () => found.postReplies },
      { name: 'unanswered posts', href: screens.unansweredPosts.path },
      { name: 'evaluation rules', href: () => screens.evaluationRules.getHref(found.courseId) },
      { name: 'marks', href: () => screens.evaluationMarks.getHref({ course: found.courseId }) },
    ]);
    await page.goto(screens.dashboard.path);
    await settled(page);
    await checkOpenMenu(page);
  } finally {
    await backToEnglish(page, account);
  }
});

test("the admin console's screens in Bangla on a 390 px phone", async ({ page, loginAs }) => {
  const account = DEMO_ACCOUNTS.admin;
  await loginAs('admin');
  await chooseLanguage(page, account, 'bn');
  try {
    await checkScreens(page, [
      { name: 'overview', href: account.home },
      { name: 'coordinators', href: '/admin/coordinators' },
      { name: 'participants', href: '/admin/participants' },
      { name: 'courses', href: '/admin/courses' },
      { name: 'invitations', href: '/admin/invitations' },
      { name: 'certificates', href: '/admin/certificates' },
      { name: 'inbox', href: '/admin/inbox' },
      {
        name: 'audit log',
        href: '/admin/audit',
        // The newest entry (at least the language just saved): its moment as an age in Bangla, as in English.
        check: async (current) => {
          await expect(current.getByRole('main').locator('time').first()).toHaveText(/^([০-৯]+ \S+ আগে|এইমাত্র)$/);
        },
      },
      { name: 'maintenance', href: '/admin/maintenance' },
    ]);
    await page.goto(account.home);
    await settled(page);
    await checkOpenMenu(page);
  } finally {
    await backToEnglish(page, account);
  }
});

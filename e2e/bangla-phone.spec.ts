// The coordinator's and the admin's screens in Bangla on a 390 px phone (docs/i18n.md): each screen measured text by
// text as the dashboards are (bangla-participant.spec.ts): no text wider than its box, none cut by a box that hides what
// overflows, none out of the window (but inside a box that scrolls sideways on purpose), the page no wider than the
// window; the heading in Bangla, `lang="bn"`, the shared lists' words in Bangla (no "SN", "Retry", "Previous", "Next"),
// the audit log's moments as ages in Bangla ("৩ মিনিট আগে"), and nothing axe finds. The work area's menu, opened, is measured too. The accounts' saved language is put back to
// English at the end (the demo accounts are shared by every spec).
import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths.ts';
import { axeFindings } from './axe.ts';
import { backToEnglish, chooseLanguage } from './bangla-check.ts';
import { DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { linkStartingWith, settled } from './work-area-screens.ts';

const PHONE = { width: 390, height: 844 } as const;

test.use({ viewport: PHONE });

// Many screens, each measured and checked by axe, on a loaded machine.
test.describe.configure({ timeout: 600_000 });

/**
 * What is clipped or overflows on the page now: every visible element holding text whose text is wider than its box
 * (or taller, where the box hides what overflows), or whose text sticks out of the window (unless a box between scrolls
 * sideways: a wide table's own scroll) or out of a box that hides what overflows; the page itself wider than the
 * window; a chart label longer than its column. The same measure as the dashboards' (bangla-participant.spec.ts), over
 * the whole page (the frame and an open menu too), not only the main area.
 */
async function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    if (document.documentElement.scrollWidth > window.innerWidth) {
      found.add(`the page is ${document.documentElement.scrollWidth} px wide in a ${window.innerWidth} px window`);
    }
    const clips = (style: CSSStyleDeclaration) =>
      ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
    const scrollsSideways = (style: CSSStyleDeclaration) => ['auto', 'scroll'].includes(style.overflowX);
    // Hidden the visually-hidden way (a 1 px box clipped to nothing: the table's header row when the rows are cards).
    const clippedAway = (element: Element) => {
      for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true;
      }
      return false;
    };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const textNodes = Array.from(element.childNodes).filter(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (textNodes.length === 0) continue;
      if (element.closest('svg, script, style, details:not([open]), .visually-hidden, .visually-hidden-focusable')) {
        continue;
      }
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) || clippedAway(element)) continue;
      const style = getComputedStyle(element);
      if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) {
        found.add(`text wider than its box: ${name(element)}`);
      }
      if (clips(style) && element.clientHeight > 0 && element.scrollHeight > element.clientHeight + 1) {
        found.add(`text clipped in height: ${name(element)}`);
      }
      let inScroller = false;
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (scrollsSideways(getComputedStyle(box))) inScroller = true;
      }
      for (const node of textNodes) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.width === 0) continue;
        if (!inScroller && (text.left < -1 || text.right > window.innerWidth + 1)) {
          found.add(`text out of the window: ${name(element)}`);
        }
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
          if (!clips(getComputedStyle(box))) continue;
          const frame = box.getBoundingClientRect();
          const outside =
            text.left < frame.left - 1 ||
            text.right > frame.right + 1 ||
            text.top < frame.top - 1 ||
            text.bottom > frame.bottom + 1;
          if (outside) found.add(`text cut by a box that hides overflow: ${name(element)}`);
        }
      }
    }
    // A box that scrolls sideways is the layout's own choice only where its rows are too wide for a phone on purpose;
    // on these screens none should have to (lists are cards on a phone): one that does hides text past its edge.
    for (const box of Array.from(document.querySelectorAll('main *'))) {
      if (!scrollsSideways(getComputedStyle(box)) || !box.checkVisibility()) continue;
      if (box.scrollWidth > box.clientWidth + 1) {
        found.add(`a box scrolls sideways (${box.scrollWidth} px in ${box.clientWidth}): ${name(box)}`);
      }
    }
    // A bar chart's labels sit in a column left of the bars (x = 0 up to the bars' start).
    for (const svg of Array.from(document.querySelectorAll('main svg'))) {
      const barStart = Math.min(
        ...Array.from(svg.querySelectorAll('rect')).map((rect) => Number(rect.getAttribute('x'))),
      );
      for (const label of Array.from(svg.querySelectorAll('text'))) {
        if (Number(label.getAttribute('x')) !== 0 || !Number.isFinite(barStart)) continue;
        const length = (label as SVGTextElement).getComputedTextLength();
        if (length > barStart - 2) found.add(`chart label longer than its column: "${label.textContent}"`);
      }
    }
    return [...found];
  });
}

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

// axe-core on every screen of both work areas (issue 22): every path of `paths.participant` and
// `paths.coordinator` (apps/web/src/app/paths.ts), those that need an id with a real one of the demo data (taken
// from the link the app itself shows: a post's replies, a content's view details, an assignment's submit
// details, a course's participants), once the screen's data is there (no spinner, nothing busy, the network
// idle), the assignment lists in each of their states (a course, every course, the expired ones). Every rule
// axe-core has, its experimental ones too (label-content-name-mismatch among them), whatever the impact, but for the few that only test
// WCAG's AAA level (enhanced contrast of 7:1 fails Bootstrap's palette everywhere; the portal aims at AA): any
// finding fails the test, and every finding of every screen is listed (soft assertions), not only the first. The
// off-canvas menu and a delete dialog are checked open as well.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axeCore from 'axe-core';
import { paths } from '../apps/web/src/app/paths.ts';
import { type DemoRole, expect, test } from './fixtures.ts';

/** Waits until the screen shows its data: network idle, no spinner (page, list or chart), no busy region. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.spinner-border')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Every rule of axe-core (those it leaves off by default and the experimental ones too) but the AAA-only ones. */
const RULES = axeCore
  .getRules()
  .filter((rule) => !rule.tags.includes('wcag2aaa'))
  .map((rule) => rule.ruleId);

/** axe-core's findings on the page as it is now, one line each: rule, impact, what it says, where. */
async function axeFindings(page: Page): Promise<string[]> {
  const enabled = Object.fromEntries(RULES.map((rule) => [rule, { enabled: true }]));
  const results = await new AxeBuilder({ page }).options({ rules: enabled }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The `href` of the first link on the page that starts with `prefix` (a link the app offers to a screen). */
async function linkStartingWith(page: Page, prefix: string): Promise<string> {
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await expect(link, `a link to ${prefix}…`).toBeAttached();
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  return href ?? '';
}

interface Visit<Screen extends string> {
  screen: Screen;
  /** The address, or how to find it (read from the links of the screens visited before). */
  href: string | (() => string);
  /** The screen title the document title starts with (a redirect lands on another screen's). */
  title: string;
  /** Reads what a later visit needs from the settled screen. */
  harvest?: (page: Page) => Promise<void>;
}

/** Visits each screen in turn, waits for its data, runs axe; returns the screens visited. */
async function visitAll<Screen extends string>(page: Page, visits: Visit<Screen>[]): Promise<Set<Screen>> {
  for (const visit of visits) {
    const href = typeof visit.href === 'function' ? visit.href() : visit.href;
    await test.step(`${visit.screen}: ${href}`, async () => {
      await page.goto(href);
      await expect(page).toHaveTitle(new RegExp(`^${visit.title.replace(/[()]/g, '\\$&')}\\b`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
      expect.soft(await axeFindings(page), `axe on ${href}`).toEqual([]);
      await visit.harvest?.(page);
    });
  }
  return new Set(visits.map((visit) => visit.screen));
}

async function signIn(page: Page, loginAs: (role: DemoRole) => Promise<void>, role: DemoRole) {
  await loginAs(role);
  await settled(page);
}

test.describe('axe-core on every screen of the work areas', () => {
  test('participant area: every screen, no finding of any impact', async ({ page, loginAs }) => {
    test.setTimeout(180_000);
    await signIn(page, loginAs, 'participant');
    const screens = paths.participant;
    let postHref = '';
    const visits: Visit<keyof typeof screens>[] = [
      { screen: 'root', href: screens.root.path, title: screens.dashboard.title },
      { screen: 'dashboard', href: screens.dashboard.path, title: screens.dashboard.title },
      { screen: 'profile', href: screens.profile.path, title: screens.profile.title },
      { screen: 'courses', href: screens.courses.path, title: screens.courses.title },
      {
        screen: 'allPosts',
        href: screens.allPosts.path,
        title: screens.allPosts.title,
        harvest: async (current) => {
          postHref = await linkStartingWith(current, '/participant/posts/reply/');
        },
      },
      { screen: 'postReplies', href: () => postHref, title: screens.postReplies.title },
      { screen: 'myPosts', href: screens.myPosts.path, title: screens.myPosts.title },
      { screen: 'createPost', href: screens.createPost.path, title: screens.createPost.title },
      { screen: 'unansweredPosts', href: screens.unansweredPosts.path, title: screens.unansweredPosts.title },
      { screen: 'myReplies', href: screens.myReplies.path, title: screens.myReplies.title },
      { screen: 'assignments', href: screens.assignments.path, title: screens.assignments.title },
      { screen: 'contents', href: screens.contents.path, title: screens.contents.title },
    ];
    const visited = await visitAll(page, visits);
    expect([...visited].sort(), 'every participant screen of paths.ts').toEqual(Object.keys(screens).sort());
  });

  test('coordinator area: every screen, no finding of any impact', async ({ page, loginAs }) => {
    test.setTimeout(180_000);
    await signIn(page, loginAs, 'coordinator');
    const screens = paths.coordinator;
    const found = { courseId: 0, participants: '', contentDetails: '', submissionDetails: '', postReplies: '' };
    const visits: Visit<keyof typeof screens>[] = [
      { screen: 'root', href: screens.root.path, title: screens.dashboard.title },
      { screen: 'dashboard', href: screens.dashboard.path, title: screens.dashboard.title },
      {
        screen: 'courses',
        href: screens.courses.path,
        title: screens.courses.title,
        harvest: async (current) => {
          found.participants = await linkStartingWith(current, `${screens.participants.path}?`);
          found.courseId = Number(new URL(found.participants, 'http://x').searchParams.get('courseId'));
          expect(found.courseId, `the course of ${found.participants}`).toBeGreaterThan(0);
        },
      },
      // 'Select a Course' first, then a course's list.
      { screen: 'participants', href: screens.participants.path, title: screens.participants.title },
      { screen: 'participants', href: () => found.participants, title: screens.participants.title },
      // Contents and assignments: 'Select a Course' first, then the running course's list.
      { screen: 'contents', href: screens.contents.path, title: screens.contents.title },
      {
        screen: 'contents',
        href: () => screens.contents.getHref({ status: 1, courseId: found.courseId }),
        title: screens.contents.title,
        harvest: async (current) => {
          found.contentDetails = await linkStartingWith(current, screens.contentDetails.path);
        },
      },
      { screen: 'contentDetails', href: () => found.contentDetails, title: screens.contentDetails.title },
      { screen: 'assignments', href: screens.assignments.path, title: screens.assignments.title },
      {
        screen: 'assignments',
        href: () => screens.assignments.getHref({ status: 1, courseId: found.courseId }),
        title: screens.assignments.title,
        harvest: async (current) => {
          found.submissionDetails = await linkStartingWith(current, screens.submissionDetails.path);
        },
      },
      // Every course's running assignments, and the expired ones (with the other run of course A's name).
      {
        screen: 'assignments',
        href: () => screens.assignments.getHref({ status: 1 }),
        title: screens.assignments.title,
      },
      {
        screen: 'assignments',
        href: () => screens.assignments.getHref({ status: 0 }),
        title: screens.assignments.title,
      },
      { screen: 'submissionDetails', href: () => found.submissionDetails, title: screens.submissionDetails.title },
      { screen: 'profile', href: screens.profile.path, title: screens.profile.title },
      {
        screen: 'allPosts',
        href: screens.allPosts.path,
        title: screens.allPosts.title,
        harvest: async (current) => {
          found.postReplies = await linkStartingWith(current, '/coordinator/posts/reply/');
        },
      },
      { screen: 'postReplies', href: () => found.postReplies, title: screens.postReplies.title },
      { screen: 'createPost', href: screens.createPost.path, title: screens.createPost.title },
      { screen: 'myPosts', href: screens.myPosts.path, title: screens.myPosts.title },
      { screen: 'unansweredPosts', href: screens.unansweredPosts.path, title: screens.unansweredPosts.title },
    ];
    const visited = await visitAll(page, visits);
    expect([...visited].sort(), 'every coordinator screen of paths.ts').toEqual(Object.keys(screens).sort());
  });

  test('the off-canvas menu and a delete dialog, open, have no finding either', async ({ page, loginAs }) => {
    test.setTimeout(90_000);
    await signIn(page, loginAs, 'coordinator');

    // Below lg the sidebar is an off-canvas dialog opened by 'Menu'.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(paths.coordinator.dashboard.path);
    await settled(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Coordinator menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('navigation', { name: 'Coordinator menu' })).toBeVisible();
    await settled(page);
    expect.soft(await axeFindings(page), 'axe with the menu open').toEqual([]);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    // The confirmation before deleting one of the coordinator's contents (cancelled: nothing is deleted).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(paths.coordinator.courses.path);
    await settled(page);
    const participantsHref = await linkStartingWith(page, `${paths.coordinator.participants.path}?`);
    const courseId = Number(new URL(participantsHref, 'http://x').searchParams.get('courseId'));
    await page.goto(paths.coordinator.contents.getHref({ status: 1, courseId }));
    await settled(page);
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete Content' });
    await expect(dialog).toBeVisible();
    await settled(page);
    expect.soft(await axeFindings(page), 'axe with the delete dialog open').toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
  });
});

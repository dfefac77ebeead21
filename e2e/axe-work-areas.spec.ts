// axe-core on every screen of both work areas (issue 22): every path of `paths.participant` and
// `paths.coordinator` (apps/web/src/config/paths.ts), those that need an id with a real one of the demo data (taken
// from the link the app itself shows: a post's replies, a content's view details, an assignment's submit
// details, a course's participants), once the screen's data is there (no spinner, nothing busy, the network
// idle), the assignment lists in each of their states (a course, every course, the expired ones). Every rule
// axe-core has, its experimental ones too (label-content-name-mismatch among them), whatever the impact, but for the few that only test
// WCAG's AAA level (enhanced contrast of 7:1 fails Bootstrap's palette everywhere; the portal aims at AA): any
// finding fails the test, and every finding of every screen is listed (soft assertions), not only the first. The
// off-canvas menu and a delete dialog are checked open as well.
import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths.ts';
import { axeFindings } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  coordinatorVisits,
  linkStartingWith,
  participantVisits,
  settled,
  signIn,
  visitAll,
} from './work-area-screens.ts';

/** The check of each screen: no finding, all of them listed (soft). */
async function axeCheck(page: Page, href: string): Promise<void> {
  expect.soft(await axeFindings(page), `axe on ${href}`).toEqual([]);
}

test.describe('axe-core on every screen of the work areas', () => {
  test('participant area: every screen, no finding of any impact', async ({ page, loginAs }) => {
    test.setTimeout(300_000);
    await signIn(page, loginAs, 'participant');
    const screens = paths.participant;
    const visited = await visitAll(page, participantVisits(), axeCheck);
    expect([...visited].sort(), 'every participant screen of paths.ts').toEqual(Object.keys(screens).sort());
  });

  test('coordinator area: every screen, no finding of any impact', async ({ page, loginAs }) => {
    test.setTimeout(300_000);
    await signIn(page, loginAs, 'coordinator');
    const screens = paths.coordinator;
    const visited = await visitAll(page, coordinatorVisits(), axeCheck);
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

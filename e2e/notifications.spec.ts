// Notifications (docs/features.md, Notifications): a coordinator creates an assignment; the participant's bell shows
// it unread, the Notifications page lists it in bold, and its link opens the assignments with it, marking it read.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { COURSE_A_OPTION, type DemoRole, expect, test } from './fixtures.ts';

function uniqueTitle(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

function displayDate(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
}

async function switchTo(page: Page, loginAs: (role: DemoRole) => Promise<void>, role: DemoRole) {
  await page.context().clearCookies();
  await loginAs(role);
}

test.describe('notifications', () => {
  test('a new assignment reaches the participant’s bell, page and link', async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    const title = uniqueTitle('Notified case');

    await loginAs('coordinator');
    await page.goto('/coordinator/assignments');
    await page.getByRole('button', { name: 'New Assignment' }).click();
    const create = page.getByRole('dialog', { name: 'New Assignment' });
    await create.getByLabel('Assignment Title', { exact: true }).fill(title);
    await create.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_A_OPTION });
    await create.getByLabel('Last Submission Date', { exact: true }).fill(displayDate(30));
    await create.getByLabel('Assignment File', { exact: true }).setInputFiles({
      name: 'brief.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(`%PDF-1.4\n% ${title}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`),
    });
    await create.getByRole('button', { name: 'Create Assignment' }).click();
    await expect(page.getByText('Assignment Created Successfully!')).toBeVisible();

    await switchTo(page, loginAs, 'participant');
    // The fan-out runs on the queue, after the answer: the page lists it within a few seconds.
    await expect(async () => {
      await page.goto('/participant/notifications');
      await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    expect(unreadBefore).toBeGreaterThan(0);

    const item = page.getByRole('link', { name: new RegExp(title) });
    await expect(item).toHaveClass(/fw-bold/);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await item.click();
    await expect(page).toHaveURL(/\/participant\/assignments$/);
    await expect(page.getByText(title).first()).toBeVisible();
    await expect(page.getByRole('link', { name: `Notifications, ${unreadBefore - 1} unread` })).toBeVisible();
  });
});

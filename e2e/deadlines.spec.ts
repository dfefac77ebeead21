// Deadlines in view (docs/features.md, "Deadlines in view"; docs/decisions/026): a coordinator sets an assignment due in
// three days; the participant's dashboard lists it under "Due soon" above the cards (at 390 px too, axe clean, by
// keyboard), and the calendar address they make answers an anonymous calendar app with text/calendar holding it.
import type { Page } from '@playwright/test';
import { axeFindings } from './axe.ts';
import { COURSE_A_OPTION, type DemoRole, expect, test } from './fixtures.ts';

function uniqueTitle(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** d-M-yyyy, `days` from today (far enough from midnight in any zone for a 3-day margin). */
function typedDate(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  return `${date.getUTCDate()}-${date.getUTCMonth() + 1}-${date.getUTCFullYear()}`;
}

async function switchTo(page: Page, loginAs: (role: DemoRole) => Promise<void>, role: DemoRole) {
  await page.context().clearCookies();
  await loginAs(role);
}

test('an assignment due in three days is in Due soon and in the participant’s calendar feed', async ({
  page,
  loginAs,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = uniqueTitle('Deadline drill');

  await loginAs('coordinator');
  await page.goto('/coordinator/assignments');
  await page.getByRole('button', { name: 'New Assignment' }).click();
  const create = page.getByRole('dialog', { name: 'New Assignment' });
  await create.getByLabel('Assignment Title', { exact: true }).fill(title);
  await create.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_A_OPTION });
  await create.getByLabel('Last Submission Date', { exact: true }).fill(typedDate(3));
  await create.getByLabel('Assignment File', { exact: true }).setInputFiles({
    name: 'brief.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n% ${title}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`),
  });
  await create.getByRole('button', { name: 'Create Assignment' }).click();
  await expect(page.getByText('Assignment Created Successfully!')).toBeVisible();

  // participant2 is in course B only: the new assignment of course A is not theirs.
  await switchTo(page, loginAs, 'participant2');
  await expect(page.getByRole('region', { name: 'Due soon' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Due soon' })).not.toContainText(title);

  await switchTo(page, loginAs, 'participant');
  await page.setViewportSize({ width: 390, height: 844 });
  const dueSoon = page.getByRole('region', { name: 'Due soon' });
  const item = dueSoon.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText(/Closes in (2|3) days/);
  await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', '/participant/assignments');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The calendar feed box, by keyboard: make an address (or a new one, confirmed), then read it.
  const box = page.getByRole('region', { name: 'Calendar feed' });
  const make = box.getByRole('button', { name: /^Make (an|a new) address$/ });
  await make.focus();
  const isNew = (await make.textContent()) === 'Make a new address';
  await page.keyboard.press('Enter');
  if (isNew) {
    const dialog = page.getByRole('dialog', { name: 'Make a new address' });
    await dialog.getByRole('button', { name: 'Make a new address' }).focus();
    await page.keyboard.press('Enter');
  }
  const field = box.getByRole('textbox', { name: 'Your calendar address' });
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(box.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/r\?cid=webcal%3A%2F%2F/,
  );
  await expect(page.getByText('A new calendar address was made.')).toBeHidden({ timeout: 10_000 });
  // The long address stays inside the phone's width, and axe finds nothing with it shown.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeFindings(page)).toEqual([]);

  // A calendar app fetches it without the portal's session.
  const address = new URL(await field.inputValue());
  const anonymous = await playwright.request.newContext({ baseURL });
  const feed = await anonymous.get(address.pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text).toContain(`SUMMARY:Assignment due: ${title}`);
  await anonymous.dispose();
});

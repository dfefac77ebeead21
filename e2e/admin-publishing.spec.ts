// Publishing from the admin console in Chromium (docs/decisions/012-admin-console.md, "Publishing"): the admin
// creates a programme with an image and rich text (bold, a list) in the editor; it shows at once on /courses and
// on its own page with that formatting; deleted, its page answers 'Course Not Found!'. The short name is unique to
// the run, so the test depends on no other test and no earlier run.
import { expect, test } from './fixtures.ts';

/** A 1 × 1 PNG (valid image bytes, as the server checks by content). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the admin publishes a programme with rich text; it shows on /courses and on its page', async ({
  page,
  loginAs,
}) => {
  // A sign-in, a save with an image, two public pages and a delete on a 2-core machine.
  test.setTimeout(90_000);
  const shortName = `E2E${Date.now().toString(36).toUpperCase()}`;
  const name = `Certified Test Banker ${shortName}`;

  await loginAs('admin');
  await page.getByRole('button', { name: 'Publishing' }).click();
  await page.getByRole('link', { name: 'Programmes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Programmes' })).toBeVisible();
  await page.getByRole('link', { name: 'New programme' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Programme' })).toBeVisible();

  await page.getByLabel('Short name').fill(shortName);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Order').fill('0');
  await page.getByLabel(/^Image/).setInputFiles({ name: 'programme.png', mimeType: 'image/png', buffer: TINY_PNG });

  const module = page.getByRole('textbox', { name: /^Module/ });
  await module.click();
  await page.keyboard.type('Module one: ');
  await page.getByRole('toolbar', { name: 'Module formatting' }).getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('payment systems');
  await expect(module.locator('strong')).toHaveText('payment systems');

  const description = page.getByRole('textbox', { name: /^Description/ });
  await description.click();
  await page.keyboard.type('For officers who:');
  await page.keyboard.press('Enter');
  await page
    .getByRole('toolbar', { name: 'Description formatting' })
    .getByRole('button', { name: 'Bulleted list' })
    .click();
  await page.keyboard.type('run a branch');
  await page.keyboard.press('Enter');
  await page.keyboard.type('lead a digital team');

  await page.getByRole('button', { name: 'Create programme' }).click();
  await expect(page.getByText('Programme created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/programs$/);
  await expect(page.getByRole('row').filter({ hasText: shortName })).toContainText(name);

  // The public site: listed on /courses at once, and its page shows the formatting.
  await page.goto('/courses');
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /^\/media\/programs\//);
  await card.getByRole('link', { name: shortName }).click();
  await expect(page).toHaveURL(`/courses/${shortName.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('.rich-text-modules strong')).toHaveText('payment systems');
  await expect(page.getByRole('listitem').filter({ hasText: 'lead a digital team' })).toBeVisible();

  // Deleted, it is gone from the public site.
  await page.goto('/admin/programs');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Programme' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Deleted Successfully')).toBeVisible();
  await page.goto(`/courses/${shortName.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Course Not Found!' })).toBeVisible();
});

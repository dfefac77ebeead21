// Publishing from the admin console in Chromium (docs/decisions/012-admin-console.md, "Publishing"): the admin
// creates a programme with an image and rich text (bold, a list) in the editor; it shows at once on /courses and
// on its own page with that formatting; deleted, its page answers 'Course Not Found!'. The short name is unique to
// the run, so the test depends on no other test and no earlier run. The other publishing screens go through their
// main path too, and every screen passes axe-core (no serious or critical violation).
import AxeBuilder from '@axe-core/playwright';
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
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await menu.getByRole('button', { name: 'Publishing' }).click();
  await menu.getByRole('link', { name: 'Programmes' }).click();
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

test('the admin lists a coordinator in a batch, edits a director message, adds a gallery image and an organisation', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36).toUpperCase();
  const batch = `Batch E2E ${run}`;

  await loginAs('admin');

  // Coordinators by batch: listed on the programme's public page, then removed again.
  await page.goto('/admin/programs');
  await page.getByRole('link', { name: 'Coordinators of Certified Expert in Anti-Money Laundering' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Programme Coordinators' })).toBeVisible();
  const select = page.getByLabel('Coordinator', { exact: true });
  const value = await select.locator('option', { hasText: '(coordinator@demo.test)' }).getAttribute('value');
  await select.selectOption(value ?? '');
  await page.getByLabel('Batch', { exact: true }).fill(batch);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Coordinator added')).toBeVisible();
  const entry = page.getByRole('row').filter({ hasText: batch });
  await expect(entry).toContainText('coordinator@demo.test');
  await page.goto('/courses/ceaml');
  await expect(page.getByRole('region', { name: batch })).toBeVisible();
  await page.goBack();
  await entry.getByRole('button', { name: /^Remove / }).click();
  await page.getByRole('dialog', { name: 'Remove Coordinator' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted Successfully')).toBeVisible();
  await expect(entry).toHaveCount(0);

  // The Director (Certification)'s message gains a paragraph, shown at once on the public page.
  await page.goto('/admin/director-messages');
  const certification = page.getByRole('region', { name: 'Message from the Director (Certification)' });
  const message = certification.getByRole('textbox', { name: /^Message/ });
  await message.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`Admissions for ${run} are open.`);
  await certification.getByRole('button', { name: 'Save message' }).click();
  await expect(page.getByText('Message saved')).toBeVisible();
  await page.goto('/message-from-director-certification');
  await expect(page.locator('.rich-text p').filter({ hasText: `Admissions for ${run} are open.` })).toBeVisible();

  // A gallery image, last in order, with a link of this site; then deleted.
  const title = `E2E banner ${run}`;
  await page.goto('/admin/gallery');
  await page.getByRole('button', { name: 'Add image' }).click();
  const add = page.getByRole('dialog', { name: 'Add Image' });
  await add.getByLabel('Title').fill(title);
  await add.getByLabel(/^Link/).fill('javascript:alert(1)');
  await add.getByLabel('Order').fill('999');
  await add.getByLabel(/^Image/).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: TINY_PNG });
  await add.getByRole('button', { name: 'Add image' }).click();
  await expect(add.getByText('Link must be an http(s) address or a path of this site starting with /')).toBeVisible();
  await add.getByLabel(/^Link/).fill('/courses');
  await add.getByRole('button', { name: 'Add image' }).click();
  await expect(page.getByText('Image added')).toBeVisible();
  await expect(add).toBeHidden();
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog', { name: 'Delete Image' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted Successfully')).toBeVisible();

  // An organisation: created, refused twice in another case, renamed, searched and deleted.
  const organization = `E2E Bank ${run} PLC`;
  await page.goto('/admin/organizations');
  await page.getByRole('button', { name: 'New organisation' }).click();
  const create = page.getByRole('dialog', { name: 'New Organisation' });
  await create.getByLabel('Name').fill(organization);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Organisation created')).toBeVisible();
  await page.getByRole('button', { name: 'New organisation' }).click();
  await create.getByLabel('Name').fill(organization.toLowerCase());
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('An organisation with this name already exists')).toBeVisible();
  await create.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('search').getByLabel('Search organisations').fill(run);
  await page.getByRole('button', { name: `Rename ${organization}` }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Organisation' });
  await rename.getByLabel('Name').fill(`${organization} (renamed)`);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText('Organisation renamed')).toBeVisible();
  await page.getByRole('button', { name: `Delete ${organization} (renamed)` }).click();
  await page.getByRole('dialog', { name: 'Delete Organisation' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted Successfully')).toBeVisible();
  await expect(page.getByText('No organisations')).toBeVisible();
});

test('the publishing screens have no serious or critical accessibility violation (axe-core)', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin');
  for (const [path, heading] of [
    ['/admin/programs', 'Programmes'],
    ['/admin/programs/new', 'New Programme'],
    ['/admin/programs/1/edit', 'Edit Programme'],
    ['/admin/programs/1/coordinators', 'Programme Coordinators'],
    ['/admin/gallery', 'Gallery'],
    ['/admin/director-messages', 'Director Messages'],
    ['/admin/organizations', 'Organisations'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious, path).toEqual([]);
  }
});

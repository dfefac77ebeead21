// Profiles (docs/features.md, Profiles): a participant edits the profile with a new avatar and sees it in the sidebar;
// the conditional fields appear and disappear; Cancel discards changes; a coordinator edits theirs; a participant's new
// e-mail takes effect through the link mailed to it. Accounts of their own (participant4, coordinator2), put back at
// the end of each test, the avatar and the e-mail included (the seed's own picture is uploaded again; the e-mail is
// changed back through a second link).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { EMAIL_CHANGE_CONFIRMED, EMAIL_CHANGE_SENT } from '@portal/contract';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signInThroughUi, test } from './fixtures.ts';
import { linkIn, mailsTo } from './registration-data.ts';
import { ROOT } from './server.ts';

/** A small PNG made here: `size` × `size` pixels of one colour, a real image the browser draws. */
function makePng(size: number, [red, green, blue]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [red, green, blue]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const NEW_AVATAR = makePng(64, [11, 61, 102]);
const seedAsset = (name: string) => fs.readFileSync(path.join(ROOT, 'apps/server/src/seed/assets', name));

function sidebarHeader(page: Page) {
  return page.locator('.sidebar-header');
}

/** Opens the profile from the sidebar header's Profile icon. */
async function openProfile(page: Page, url: string) {
  await sidebarHeader(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
}

async function startEditing(page: Page) {
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('First Name', { exact: true })).toBeEnabled();
}

async function saveAndExpect(page: Page, success: string) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(success)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
}

/** The sidebar avatar's URL once the browser has drawn it. */
async function loadedAvatar(page: Page): Promise<string> {
  const image = sidebarHeader(page).locator('img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return (await image.getAttribute('src')) ?? '';
}

test.describe('participant profile', () => {
  test('edits the profile with a new avatar and sees name and avatar in the sidebar', async ({ page, loginAs }) => {
    await loginAs('participant4');
    await expect(sidebarHeader(page)).toContainText('Nusrat Jahan');
    const oldAvatar = await loadedAvatar(page);
    await openProfile(page, '/participant/profile');
    await expect(page.getByLabel('First Name', { exact: true })).toBeDisabled();

    await startEditing(page);
    await page.getByLabel('First Name', { exact: true }).fill('Nusrat E2E');
    await page
      .getByLabel('Profile Picture')
      .setInputFiles({ name: 'new-face.png', mimeType: 'image/png', buffer: NEW_AVATAR });
    await saveAndExpect(page, 'Profile Edited Successfully!');

    // Without a reload: the header reads the new name and draws the new picture.
    await expect(sidebarHeader(page)).toContainText('Nusrat E2E Jahan');
    const newAvatar = await loadedAvatar(page);
    expect(newAvatar).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.png$/);
    expect(newAvatar).not.toBe(oldAvatar);
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Nusrat E2E');
    await expect(page.getByLabel('First Name', { exact: true })).toBeDisabled();
    // The replaced picture is gone from /media.
    expect((await page.request.get(oldAvatar)).status()).toBe(404);

    // Put the account back: the name and the seed's own picture.
    await startEditing(page);
    await page.getByLabel('First Name', { exact: true }).fill('Nusrat');
    await page.getByLabel('Profile Picture').setInputFiles({
      name: 'avatar-nusrat-jahan.jpg',
      mimeType: 'image/jpeg',
      buffer: seedAsset('avatar-nusrat-jahan.jpg'),
    });
    await saveAndExpect(page, 'Profile Edited Successfully!');
    await expect(sidebarHeader(page)).toContainText('Nusrat Jahan');
    expect(await loadedAvatar(page)).toMatch(/\.jpg$/);
  });

  test('organisation "Others" and the emergency contact reveal their fields, and hide them again', async ({
    page,
    loginAs,
  }) => {
    await loginAs('participant4');
    await openProfile(page, '/participant/profile');
    await startEditing(page);

    const organization = page.getByLabel('Organization', { exact: true });
    const organizationName = page.getByLabel('Organization Name', { exact: true });
    await expect(organizationName).toHaveCount(0);
    await organization.selectOption({ label: 'Others' });
    await expect(organizationName).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Organization name is Required', { exact: true })).toBeVisible();
    await organization.selectOption({ label: 'Islami Bank Bangladesh PLC' });
    await expect(organizationName).toHaveCount(0);

    const emergency = page.getByLabel('Emergency Contact (optional)', { exact: true });
    const relation = page.getByLabel('Relation with Emergency Contact', { exact: true });
    await expect(relation).toHaveCount(0);
    await emergency.fill('01812345678');
    await expect(relation).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This field is required!', { exact: true })).toBeVisible();
    await emergency.fill('');
    await expect(relation).toHaveCount(0);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  });

  test('Cancel discards the changes', async ({ page, loginAs }) => {
    await loginAs('participant4');
    await openProfile(page, '/participant/profile');
    const designation = page.getByLabel('Designation', { exact: true });
    const before = await designation.inputValue();
    await startEditing(page);
    await designation.fill('Changed and discarded');
    await page.getByLabel('Mobile Number', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(designation).toHaveValue(before);
    await expect(designation).toBeDisabled();
    await page.reload();
    await expect(page.getByLabel('Designation', { exact: true })).toHaveValue(before);
  });
});

test('a coordinator edits the profile and the sidebar shows the new faculty name', async ({ page, loginAs }) => {
  await loginAs('coordinator2');
  await expect(sidebarHeader(page)).toContainText('Md. Rafiqul Islam');
  await openProfile(page, '/coordinator/profile');
  const designation = page.getByLabel('Designation', { exact: true });
  await expect(designation).toHaveValue('Associate Professor');

  await startEditing(page);
  await page.getByLabel('First Name', { exact: true }).fill('Rafiqul E2E');
  await designation.fill('Professor');
  await saveAndExpect(page, 'Profile Updated Successfully!');
  await expect(sidebarHeader(page)).toContainText('Rafiqul E2E Islam');
  await page.reload();
  await expect(page.getByLabel('Designation', { exact: true })).toHaveValue('Professor');

  // Put the account back.
  await startEditing(page);
  await page.getByLabel('First Name', { exact: true }).fill('Md. Rafiqul');
  await page.getByLabel('Designation', { exact: true }).fill('Associate Professor');
  await saveAndExpect(page, 'Profile Updated Successfully!');
  await expect(sidebarHeader(page)).toContainText('Md. Rafiqul Islam');
});

test.describe('e-mail change', () => {
  test.skip(!process.env.E2E_DATA_DIR, 'needs the outbox of the server started by global-setup');
  // Two changes, each with its mail, and three sign-ins: longer than the default on a busy machine.
  test.setTimeout(120_000);

  /** Saves `to` as the e-mail of the signed-in participant and follows the link mailed to it. */
  async function changeEmail(page: Page, baseURL: string, from: string, to: string) {
    const before = (await mailsTo(to, /confirm your new e-mail address/)).length;
    await openProfile(page, '/participant/profile');
    await startEditing(page);
    await page.getByLabel('Email', { exact: true }).fill(to);
    await saveAndExpect(page, 'Profile Edited Successfully!');
    await expect(page.getByRole('status').filter({ hasText: EMAIL_CHANGE_SENT })).toBeVisible();
    // Until the link is followed the account keeps its address.
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(from);
    await expect
      .poll(async () => (await mailsTo(to, /confirm your new e-mail address/)).length, { timeout: 10_000 })
      .toBe(before + 1);
    const mail = (await mailsTo(to, /confirm your new e-mail address/)).at(-1);
    await page.goto(linkIn(mail as NonNullable<typeof mail>, `${baseURL}/confirm-email?token=`));
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm E-mail Address' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm E-mail Address' }).click();
    await expect(page.getByText(EMAIL_CHANGE_CONFIRMED)).toBeVisible();
  }

  test('a participant changes the e-mail, follows the mailed link and signs in with the new address', async ({
    page,
    loginAs,
    baseURL,
  }) => {
    const old = DEMO_ACCOUNTS.participant4.email;
    const moved = 'e2e.moved@profile.test';
    const home = DEMO_ACCOUNTS.participant4.home;
    await loginAs('participant4');
    await changeEmail(page, baseURL ?? '', old, moved);
    const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(violations.map((violation) => violation.id)).toEqual([]);
    // The old address was told (the mails are jobs: they arrive a moment after the answers).
    await expect
      .poll(async () => (await mailsTo(old, /a change of your e-mail address was asked/)).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect
      .poll(async () => (await mailsTo(old, /your e-mail address was changed/)).length, { timeout: 10_000 })
      .toBeGreaterThan(0);

    // Signed out, the new address signs in; then the account is put back through a link to the old address.
    await page.context().clearCookies();
    await signInThroughUi(page, moved, DEMO_PASSWORD, home);
    await changeEmail(page, baseURL ?? '', moved, old);
    await page.context().clearCookies();
    await signInThroughUi(page, old, DEMO_PASSWORD, home);
  });
});

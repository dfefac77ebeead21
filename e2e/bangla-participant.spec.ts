// The participant's and coordinator's most used screens in Bangla (docs/i18n.md): a participant signs in, chooses
// Bangla, sees the dashboard, opens a content, uploads a submission to the demo data's open assignment of course B
// (Reading a CIB Report, which no other spec submits to) and sees the profile; a coordinator's dashboard; each with
// `lang="bn"`, its headings in Bangla, no English text of these screens' catalogues on screen and nothing axe finds.
// Both dashboards on a 390 px phone: no text clipped or overflowing (each text's box and its boxes up to the main
// area: scroll size within client size; the chart's labels within their column). The accounts' saved language is put
// back to English at the end (the demo accounts are shared by every spec).
import type { Locator, Page } from '@playwright/test';
import assignmentsEn from '../apps/web/src/i18n/catalogues/assignments.en.ts';
import contentsEn from '../apps/web/src/i18n/catalogues/contents.en.ts';
import dashboardEn from '../apps/web/src/i18n/catalogues/dashboard.en.ts';
import profileEn from '../apps/web/src/i18n/catalogues/profile.en.ts';
import screensEn from '../apps/web/src/i18n/catalogues/screens.en.ts';
import { axeFindings } from './axe.ts';
import { englishOnScreen as englishShown, englishTexts, overflowingText } from './bangla-check.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signInThroughUi, test } from './fixtures.ts';

// Left out: 'Summary' (the cards' list's name, never shown as text) is also a word of a demo content's title, shown as
// written; 'Designation' (the coordinator's field) is also the label of the participant's designation field, one of the
// person's fields the profile shares with registration (translated with it).
const ENGLISH = englishTexts(
  [dashboardEn, assignmentsEn, contentsEn, profileEn, screensEn],
  [dashboardEn.summary, profileEn.designation],
);

/** The English texts of these screens' catalogues in the main area (the area's frame is translated apart) or a dialog. */
const englishOnScreen = (page: Page, where: Locator = page.locator('main')) => englishShown(page, ENGLISH, where);

type Account = (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS];
type Role = 'participant' | 'coordinator';

/** Saves a language in the account's profile through the API (as the switch does), asking again while busy (503). */
async function saveLanguage(page: Page, role: Role, language: 'en' | 'bn'): Promise<void> {
  await expect(async () => {
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'auth_token')?.value;
    const answer = await page.request.put(`/api/${role}/user/language`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { language },
    });
    expect(answer.status()).toBe(200);
  }).toPass({ timeout: 60_000 });
}

/**
 * Chooses Bangla with the area's switch and waits for the page to change; the choice is then saved in the account's
 * profile through the API (what the switch does too: bangla.spec.ts checks that), so that a busy server (503 under
 * load) does not change the run.
 */
async function chooseBangla(page: Page, role: Role): Promise<void> {
  const topbar = page.locator('.work-area-topbar:visible');
  await expect(topbar).toBeVisible();
  await topbar.getByRole('button', { name: 'বাংলা', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await saveLanguage(page, role, 'bn');
}

/** Signs in, chooses Bangla, runs `body`, and puts the account's saved language back to English whatever happened. */
async function inBangla(page: Page, account: Account, body: () => Promise<void>): Promise<void> {
  const role: Role = account.home.startsWith('/coordinator') ? 'coordinator' : 'participant';
  await signInThroughUi(page, account.email, DEMO_PASSWORD, account.home);
  try {
    await chooseBangla(page, role);
    await body();
  } finally {
    await saveLanguage(page, role, 'en');
  }
}

async function onPhone(page: Page, check: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await check();
  expect(await overflowingText(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A small PDF (the server checks the kind by content), unique to this run. */
function makePdf(text: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.describe('the work areas in Bangla', () => {
  test('a participant: dashboard, a content, a submission and the profile, in Bangla', async ({ page }) => {
    test.setTimeout(300_000);
    await inBangla(page, DEMO_ACCOUNTS.participant2, async () => {
      // The dashboard, whole: cards, Due soon, the result summary, the chart and the calendar box.
      const showsDashboard = async () => {
        await expect(heading(page, 'ড্যাশবোর্ড')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'শেষ সময় ঘনিয়ে আসছে' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'আমার ফলাফল' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'অ্যাসাইনমেন্টের অগ্রগতি' })).toBeVisible();
        await expect(page.getByRole('img', { name: /^অ্যাসাইনমেন্টের অগ্রগতি/ })).toBeVisible();
        await expect(page.getByRole('button', { name: /ঠিকানা তৈরি করুন$/ })).toBeVisible();
      };
      await showsDashboard();
      // The cards' counts in Bengali digits.
      const summary = page.getByRole('region', { name: 'সারসংক্ষেপ' });
      await expect(summary.getByRole('link', { name: /^মোট অ্যাসাইনমেন্ট: [০-৯]+$/ })).toBeVisible();
      expect(await englishOnScreen(page)).toEqual([]);
      expect(await axeFindings(page)).toEqual([]);
      await onPhone(page, showsDashboard);

      // A content: the list in Bangla, and its file opens (a signed /files/ link in a new tab).
      await page.goto('/participant/contents');
      await expect(heading(page, 'পাঠ্যসামগ্রী')).toBeVisible();
      const contents = page.getByRole('table', { name: 'আমার পাঠ্যসামগ্রী' });
      const first = contents.getByRole('row').nth(1);
      await expect(first.getByRole('button')).toBeVisible();
      const fileRequest = page.context().waitForEvent('request', (request) => request.url().includes('/files/'));
      const tab = page.context().waitForEvent('page');
      await first.getByRole('button').click();
      const [request, opened] = await Promise.all([fileRequest, tab]);
      expect((await page.request.get(request.url())).status()).toBe(200);
      await opened.close();
      expect(await englishOnScreen(page)).toEqual([]);

      // A submission: the message of an empty upload, then the receipt, in Bangla.
      await page.goto('/participant/assignments');
      await expect(heading(page, 'অ্যাসাইনমেন্ট')).toBeVisible();
      const title = 'Reading a CIB Report';
      const row = page.getByRole('table', { name: 'আমার অ্যাসাইনমেন্ট' }).getByRole('row').filter({ hasText: title });
      // Upload the first time; Change if a run against the same server already submitted.
      await row.getByRole('button', { name: new RegExp(`^${title}( আপলোড করুন|-এর জমা পরিবর্তন করুন)$`) }).click();
      const dialog = page.getByRole('dialog', { name: /^(অ্যাসাইনমেন্ট আপলোড করুন|জমা পরিবর্তন করুন)$/ });
      await dialog.getByRole('button', { name: 'আপলোড করুন', exact: true }).click();
      await expect(dialog.getByText('অনুগ্রহ করে একটি ফাইল বেছে নিন!', { exact: true })).toBeVisible();
      await dialog.getByLabel('অ্যাসাইনমেন্ট ফাইল').setInputFiles({
        name: 'cib-report-answer.pdf',
        mimeType: 'application/pdf',
        buffer: makePdf(`answer ${Date.now()}`),
      });
      await dialog.getByRole('button', { name: 'আপলোড করুন', exact: true }).click();
      await expect(dialog.getByRole('heading', { name: 'জমার রসিদ' })).toBeVisible();
      await expect(dialog.getByText('সময়মতো', { exact: true })).toBeVisible();
      await expect(dialog).toContainText('cib-report-answer.pdf');
      expect(await englishOnScreen(page, dialog)).toEqual([]);
      expect(await englishOnScreen(page)).toEqual([]);
      expect(await axeFindings(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'ঠিক আছে', exact: true }).click();
      await expect(row.getByRole('button', { name: `${title}-এর জমা পরিবর্তন করুন` })).toBeVisible();

      // The profile.
      await page.goto('/participant/profile');
      await expect(heading(page, 'প্রোফাইল')).toBeVisible();
      await expect(page.getByRole('button', { name: 'সম্পাদনা করুন', exact: true })).toBeVisible();
      await expect(page.getByRole('img', { name: 'আপনার ছবি' })).toBeVisible();
      expect(await englishOnScreen(page)).toEqual([]);
    });
  });

  test("a coordinator's dashboard in Bangla, on a desktop and on a phone", async ({ page }) => {
    test.setTimeout(180_000);
    await inBangla(page, DEMO_ACCOUNTS.coordinator, async () => {
      const showsDashboard = async () => {
        await expect(heading(page, 'ড্যাশবোর্ড')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'কোর্সের কার্যক্রম' })).toBeVisible();
        await expect(page.getByRole('img', { name: /^চলমান কোর্সগুলোর কার্যক্রম/ })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'ফলাফল', exact: true })).toBeVisible();
      };
      await showsDashboard();
      const summary = page.getByRole('region', { name: 'সারসংক্ষেপ' });
      await expect(summary.getByRole('link', { name: /^মোট কোর্স: [০-৯]+$/ })).toBeVisible();
      expect(await englishOnScreen(page)).toEqual([]);
      expect(await axeFindings(page)).toEqual([]);
      await onPhone(page, showsDashboard);
    });
  });
});

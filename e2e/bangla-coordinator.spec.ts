// The coordinator's remaining screens in Bangla (docs/i18n.md): the demo coordinator, signed in with Bangla chosen,
// opens the contents list and its upload dialog (its message in Bangla), creates an assignment (the form's messages in
// Bangla first, the last date typed in Bengali digits), opens its submission details, deletes it, and opens the
// participants list of course A; each with `lang="bn"`, its headings in Bangla, no English text of these screens'
// catalogues on screen and nothing axe finds. The assignment's title is unique to the run and the assignment is deleted
// at the end; the account's saved language is put back to English (the demo accounts are shared by every spec).
import type { Locator, Page } from '@playwright/test';
import assignmentsEn from '../apps/web/src/i18n/catalogues/assignments.en.ts';
import contentsEn from '../apps/web/src/i18n/catalogues/contents.en.ts';
import participantsEn from '../apps/web/src/i18n/catalogues/participants.en.ts';
import screensEn from '../apps/web/src/i18n/catalogues/screens.en.ts';
import { axeFindings } from './axe.ts';
import { englishOnScreen as englishShown, englishTexts, inBangla } from './bangla-check.ts';
import { COURSE_A_OPTION, DEMO_ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures.ts';

const COORDINATOR = DEMO_ACCOUNTS.coordinator;

const ENGLISH = englishTexts([
  contentsEn.coordinator,
  contentsEn.form,
  contentsEn.send,
  assignmentsEn.coordinator,
  assignmentsEn.filters,
  assignmentsEn.form,
  assignmentsEn.details,
  assignmentsEn.mark,
  assignmentsEn.versions,
  participantsEn,
  screensEn.coordinator,
]);

/**
 * The English texts of these catalogues in the main area (the frame is translated apart) or a dialog. A text of one
 * word ('Course', 'Owner') counts only as a whole text: the screens also show what people wrote (titles, names,
 * organisations), shown as written.
 */
const englishOnScreen = (page: Page, where: Locator = page.locator('main')) =>
  englishShown(page, ENGLISH, where, { oneWordAsWhole: true });

/** dd-MM-yyyy in Bengali digits, `days` from today (far enough from midnight in any zone). */
function banglaDate(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  const latin = `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
  return latin.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)] ?? digit);
}

/** A small PDF (the server checks the kind by content) whose bytes are unique to this run. */
const makePdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);

test.describe('the coordinator in Bangla', () => {
  test.describe.configure({ timeout: 240_000 });

  test('contents, a new assignment, its submission details and the participants list read in Bangla', async ({
    page,
  }) => {
    const title = `বাংলা অ্যাসাইনমেন্ট ${Date.now().toString(36)}`;
    await inBangla(page, DEMO_PASSWORD, COORDINATOR, async () => {
      // --- The contents list of course A, and its upload dialog with its message.
      await page.goto('/coordinator/contents');
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page.getByRole('heading', { name: 'পাঠ্যসামগ্রী', level: 1, exact: true })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'একটি কোর্স বেছে নিন' })).toBeVisible();
      await page.getByLabel('কোর্স', { exact: true }).selectOption({ label: COURSE_A_OPTION });
      const contents = page.getByRole('table', { name: 'পাঠ্যসামগ্রী' });
      await expect(contents.getByRole('columnheader', { name: 'যত কোর্সে পাঠানো' })).toBeVisible();
      await expect(contents.getByRole('row').nth(1)).toBeVisible();
      expect(await englishOnScreen(page)).toEqual([]);
      expect(await axeFindings(page)).toEqual([]);

      await page.getByRole('button', { name: 'পাঠ্যসামগ্রী আপলোড করুন' }).click();
      const upload = page.getByRole('dialog', { name: 'পাঠ্যসামগ্রী আপলোড করুন' });
      await upload.getByRole('button', { name: 'আপলোড করুন', exact: true }).click();
      await expect(upload.getByText('এই ঘরটি পূরণ করতে হবে!')).toBeVisible();
      expect(await englishOnScreen(page, upload)).toEqual([]);
      expect(await axeFindings(page)).toEqual([]);
      await upload.getByRole('button', { name: 'বাতিল' }).click();
      await expect(upload).toBeHidden();

      // --- A new assignment: the form's messages in Bangla, then the date in Bengali digits.
      await page.goto('/coordinator/assignments');
      await expect(page.getByRole('heading', { name: 'অ্যাসাইনমেন্ট', level: 1, exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'নতুন অ্যাসাইনমেন্ট' }).click();
      const form = page.getByRole('dialog', { name: 'নতুন অ্যাসাইনমেন্ট' });
      await form.getByRole('button', { name: 'অ্যাসাইনমেন্ট তৈরি করুন' }).click();
      await expect(form.getByText('এই ঘরটি পূরণ করতে হবে!').first()).toBeVisible();
      await form.getByLabel('অ্যাসাইনমেন্টের শিরোনাম').fill(title);
      await form.getByLabel('জমার শেষ তারিখ', { exact: true }).fill('৩১-০২-২০৩০');
      await form.getByRole('button', { name: 'অ্যাসাইনমেন্ট তৈরি করুন' }).click();
      await expect(form.getByText('সঠিক তারিখ লিখুন')).toBeVisible();
      expect(await englishOnScreen(page, form)).toEqual([]);
      expect(await axeFindings(page)).toEqual([]);

      await form.getByLabel('কোর্স', { exact: true }).selectOption({ label: COURSE_A_OPTION });
      await form.getByLabel('জমার শেষ তারিখ', { exact: true }).fill(banglaDate(30));
      await form.getByLabel('অ্যাসাইনমেন্ট ফাইল').setInputFiles({
        name: 'brief.pdf',
        mimeType: 'application/pdf',
        buffer: makePdf(title),
      });
      await form.getByRole('button', { name: 'অ্যাসাইনমেন্ট তৈরি করুন' }).click();
      await expect(page.getByText('অ্যাসাইনমেন্ট তৈরি হয়েছে!')).toBeVisible();
      await expect(form).toBeHidden();

      try {
        // --- Its submission details: every participant of course A, none submitted yet.
        const created = page.getByRole('row').filter({ hasText: title });
        await expect(created).toBeVisible();
        expect(await englishOnScreen(page)).toEqual([]);
        await created.getByRole('link').click();
        await expect(page.getByRole('heading', { name: 'জমার বিস্তারিত', level: 1, exact: true })).toBeVisible();
        const submissions = page.getByRole('table', { name: `${title}-এর জমা` });
        await expect(submissions.getByRole('columnheader', { name: 'জমা দিয়েছেন কি না' })).toBeVisible();
        await expect(submissions.getByRole('row').nth(1)).toBeVisible();
        await expect(page.getByRole('button', { name: 'সব জমা ডাউনলোড করুন (জিপ)' })).toBeVisible();
        expect(await englishOnScreen(page)).toEqual([]);
        expect(await axeFindings(page)).toEqual([]);
      } finally {
        // --- Deleted again (other specs list the coordinator's assignments).
        await page.goto('/coordinator/assignments');
        await page.getByRole('button', { name: `${title} মুছে ফেলুন` }).click();
        const confirm = page.getByRole('dialog', { name: 'অ্যাসাইনমেন্ট মুছুন' });
        await confirm.getByRole('button', { name: 'মুছে ফেলুন', exact: true }).click();
        await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
      }

      // --- The participants list of course A.
      await page.goto('/coordinator/participants');
      await expect(page.getByRole('heading', { name: 'অংশগ্রহণকারী', level: 1, exact: true })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'একটি কোর্স বেছে নিন' })).toBeVisible();
      await page.getByLabel('কোর্স', { exact: true }).selectOption({ label: COURSE_A_OPTION });
      await expect(page.getByText(/^মোট [০-৯]+ জন অংশগ্রহণকারী$/)).toBeVisible();
      await expect(page.getByLabel('অংশগ্রহণকারী খুঁজুন')).toHaveAttribute('placeholder', 'নাম, ID, ই-মেইল, মোবাইল');
      expect(await englishOnScreen(page)).toEqual([]);
      expect(await axeFindings(page)).toEqual([]);
    });
  });
});

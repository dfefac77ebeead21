// The admin console in Bangla (docs/i18n.md): the admin signs in (both steps), switches to Bangla in the area's
// header, and walks the overview, people, courses (and a course's page) and invitations; then publishing
// (programmes, a programme's form and coordinators, gallery, director messages, organisations), the certificates
// list, the inbox, the audit log and maintenance: `lang="bn"`, the headings in Bangla, no English text of the
// console's catalogue in the page's main region, axe clean; the new course form shows the contract's message in
// Bangla, the invitation form offers the mail in Bangla first. The admin's language is put back to English at the
// end of each test (the demo accounts are shared by the specs).
import type { Page } from '@playwright/test';
import adminEn from '../apps/web/src/i18n/catalogues/admin.en.ts';
import { axeFindings } from './axe.ts';
import { backToEnglish, chooseLanguage, englishOnScreen as englishShown, englishTexts } from './bangla-check.ts';
import { COURSE_A, DEMO_ACCOUNTS, expect, test } from './fixtures.ts';

/** The console's English texts a Bangla page must not show (their fixed part, before any value put in). */
const ENGLISH = englishTexts([adminEn]);

/**
 * The English texts of the catalogue in the page's main region (the area's frame is another namespace's). A text of
 * one word ('Intake', 'Edit') counts only as a whole text of the page: it is also a word of what people wrote (the
 * demo courses' 'January Intake'), which stays as written.
 */
const englishOnScreen = (page: Page) => englishShown(page, ENGLISH, page.getByRole('main'), { oneWordAsWhole: true });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The screen is there in Bangla: its heading, nothing of the catalogue in English, axe clean. */
async function checkScreen(page: Page, title: string) {
  await expect(heading(page, title)).toBeVisible();
  await expect(page.getByRole('main').getByText(/^লোড হচ্ছে/)).toHaveCount(0);
  // The page's spinner (its hidden 'Loading....' is not translated yet) is gone: what is checked is the screen.
  await expect(page.getByRole('main').getByText('Loading....', { exact: true })).toHaveCount(0);
  expect(await englishOnScreen(page)).toEqual([]);
  expect(await axeFindings(page)).toEqual([]);
}

// Seven screens, each checked by axe, on a loaded machine: more than the default 30 s.
test.describe.configure({ timeout: 300_000 });

test('the admin console in Bangla: overview, people, courses and invitations', async ({ page, loginAs }) => {
  await loginAs('admin');
  await expect(heading(page, 'Overview')).toBeVisible();
  await chooseLanguage(page, DEMO_ACCOUNTS.admin, 'bn');
  try {
    // The overview: the cards and the last backup panel.
    await expect(heading(page, 'সারসংক্ষেপ')).toBeVisible();
    await expect(page.getByRole('link', { name: /^চলমান কোর্স: / })).toBeVisible();
    await expect(page.getByRole('region', { name: 'সর্বশেষ ব্যাকআপ' })).toBeVisible();
    await checkScreen(page, 'সারসংক্ষেপ');

    await page.goto('/admin/coordinators');
    await expect(page.getByRole('button', { name: 'নতুন কো-অর্ডিনেটর' })).toBeVisible();
    await expect(page.getByRole('table').getByText('সক্রিয়', { exact: true }).first()).toBeVisible();
    await checkScreen(page, 'কো-অর্ডিনেটর');

    await page.goto('/admin/participants');
    await expect(page.getByRole('searchbox', { name: 'অংশগ্রহণকারী খুঁজুন' })).toBeVisible();
    await expect(
      page
        .getByRole('table')
        .getByRole('button', { name: /-কে নিষ্ক্রিয় করুন$/ })
        .first(),
    ).toBeVisible();
    await checkScreen(page, 'অংশগ্রহণকারী');

    // Courses, and the new course form's message in Bangla (the contract's English is the key).
    await page.goto('/admin/courses');
    await expect(page.getByRole('link', { name: COURSE_A }).first()).toBeVisible();
    await checkScreen(page, 'কোর্স');
    await page.getByRole('button', { name: 'নতুন কোর্স' }).click();
    const form = page.getByRole('dialog', { name: 'নতুন কোর্স' });
    await form.getByRole('button', { name: 'কোর্স তৈরি করুন' }).click();
    await expect(form.getByText('কোর্সের নাম লিখুন', { exact: true })).toBeVisible();
    await expect(form.getByText('Course name is required')).toHaveCount(0);
    // Bengali digits in a number field are read as Latin ones: no message for a batch typed '৫'.
    await form.getByLabel(/^ব্যাচ/).fill('৫');
    await form.getByLabel(/^কোর্সের নাম/).fill('x');
    await expect(form.getByText('ব্যাচ একটি ধনাত্মক পূর্ণসংখ্যা হতে হবে')).toHaveCount(0);
    expect(await axeFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    // A course's page: its coordinators and participants.
    await page.getByRole('link', { name: COURSE_A }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'কো-অর্ডিনেটর' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'কোর্সের অংশগ্রহণকারী' })).toBeVisible();
    await checkScreen(page, 'কোর্স');

    // Invitations: the form's message in Bangla, and a course's board.
    await page.goto('/admin/invitations');
    await page.getByRole('button', { name: 'আমন্ত্রণ পাঠান' }).click();
    await expect(page.getByText('ই-মেইল ঠিকানা লিখুন', { exact: true })).toBeVisible();
    await checkScreen(page, 'আমন্ত্রণ');
    await page.getByRole('link', { name: 'কোর্সের আমন্ত্রণ বোর্ড' }).click();
    await expect(page.getByText('আমন্ত্রণগুলো দেখতে একটি কোর্স বেছে নিন।')).toBeVisible();
    const course = page.getByLabel(/^কোর্স/);
    const courseA = await course.locator('option', { hasText: COURSE_A }).first().getAttribute('value');
    await course.selectOption(courseA ?? '');
    await expect(page.getByRole('group', { name: 'কোন আমন্ত্রণ দেখাবে' })).toBeVisible();
    await checkScreen(page, 'আমন্ত্রণ বোর্ড');
  } finally {
    // Put the shared account back to English.
    await backToEnglish(page, DEMO_ACCOUNTS.admin);
    await expect(heading(page, 'Overview')).toBeVisible();
  }
});

test('the admin console in Bangla: publishing, certificates, inbox, audit log and maintenance', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await expect(heading(page, 'Overview')).toBeVisible();
  await chooseLanguage(page, DEMO_ACCOUNTS.admin, 'bn');
  try {
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    // The invitation form: the mail's language is the page's, Bangla.
    await page.goto('/admin/invitations');
    await expect(page.getByLabel('আমন্ত্রণের ভাষা')).toHaveValue('bn');

    // Publishing: the programmes, a programme's coordinators by batch, the new programme form (its editor).
    await page.goto('/admin/programs');
    await expect(page.getByRole('link', { name: 'নতুন প্রোগ্রাম' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'প্রোগ্রাম' })).toBeVisible();
    await checkScreen(page, 'প্রোগ্রাম');
    await page
      .getByRole('link', { name: /-এর কো-অর্ডিনেটর$/ })
      .first()
      .click();
    await expect(page.getByRole('form', { name: 'একজন কো-অর্ডিনেটর যোগ করুন' })).toBeVisible();
    await checkScreen(page, 'প্রোগ্রামের কো-অর্ডিনেটর');
    await page.goto('/admin/programs/new');
    await expect(page.getByRole('toolbar', { name: 'মডিউল-এর ফরম্যাটিং' })).toBeVisible();
    await page.getByRole('button', { name: 'প্রোগ্রাম তৈরি করুন' }).click();
    await expect(page.getByText('সংক্ষিপ্ত নাম লিখুন', { exact: true })).toBeVisible();
    await checkScreen(page, 'নতুন প্রোগ্রাম');

    await page.goto('/admin/gallery');
    await expect(page.getByRole('button', { name: 'ছবি যোগ করুন' })).toBeVisible();
    await checkScreen(page, 'গ্যালারি');
    await page.getByRole('button', { name: 'ছবি যোগ করুন' }).click();
    const dialog = page.getByRole('dialog', { name: 'ছবি যোগ করুন' });
    await expect(dialog.getByLabel(/^শিরোনাম/)).toBeVisible();
    expect(await englishOnScreen(page)).toEqual([]);
    expect(await englishShown(page, ENGLISH, dialog, { oneWordAsWhole: true })).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/admin/director-messages');
    await expect(page.getByRole('heading', { level: 2, name: 'মহাপরিচালকের বাণী' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'বাণী সংরক্ষণ করুন' }).first()).toBeVisible();
    await checkScreen(page, 'পরিচালকদের বাণী');

    await page.goto('/admin/organizations');
    await expect(page.getByRole('searchbox', { name: 'প্রতিষ্ঠান খুঁজুন' })).toBeVisible();
    await checkScreen(page, 'প্রতিষ্ঠানসমূহ');

    // The certificates list: its filter and columns.
    await page.goto('/admin/certificates');
    await expect(page.getByRole('searchbox', { name: 'সনদ খুঁজুন' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'সনদ, নতুনগুলো আগে' })).toBeVisible();
    await checkScreen(page, 'সনদ');

    await page.goto('/admin/inbox');
    await expect(page.getByRole('group', { name: 'কোন বার্তা' })).toBeVisible();
    await checkScreen(page, 'ইনবক্স');

    // The audit log: its filters, with what was changed and how as Bangla labels.
    await page.goto('/admin/audit');
    await expect(page.getByLabel('কী', { exact: true })).toBeVisible();
    await expect(
      page.getByLabel('কী', { exact: true }).locator('option', { hasText: 'প্রোগ্রামের কো-অর্ডিনেটর' }),
    ).toHaveCount(1);
    await expect(page.getByLabel('কার্যক্রম', { exact: true }).locator('option', { hasText: 'পুনরায় প্রদান' })).toHaveCount(1);
    await checkScreen(page, 'অডিট লগ');

    await page.goto('/admin/maintenance');
    await expect(page.getByRole('button', { name: 'রক্ষণাবেক্ষণ মোড চালু করুন' })).toBeVisible();
    await expect(page.getByText(/^রক্ষণাবেক্ষণ মোড এখন বন্ধ/)).toBeVisible();
    await checkScreen(page, 'রক্ষণাবেক্ষণ');
  } finally {
    // Put the shared account back to English.
    await backToEnglish(page, DEMO_ACCOUNTS.admin);
    await expect(heading(page, 'Overview')).toBeVisible();
  }
});

// The forum, results, certificates, notifications and reports in Bangla (docs/i18n.md): a participant who chose Bangla
// creates a forum post and reads it, reads their Results and "My certificates" and opens Notifications; a coordinator
// who chose Bangla opens the Report List and a course's result sheet. Each screen has `lang="bn"`, its heading in
// Bangla, no English text of these screens' catalogues in the page's main region (what people wrote, names and
// courses, stays as written; a notification's line is written in Bangla from its kind and values) and no axe finding. The accounts' saved language is put back to English at the end (the
// demo accounts are shared by every spec).
import type { Page } from '@playwright/test';
import certificatesEn from '../apps/web/src/i18n/catalogues/certificates.en.ts';
import forumEn from '../apps/web/src/i18n/catalogues/forum.en.ts';
import notificationsEn from '../apps/web/src/i18n/catalogues/notifications.en.ts';
import reportsEn from '../apps/web/src/i18n/catalogues/reports.en.ts';
import resultsEn from '../apps/web/src/i18n/catalogues/results.en.ts';
import textsEn from '../apps/web/src/i18n/catalogues/texts.en.ts';
import { axeFindings } from './axe.ts';
import { backToEnglish, chooseLanguage, englishOnScreen as englishShown, englishTexts } from './bangla-check.ts';
import { COURSE_A_OPTION, DEMO_ACCOUNTS, expect, test } from './fixtures.ts';
import { settled } from './work-area-screens.ts';

/** The English texts these screens must not show in Bangla: each text's fixed part before a value put in. */
const ENGLISH = englishTexts([certificatesEn, forumEn, notificationsEn, reportsEn, resultsEn, textsEn]);

/**
 * The English texts of the catalogues in the page's main region (the screen; the frame is another namespace's),
 * without the parts `leaveOut` selects (texts the server makes in English).
 */
const englishOnScreen = (page: Page, leaveOut?: string) =>
  englishShown(page, ENGLISH, page.locator('main'), { leaveOut });

/** The screen is in Bangla: its heading, no English text of the catalogues, nothing for axe. */
async function expectBangla(page: Page, heading: string, except?: string) {
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  expect(await englishOnScreen(page, except)).toEqual([]);
  expect(await axeFindings(page)).toEqual([]);
}

test.describe('the forum, results, certificates, notifications and reports in Bangla', () => {
  test('a participant posts in the forum, reads it, their results, certificates and notifications', async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(300_000);
    await loginAs('participant');
    await expect(page.getByRole('navigation', { name: 'Participant menu' })).toBeVisible();
    await chooseLanguage(page, DEMO_ACCOUNTS.participant, 'bn');
    try {
      const title = `বাংলায় প্রশ্ন ${Date.now()}`;
      await page.goto('/participant/posts/create');
      await expectBangla(page, 'পোস্ট লিখুন');
      // The form's messages in Bangla too.
      await page.getByRole('button', { name: 'পোস্ট করুন', exact: true }).click();
      await expect(page.getByText('পোস্টের শিরোনাম লিখুন!', { exact: true })).toBeVisible();
      await expect(page.getByText('একটি কোর্স বেছে নিন!', { exact: true })).toBeVisible();
      await page.getByLabel('পোস্টের শিরোনাম', { exact: true }).fill(title);
      await page.getByLabel('কোর্সের নাম', { exact: true }).selectOption({ label: COURSE_A_OPTION });
      await page.getByLabel('মূল লেখা', { exact: true }).fill('মেয়াদি আমানতের সুদের হার কীভাবে হিসাব হয়?');
      await page.getByRole('button', { name: 'পোস্ট করুন', exact: true }).click();
      await expect(page.getByLabel('পোস্টের শিরোনাম', { exact: true })).toHaveValue('');

      await page.goto('/participant/posts/my_posts');
      await expectBangla(page, 'আমার পোস্ট');
      const card = page.getByRole('article', { name: title });
      // What the participant wrote is shown as written; the card's own words are in Bangla, counts in Bengali digits.
      await expect(card.getByText('আপনি', { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: '০টি উত্তর' })).toBeVisible();
      await card.getByRole('link', { name: title }).click();
      await expectBangla(page, 'পোস্ট ও উত্তর');
      await expect(page.getByText('এই পোস্টে এখনো কোনো উত্তর নেই!')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'উত্তর (০)' })).toBeVisible();

      await page.goto('/participant/results');
      await expectBangla(page, 'ফলাফল');
      const courseA = page.getByRole('article', { name: /\(CEAML-2026\)$/ });
      await expect(courseA.getByRole('row').filter({ hasText: 'Assignment 1' })).toContainText('১৬.৫ / ২০');
      await expect(courseA).toContainText('ফলাফল এখনো প্রকাশিত হয়নি');
      // The course-wise id keeps its Latin digits: people copy it.
      await expect(page.getByRole('article', { name: /\(CEAML-2025\)$/ })).toContainText('CEAML-25-014');

      await page.goto('/participant/certificates');
      await expectBangla(page, 'আমার সনদ');

      await page.goto('/participant/notifications');
      // Each notification's line is written in Bangla from its kind and values (the demo data has several); only the
      // values (course names, titles) are as written.
      await expectBangla(page, 'নোটিফিকেশন');
      const lines = page.locator('main .list-group-item a');
      await expect(lines.first()).toBeVisible();
      for (const line of await lines.allInnerTexts()) expect(line).toMatch(/[\u0980-\u09FF]/);
      await expect(lines.filter({ hasText: /কোর্স/ }).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'ই-মেইলের পছন্দ' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'পছন্দ সংরক্ষণ করুন' })).toBeVisible();
    } finally {
      await backToEnglish(page, DEMO_ACCOUNTS.participant);
    }
  });

  test('a coordinator reads the Report List and a result sheet', async ({ page, loginAs }) => {
    test.setTimeout(240_000);
    await loginAs('coordinator');
    await expect(page.getByRole('navigation', { name: 'Coordinator menu' })).toBeVisible();
    // Chosen on the Report List itself: the switch loads the shown screen's Bangla before the page changes.
    await page.goto('/coordinator/evaluations/report-list');
    await settled(page);
    await chooseLanguage(page, DEMO_ACCOUNTS.coordinator, 'bn');
    try {
      await expectBangla(page, 'রিপোর্ট তালিকা');
      await expect(page.getByRole('columnheader', { name: 'চূড়ান্ত ফলাফল' })).toBeVisible();
      await page
        .getByRole('link', { name: /CEAML-2026/ })
        .first()
        .click();
      await expectBangla(page, 'ফলাফল শিট');
      await expect(page.getByRole('list', { name: 'সংখ্যায় ফলাফল' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'CSV এক্সপোর্ট করুন' })).toBeVisible();
    } finally {
      await backToEnglish(page, DEMO_ACCOUNTS.coordinator);
    }
  });
});

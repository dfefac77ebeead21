// The server's refusals with values inside, in Bangla (docs/i18n.md, Texts with values): the server answers their code
// and values beside the English, and the page writes them from the `texts` catalogue. The demo admin, in Bangla, invites
// a participant already enrolled in course A (refused under the form) and previews a CSV file whose lines name an
// unknown course, a short line and the enrolled participant (each line's problem in Bangla); the demo coordinator, in
// Bangla, lowers course A's 'Final exam' below a mark already entered (the toasted refusal in Bangla). Both refusals
// change nothing. Each screen: `lang="bn"`, no English of the refusals' catalogue on screen, nothing axe finds. The
// accounts' saved language is put back to English at the end (the demo accounts are shared by every spec).
import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths.ts';
import textsEn from '../apps/web/src/i18n/catalogues/texts.en.ts';
import { axeFindings } from './axe.ts';
import { backToEnglish, chooseLanguage, englishOnScreen } from './bangla-check.ts';
import { COURSE_A_OPTION, DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signInThroughUi, test } from './fixtures.ts';

/**
 * Every fixed part of the refusals' English (the words between their values), at least 8 characters: a refusal
 * starting with its value ('… is already enrolled in …') counts by its words too, which `englishTexts` (the part
 * before the first value) would miss.
 */
const ENGLISH = [
  ...new Set(
    Object.values(textsEn.refusal)
      .flatMap((text) => text.split(/\{\{[^}]*\}\}/))
      .map((part) => part.trim())
      .filter((part) => part.length >= 8),
  ),
];

const noEnglish = async (page: Page) => expect(await englishOnScreen(page, ENGLISH, page.locator('main'))).toEqual([]);

test('the admin reads the invitation refusals and the CSV import’s problems in Bangla', async ({ page, loginAs }) => {
  const admin = DEMO_ACCOUNTS.admin;
  await loginAs('admin');
  try {
    await page.goto(paths.admin.invitations.path);
    await chooseLanguage(page, admin, 'bn');
    const invite = page.getByRole('form', { name: 'একজনকে আমন্ত্রণ জানান' });
    await invite.getByLabel('ই-মেইল').fill(DEMO_ACCOUNTS.participant.email);
    await invite.getByLabel('নাম', { exact: true }).fill('Demo Participant');
    await invite.getByLabel('কোর্স', { exact: true }).selectOption({ label: COURSE_A_OPTION });
    await invite.getByRole('button', { name: 'আমন্ত্রণ পাঠান' }).click();
    await expect(invite.getByRole('alert')).toHaveText(
      `${DEMO_ACCOUNTS.participant.email} আগেই CEAML-2026 কোর্সে ভর্তি আছেন।`,
    );

    const csv = [
      'email,name,course,register_type',
      `${DEMO_ACCOUNTS.participant.email},Demo Participant,CEAML-2026,`,
      'e2e.refusal.stray@invite.test,Stray Line,NO-SUCH-COURSE,',
      'e2e.refusal.short@invite.test,Short Line',
    ].join('\r\n');
    await page
      .getByLabel('CSV ফাইল', { exact: true })
      .setInputFiles({ name: 'invitations.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const preview = page.getByRole('table', { name: 'ফাইলের পূর্বরূপ' });
    const row = (email: string) => preview.getByRole('row').filter({ hasText: email });
    await expect(row(DEMO_ACCOUNTS.participant.email)).toContainText(
      `${DEMO_ACCOUNTS.participant.email} আগেই CEAML-2026 কোর্সে ভর্তি আছেন`,
    );
    await expect(row('e2e.refusal.stray@invite.test')).toContainText('"NO-SUCH-COURSE" সংক্ষিপ্ত নামের কোনো কোর্স নেই');
    await expect(row('e2e.refusal.short@invite.test')).toContainText('এই লাইনে ২টি ঘর আছে; হেডারে আছে ৪টি');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await noEnglish(page);
    expect(await axeFindings(page)).toEqual([]);
  } finally {
    await backToEnglish(page, admin);
  }
});

test('the coordinator reads an evaluation rules’ refusal naming a component in Bangla', async ({ page }) => {
  const coordinator = DEMO_ACCOUNTS.coordinator;
  await signInThroughUi(page, coordinator.email, DEMO_PASSWORD, coordinator.home);
  try {
    // Course A's id: the value of its option in the marks screen's course select.
    await page.goto(paths.coordinator.evaluationMarks.getHref());
    const option = page.getByLabel('Course', { exact: true }).locator('option', { hasText: COURSE_A_OPTION });
    const courseId = Number(await option.getAttribute('value'));
    expect(courseId).toBeGreaterThan(0);
    await page.goto(paths.coordinator.evaluationRules.getHref(courseId));
    await chooseLanguage(page, coordinator, 'bn');
    await expect(page.getByRole('heading', { level: 1, name: 'মূল্যায়নের নিয়ম' })).toBeVisible();

    // The demo data's 'Final exam' (out of 100) has marks up to 71: a maximum of 10 is refused, nothing changes.
    const finalExam = page.getByRole('group', { name: '২. Final exam' });
    await finalExam.getByLabel('পূর্ণ নম্বর').fill('10');
    await finalExam.getByLabel(/^ন্যূনতম/).fill('');
    await page.getByRole('button', { name: 'নিয়ম সংরক্ষণ করুন' }).click();
    await expect(page.getByText('“Final exam”-এর পূর্ণ নম্বর আগেই দেওয়া একটি নম্বরের চেয়ে কম।')).toBeVisible();
    expect(await englishOnScreen(page, ENGLISH)).toEqual([]);
    expect(await axeFindings(page)).toEqual([]);
  } finally {
    await backToEnglish(page, coordinator);
  }
});

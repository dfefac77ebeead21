// The coordinator's Evaluation Rules, marks on screen and mark upload in Bangla (docs/i18n.md), on a server of its own
// (the marks typed and uploaded here change no other spec's demo data): course A's rules of the demo data ('Assignment
// 1' released, 'Final exam' a draft with marks). The demo coordinator signs in, chooses Bangla, and opens the course's rules (and a release dialog), types a mark in Bengali
// digits on the marks screen, and previews and commits a filled template on the upload screen: each with `lang="bn"`,
// its heading in Bangla, no English text of these screens' catalogues in the main area or the dialog, and nothing axe
// finds. The account's saved language is put back to English at the end.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Locator, Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths.ts';
import evaluationsEn from '../apps/web/src/i18n/catalogues/evaluations.en.ts';
import importsEn from '../apps/web/src/i18n/catalogues/imports.en.ts';
import marksEn from '../apps/web/src/i18n/catalogues/marks.en.ts';
import { axeFindings } from './axe.ts';
import { englishOnScreen as englishShown, englishTexts, inBangla } from './bangla-check.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures.ts';
import { portalCommand } from './registration-data.ts';
import { type StartedServer, startServer } from './server.ts';

const ENGLISH = englishTexts([evaluationsEn, marksEn, importsEn]);

/**
 * The English texts of these screens' catalogues in the main area (the frame is translated apart) or a dialog. A text
 * of one word ('Name', 'Draft') counts as a whole text only: the component and people's names are shown as written.
 */
const englishOnScreen = (page: Page, where: Locator = page.locator('main')) =>
  englishShown(page, ENGLISH, where, { oneWordAsWhole: true });

let server: StartedServer;
const seeded = { courseId: 0, finalExamId: 0 };

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({
    prepare: async (env) => {
      // The demo data, and the ids of course A and its 'Final exam' read from the embedded database before the server
      // takes it.
      portalCommand(env, ['seed-demo']);
      const db = new PGlite(path.join(String(env.DATA_DIR), 'db'));
      const found = await db.query<{ id: number; course_id: number }>(
        `select c.id, c.course_id from evaluation_components c join courses on courses.id = c.course_id
         where courses.short_name = 'CEAML-2026' and c.name = 'Final exam'`,
      );
      await db.close();
      const row = found.rows[0];
      if (!row) throw new Error('course A (CEAML-2026) has no Final exam in the demo data');
      seeded.courseId = row.course_id;
      seeded.finalExamId = row.id;
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/** The page's heading (h1) in Bangla, `lang="bn"`, no English of the catalogues in `where`, nothing axe finds. */
async function isBangla(page: Page, heading: string, where?: Locator): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(await englishOnScreen(page, where)).toEqual([]);
}

test('the demo coordinator reads Evaluation Rules, types marks and uploads them in Bangla', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  await inBangla(page, DEMO_PASSWORD, DEMO_ACCOUNTS.coordinator, async () => {
    // Evaluation Rules: the components with their release states, the final result, and a release dialog.
    await page.goto(paths.coordinator.evaluationRules.getHref(seeded.courseId));
    await expect(page.getByRole('heading', { name: 'মূল্যায়নের অংশসমূহ' })).toBeVisible();
    const assignment = page.getByRole('group', { name: '১. Assignment 1' });
    await expect(assignment.getByText('প্রকাশিত', { exact: true })).toBeVisible();
    await expect(page.getByTestId('weight-sum')).toHaveText('ওয়েটেজের যোগফল ১০০-এর মধ্যে ১০০');
    await expect(page.getByRole('heading', { name: 'চূড়ান্ত ফলাফল' })).toBeVisible();
    await isBangla(page, 'মূল্যায়নের নিয়ম');
    expect(await axeFindings(page), 'axe on the rules').toEqual([]);

    await page.getByRole('button', { name: 'Final exam প্রকাশের সময় নির্ধারণ করুন' }).click();
    const dialog = page.getByRole('dialog', { name: 'Final exam প্রকাশের সময় নির্ধারণ করুন' });
    await expect(dialog.getByLabel('তারিখ')).toBeVisible();
    // The dialog's opening transition over, focus inside it.
    await page.waitForFunction(() => document.activeElement?.closest('.modal.show') != null);
    expect(await englishOnScreen(page, dialog)).toEqual([]);
    expect(await axeFindings(page), 'axe on the schedule dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'বাতিল' }).click();
    await expect(dialog).toBeHidden();

    // Marks on screen: a mark typed in Bengali digits is saved as the number.
    await page.goto(
      paths.coordinator.evaluationMarks.getHref({ course: seeded.courseId, component: seeded.finalExamId }),
    );
    const table = page.getByRole('table', { name: 'Final exam-এর নম্বর' });
    await expect(table.getByRole('columnheader', { name: 'নম্বর (১০০-এর মধ্যে)' })).toBeVisible();
    const box = table.getByRole('textbox').first();
    await expect(box).toBeEnabled();
    await isBangla(page, 'নম্বর লিখুন');
    expect(await axeFindings(page), 'axe on the marks').toEqual([]);
    await box.fill('৪২.৫');
    await page.getByRole('button', { name: 'নম্বর সংরক্ষণ করুন' }).click();
    await expect(page.getByText('নম্বর সংরক্ষিত হয়েছে')).toBeVisible();
    await page.reload();
    await expect(table.getByRole('textbox').first()).toHaveValue('42.5');

    // The upload: the template downloaded, one mark out of range refused in Bangla, then a good one committed.
    await page.goto(
      paths.coordinator.evaluationsUpload.getHref({ courseId: seeded.courseId, componentId: seeded.finalExamId }),
    );
    await expect(page.getByRole('heading', { name: 'Final exam (পূর্ণ নম্বর ১০০, ওয়েটেজ ৬০%)' })).toBeVisible();
    await expect(page.getByText('এই অংশের এখনো কোনো ইমপোর্ট নেই')).toBeVisible();
    await isBangla(page, 'নম্বর আপলোড');
    expect(await axeFindings(page), 'axe on the upload').toEqual([]);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'টেমপ্লেট ডাউনলোড করুন (CSV)' }).click();
    const lines = fs
      .readFileSync(await (await downloading).path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    const second = lines[3]?.split(',')[0];
    if (!second) throw new Error('the template lists fewer than two participants');
    const filled = (marks: string) =>
      Buffer.from([...lines.slice(0, 3), `${second},,${marks}`, ...lines.slice(4)].join('\r\n'));
    const file = page.getByLabel(/^পূরণ করা টেমপ্লেট/);

    await file.setInputFiles({ name: 'marks.csv', mimeType: 'text/csv', buffer: filled('101') });
    await page.getByRole('button', { name: 'প্রিভিউ' }).click();
    await expect(page.getByText(/^১টি সারি গ্রহণ করা হয়নি/)).toBeVisible();
    await expect(page.getByRole('cell', { name: 'গ্রহণ করা হয়নি: সীমার বাইরে: ০ থেকে ১০০' })).toBeVisible();
    await expect(page.getByRole('button', { name: '০টি পরিবর্তন নিশ্চিত করুন' })).toBeDisabled();
    await isBangla(page, 'নম্বর আপলোড');
    expect(await axeFindings(page), 'axe on the preview').toEqual([]);

    await file.setInputFiles({ name: 'marks.csv', mimeType: 'text/csv', buffer: filled('17') });
    await page.getByRole('button', { name: 'প্রিভিউ' }).click();
    await page.getByRole('button', { name: '১টি পরিবর্তন নিশ্চিত করুন' }).click();
    await expect(page.getByText('নম্বর ইমপোর্ট হয়েছে: ১টি নম্বর বদলেছে।')).toBeVisible();
    const imports = page.getByRole('table', { name: 'এই অংশের সাম্প্রতিক ইমপোর্ট' });
    await expect(imports.getByRole('button', { name: 'marks.csv-এর ইমপোর্ট ফিরিয়ে নিন' })).toBeVisible();
    await isBangla(page, 'নম্বর আপলোড');
    // The toasts close first: axe would measure their contrast halfway through the fade.
    await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 20_000 });
    expect(await axeFindings(page), 'axe on the recent imports').toEqual([]);
  });
  await context.close();
});

// Marks from a spreadsheet (docs/features.md, Upload): on a server of its own whose demo data gets one evaluation
// component in course A before it starts, the coordinator downloads the CSV template (for its version stamp and the
// participants), the test writes the filled XLSX with write-excel-file, uploads it, sees the preview (old → new, a
// refused row with its reason, the counts), fixes the file, commits it and sees the import listed with its Undo.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, Page } from '@playwright/test';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { axeFindings } from './axe.ts';
import { COURSE_A_OPTION, DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signInThroughUi, test } from './fixtures.ts';
import { portalCommand } from './registration-data.ts';
import { type StartedServer, startServer } from './server.ts';

let server: StartedServer;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({
    prepare: async (env) => {
      // The demo data, then a component of course A written straight into the embedded database before the
      // server takes it (the rules screens are another feature's).
      portalCommand(env, ['seed-demo']);
      const db = new PGlite(path.join(String(env.DATA_DIR), 'db'));
      await db.query(
        `insert into evaluation_components (course_id, name, max_marks, weight)
         select id, 'Upload test', 50, 20 from courses where short_name = 'CEAML-2026'`,
      );
      await db.close();
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

async function coordinatorWindow(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  const account = DEMO_ACCOUNTS.coordinator;
  await signInThroughUi(page, account.email, DEMO_PASSWORD, account.home);
  return page;
}

async function xlsx(rows: Row[]): Promise<Buffer> {
  return writeXlsxFile(rows).toBuffer();
}

test('a coordinator downloads the template, uploads it filled, previews, commits and sees the import', async ({
  browser,
}) => {
  const page = await coordinatorWindow(browser);
  await page.getByRole('button', { name: 'Evaluations' }).click();
  await page.getByRole('link', { name: 'Upload', exact: true }).click();
  await expect(page).toHaveURL(/\/coordinator\/evaluations\/upload$/);
  await page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_A_OPTION });
  await page.getByLabel('Component', { exact: true }).selectOption({ label: 'Upload test (0 to 50)' });
  await expect(page.getByRole('link', { name: 'Type marks on screen instead' })).toHaveAttribute(
    'href',
    /\/coordinator\/evaluations\/marks\?course=\d+&component=\d+/,
  );

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template (CSV)' }).click();
  const download = await downloading;
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  const stamp = (lines[0] ?? '').split(',').slice(0, 2);
  const participants = lines.slice(2).map((line) => line.split(','));
  expect(stamp[0]).toMatch(/^Version: \d+$/);
  expect(participants.length).toBeGreaterThan(1);
  const [first, second] = participants;
  if (!first?.[0] || !second?.[0]) throw new Error('the template lists no participants');

  const head: Row[] = [
    stamp.map((value) => ({ value })),
    ['Course-wise ID', 'Name', 'Marks'].map((value) => ({ value })),
  ];
  // One mark out of range first: the preview refuses the row and nothing can be committed.
  const wrong = await xlsx([
    ...head,
    [{ value: first[0] }, null, { value: 42.5 }],
    [{ value: second[0] }, null, { value: 51 }],
  ]);
  await page
    .getByLabel('Filled template')
    .setInputFiles({ name: 'marks.xlsx', mimeType: 'application/octet-stream', buffer: wrong });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('1 row is refused')).toBeVisible();
  await expect(page.getByRole('cell', { name: /Refused: Out of range: 0 to 50/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Commit 1 change' })).toBeDisabled();
  expect(await axeFindings(page), 'axe on the preview').toEqual([]);

  const right = await xlsx([
    ...head,
    [{ value: first[0] }, null, { value: 42.5 }],
    [{ value: second[0] }, null, { value: 'AB' }],
  ]);
  await page
    .getByLabel('Filled template')
    .setInputFiles({ name: 'marks.xlsx', mimeType: 'application/octet-stream', buffer: right });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('2 changed')).toBeVisible();
  await expect(page.getByRole('cell', { name: '42.5', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Commit 2 changes' }).click();
  await expect(page.getByText('Marks imported: 2 marks changed.')).toBeVisible();

  const imports = page.getByRole('table', { name: 'Recent imports of this component' });
  await expect(imports.getByRole('cell', { name: 'marks.xlsx', exact: true })).toBeVisible();
  await expect(imports.getByRole('button', { name: 'Undo the import of marks.xlsx' })).toBeVisible();

  // On a 390 px phone the lists are cards and nothing is wider than the screen. The toast closes first: axe would
  // measure its contrast halfway through the fade (seen on a loaded machine).
  const toast = page.locator('[id="success:Marks imported"]');
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 15_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeFindings(page), 'axe at 390 px').toEqual([]);
});

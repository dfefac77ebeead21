// The Report List (docs/features.md, Evaluations → Report List) on a server of its own, whose demo data gets
// evaluation rules and marks before it starts (the embedded database has one user at a time): course A with two
// components, Assignment 1 released and the final exam still Draft, and three participants who pass, fail on the
// final exam's minimum, and miss a mark. The coordinator finds the course in the Report List, reads its figures, the
// distribution and the sheet with Pending statuses, exports it as CSV and XLSX, on a desktop and on a 390 px phone,
// by keyboard, and axe finds nothing.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
// The server's embedded database, opened before the server takes it: the rows no route of this branch writes yet.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Browser, Page } from '@playwright/test';
import { axeFindings } from './axe.ts';
import { COURSE_A_OPTION, DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signInThroughUi, test } from './fixtures.ts';
import { portalCommand } from './registration-data.ts';
import { type StartedServer, startServer } from './server.ts';
import { settled } from './work-area-screens.ts';

const COURSE_A = "(select id from courses where short_name = 'CEAML-2026')";
/**
 * 001: 18/20 × 40 + 80/100 × 60 = 84, Pass. 002: absent (0) + 30/100 × 60 = 18, and 30 is below the final
 * exam's minimum of 40: Fail. 003: no final exam mark: Incomplete. The demo data's own evaluation of course A is
 * removed first (its marks and releases go with its components), so these figures are the only ones.
 */
const SEED_SQL = `
  delete from evaluation_components where course_id = ${COURSE_A};
  delete from evaluation_rules where course_id = ${COURSE_A};
  insert into evaluation_rules (course_id, pass_mark) values (${COURSE_A}, 50);
  insert into evaluation_components (course_id, name, max_marks, weight, min_marks, position) values
    (${COURSE_A}, 'Assignment 1', 20, 40, null, 1),
    (${COURSE_A}, 'Final exam', 100, 60, 40, 2);
  insert into marks (component_id, participant_id, marks, is_absent)
    select c.id, e.participant_id, v.marks, v.absent
    from (values ('CEAML-26-001', 'Assignment 1', 18::numeric, false), ('CEAML-26-001', 'Final exam', 80, false),
      ('CEAML-26-002', 'Assignment 1', null, true), ('CEAML-26-002', 'Final exam', 30, false),
      ('CEAML-26-003', 'Assignment 1', 10, false)) as v (roll, component, marks, absent)
    join enrolments e on e.course_roll = v.roll
    join evaluation_components c on c.course_id = e.course_id and c.name = v.component;
  insert into result_releases (course_id, component_id, effective_at)
    select course_id, id, now() - interval '1 hour' from evaluation_components
    where course_id = ${COURSE_A} and name = 'Assignment 1';
`;

let server: StartedServer;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({
    prepare: async (env) => {
      portalCommand(env, ['seed-demo']);
      const db = await PGlite.create(path.join(env.DATA_DIR as string, 'db'), { extensions: { pg_trgm } });
      await db.exec(SEED_SQL);
      await db.close();
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

async function coordinatorWindow(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport, acceptDownloads: true });
  const page = await context.newPage();
  await signInThroughUi(page, DEMO_ACCOUNTS.coordinator.email, DEMO_PASSWORD, DEMO_ACCOUNTS.coordinator.home);
  return page;
}

async function openCourseSheet(page: Page): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: /Coordinator/ });
  await sidebar.getByRole('button', { name: 'Evaluations' }).click();
  await sidebar.getByRole('link', { name: 'Report List' }).click();
  await expect(page).toHaveURL('/coordinator/evaluations/report-list');
  await settled(page);
  const row = page.getByRole('row', { name: /CEAML-2026/ });
  await expect(row).toContainText('1 of 2');
  await expect(row).toContainText('Not released');
  await row.getByRole('link', { name: COURSE_A_OPTION, exact: true }).click();
  await expect(page).toHaveURL(/\/coordinator\/evaluations\/report-list\/\d+$/);
  await settled(page);
}

test('the coordinator reads course A’s results and exports them', async ({ browser }) => {
  const page = await coordinatorWindow(browser);
  await openCourseSheet(page);

  const figures = page.getByRole('list', { name: 'Results in figures' });
  await expect(figures).toContainText('Participants 3');
  await expect(figures).toContainText('Pass rate 50%');
  await expect(page.getByRole('img', { name: /Distribution of totals/ })).toBeVisible();
  const bands = page.getByRole('table', { name: 'Participants by total (those with a total)' });
  await expect(bands.getByRole('row', { name: '80–89 1' })).toBeVisible();
  await expect(bands.getByRole('row', { name: '10–19 1' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Results by organisation' })).toContainText('Sonali Bank PLC');

  const sheet = page.getByRole('table', { name: /Result sheet of/ });
  await expect(sheet.getByRole('columnheader', { name: 'Assignment 1 (20) Released' })).toBeVisible();
  await expect(sheet.getByRole('columnheader', { name: 'Final exam (100) Draft' })).toBeVisible();
  await expect(sheet.getByRole('row', { name: /CEAML-26-001/ })).toContainText('84');
  await expect(sheet.getByRole('row', { name: /CEAML-26-001/ })).toContainText('Pass (Pending)');
  await expect(sheet.getByRole('row', { name: /CEAML-26-002/ })).toContainText('AB');
  await expect(sheet.getByRole('row', { name: /CEAML-26-002/ })).toContainText('Fail (Pending)');
  await expect(sheet.getByRole('row', { name: /CEAML-26-003/ })).toContainText('Incomplete (Pending)');

  expect(await axeFindings(page)).toEqual([]);

  // By keyboard: the CSV button is reached and pressed without a pointer.
  const csvButton = page.getByRole('button', { name: 'Export CSV' });
  await csvButton.focus();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(csv.suggestedFilename()).toMatch(/^results-CEAML-2026-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await csv.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'SN,Participant Id,Participant Name,Organization Name,Assignment 1 (20),Final exam (100),Total,Status',
  );
  expect(lines[1]).toMatch(/^1,CEAML-26-001,Sabbir Hossain,Sonali Bank PLC,18,80,84,Pass \(Pending\)$/);
  expect(lines[2]).toMatch(/^2,CEAML-26-002,Arif Rahman,.*,AB,30,18,Fail \(Pending\)$/);

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export XLSX' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^results-CEAML-2026-.*\.xlsx$/);
  // An XLSX is a ZIP.
  expect((await readFile(await xlsx.path())).subarray(0, 2).toString()).toBe('PK');
});

test('on a 390 px phone the list and the sheet fit, axe finds nothing', async ({ browser }) => {
  const page = await coordinatorWindow(browser, { width: 390, height: 844 });
  await page.goto('/coordinator/evaluations/report-list');
  await settled(page);
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  expect(await axeFindings(page)).toEqual([]);
  await page
    .getByRole('link', { name: /CEAML-2026/ })
    .first()
    .click();
  await settled(page);
  await expect(page.getByRole('list', { name: 'Results in figures' })).toBeVisible();
  expect(await fits()).toBe(true);
  expect(await axeFindings(page)).toEqual([]);
});

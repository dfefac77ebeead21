// Marks typed on screen and beside a submission (docs/features.md, Evaluations), on a server of its own: the demo data
// plus two evaluation components of course A written into its database before it starts ('Mid-term', and 'KYC
// Profile Review' tied to the demo assignment of that name). The coordinator types a page of marks and finds them
// after a reload, then marks a submission with feedback on the submit details screen and finds it after a reload.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths.ts';
import { axeFindings } from './axe.ts';
import { COURSE_A_OPTION, DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signInThroughUi, test } from './fixtures.ts';
import { portalCommand } from './registration-data.ts';
import { ROOT, type StartedServer, startServer } from './server.ts';

let server: StartedServer;
const seeded = { assignmentId: 0 };

/** Adds the components to the demo database (PGlite in DATA_DIR/db) while no server holds it; prints the assignment. */
const SEED_COMPONENTS = `
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = new PGlite({ dataDir: process.argv[1], extensions: { pg_trgm } });
await db.query(\`insert into evaluation_components (course_id, name, max_marks, weight, position)
  select id, 'Mid-term', 50, 40, 1 from courses where short_name = 'CEAML-2026'\`);
const tied = await db.query(\`insert into evaluation_components (course_id, name, max_marks, weight, assignment_id, position)
  select course_id, 'KYC Profile Review', 20, 60, id, 2 from assignments where title = 'KYC Profile Review'
  returning assignment_id\`);
console.log(JSON.stringify({ assignmentId: tied.rows[0].assignment_id }));
await db.close();
`;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({
    prepare: (env) => {
      portalCommand(env, ['seed-demo']);
      const output = execFileSync(
        process.execPath,
        ['--input-type=module', '-e', SEED_COMPONENTS, path.join(env.DATA_DIR as string, 'db')],
        { cwd: ROOT, env, encoding: 'utf8' },
      );
      seeded.assignmentId = JSON.parse(output.trim().split('\n').at(-1) ?? '{}').assignmentId;
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

async function coordinatorPage(page: Page): Promise<void> {
  await signInThroughUi(page, DEMO_ACCOUNTS.coordinator.email, DEMO_PASSWORD, DEMO_ACCOUNTS.coordinator.home);
}

test('a coordinator types a page of marks, saves it and finds it after a reload', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  await coordinatorPage(page);
  await page.goto(paths.coordinator.evaluationMarks.getHref());
  await expect(page.getByRole('heading', { level: 1, name: 'Type Marks' })).toBeVisible();
  await page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_A_OPTION });
  await page.getByLabel('Component', { exact: true }).selectOption({ label: 'Mid-term (out of 50)' });
  await expect(page).toHaveURL(/course=\d+&component=\d+/);

  const table = page.getByRole('table', { name: 'Marks of Mid-term' });
  const boxes = table.getByRole('textbox');
  await expect(boxes.first()).toBeEnabled();
  const names = await table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.slice(0, 3).map((row) => row.querySelector('td:nth-child(2) .data-table-value')?.firstChild?.textContent),
    );
  expect(names.length).toBeGreaterThanOrEqual(3);
  await boxes.nth(0).fill('42.5');
  await boxes.nth(1).fill('17');
  await table.getByRole('checkbox', { name: `${names[2]} absent` }).check();
  await page.getByRole('button', { name: 'Save marks' }).click();
  await expect(page.getByText('Marks saved')).toBeVisible();

  await page.reload();
  await expect(boxes.nth(0)).toHaveValue('42.5');
  await expect(boxes.nth(1)).toHaveValue('17');
  await expect(table.getByRole('checkbox', { name: `${names[2]} absent` })).toBeChecked();
  await context.close();
});

test('a coordinator marks a submission with feedback beside it on the submit details screen', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  await coordinatorPage(page);
  await page.goto(paths.coordinator.submissionDetails.getHref(seeded.assignmentId));
  await expect(page.getByRole('columnheader', { name: 'KYC Profile Review (out of 20)' })).toBeVisible();
  // Arif Rahman (participant3@demo.test) submitted this assignment in the demo data.
  const marks = page.getByRole('textbox', { name: /^Marks of Arif Rahman/ });
  await marks.fill('18.5');
  await page.getByRole('textbox', { name: /^Feedback to Arif Rahman/ }).fill('Thorough: every red flag is named.');
  await page.getByRole('button', { name: 'Save mark of Arif Rahman' }).click();
  await expect(page.getByText('Mark saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Marks of Arif Rahman/ })).toHaveValue('18.5');
  await expect(page.getByRole('textbox', { name: /^Feedback to Arif Rahman/ })).toHaveValue(
    'Thorough: every red flag is named.',
  );
  // The marks screen shows the same mark in that component.
  await page.goto(paths.coordinator.evaluationMarks.getHref());
  await page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_A_OPTION });
  await page.getByLabel('Component', { exact: true }).selectOption({ label: 'KYC Profile Review (out of 20)' });
  await expect(page.getByRole('textbox', { name: /^Marks of Arif Rahman/ })).toHaveValue('18.5');
  await context.close();
});

test('both screens pass axe on a desktop and at 390 px, where the rows are cards that fit the width', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  await coordinatorPage(page);
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(paths.coordinator.evaluationMarks.getHref());
    await page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_A_OPTION });
    await page.getByLabel('Component', { exact: true }).selectOption({ label: 'Mid-term (out of 50)' });
    await expect(page.getByRole('table', { name: 'Marks of Mid-term' }).getByRole('textbox').first()).toBeEnabled();
    expect(await axeFindings(page), `axe on the marks screen at ${viewport.width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await page.goto(paths.coordinator.submissionDetails.getHref(seeded.assignmentId));
    await expect(page.getByRole('textbox', { name: /^Marks of Arif Rahman/ })).toBeVisible();
    expect(await axeFindings(page), `axe on the submit details at ${viewport.width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  }
  // By keyboard: Tab from a mark box reaches the row's Absent tick.
  await page.goto(paths.coordinator.evaluationMarks.getHref());
  await page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_A_OPTION });
  await page.getByLabel('Component', { exact: true }).selectOption({ label: 'Mid-term (out of 50)' });
  const firstBox = page.getByRole('table', { name: 'Marks of Mid-term' }).getByRole('textbox').first();
  await firstBox.focus();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('type', 'checkbox');
  await context.close();
});

// From rules to released results without a spreadsheet leaving the portal (issue 38's path, docs/features.md,
// Evaluations and Results), on a server of its own with the demo data: coordinator2 gives course B (no rules in the
// demo data) one component and a pass mark, downloads the template, uploads it filled as an XLSX (written here with
// write-excel-file), previews and commits it, releases the component and the final result; participant2 then sees
// the total and Pass on Results, and the transcript prints without the work area's chrome. Before the release the
// participant sees 'Results not published yet' and no mark.
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { paths } from '../apps/web/src/config/paths.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signInThroughUi, test } from './fixtures.ts';
import { type StartedServer, startServer } from './server.ts';
import { linkStartingWith, settled } from './work-area-screens.ts';

let server: StartedServer;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function signedIn(browser: Browser, role: 'coordinator2' | 'participant2'): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  const account = DEMO_ACCOUNTS[role];
  await signInThroughUi(page, account.email, DEMO_PASSWORD, account.home);
  return page;
}

/** Course B's card on the participant's Results. */
const courseB = (page: Page) => page.getByRole('article', { name: /\(CCP-2026\)$/ });

test('a coordinator takes course B from its rules to released results; the participant sees exactly that', async ({
  browser,
}) => {
  const coordinator = await signedIn(browser, 'coordinator2');
  await coordinator.goto(paths.coordinator.courses.path);
  await settled(coordinator);
  const participantsLink = await linkStartingWith(coordinator, `${paths.coordinator.participants.path}?`);
  const courseId = Number(new URL(participantsLink, 'http://x').searchParams.get('courseId'));

  // The rules: one component worth the whole total, a pass mark of 50.
  await coordinator.goto(paths.coordinator.evaluationRules.getHref(courseId));
  await coordinator.getByRole('button', { name: 'Define the rules' }).click();
  const component = coordinator.getByRole('group', { name: '1. Component 1' });
  await component.getByLabel('Maximum marks').fill('100');
  await component.getByLabel('Weight (%)').fill('100');
  await component.getByLabel('Name').fill('Final exam');
  await coordinator.getByLabel(/^Pass mark/).fill('50');
  await coordinator.getByRole('button', { name: 'Save rules' }).click();
  await expect(coordinator.getByText('Evaluation rules saved.')).toBeVisible();

  // The participant: nothing is published yet.
  const participant = await signedIn(browser, 'participant2');
  await participant.goto(paths.participant.results.path);
  await settled(participant);
  await expect(courseB(participant)).toContainText('Results not published yet');
  await expect(courseB(participant)).toContainText('Not released yet');

  // Upload: the template's stamp and participants, then the filled sheet as an XLSX: 80 for everyone.
  await coordinator.goto(paths.coordinator.evaluationsUpload.getHref({ courseId }));
  await coordinator.getByLabel('Component', { exact: true }).selectOption({ label: 'Final exam (0 to 100)' });
  const downloading = coordinator.waitForEvent('download');
  await coordinator.getByRole('button', { name: 'Download template (CSV)' }).click();
  const lines = fs
    .readFileSync(await (await downloading).path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  const stamp = (lines[0] ?? '').split(',').slice(0, 2);
  const ids = lines.slice(2).map((line) => line.split(',')[0] ?? '');
  expect(ids.length).toBeGreaterThan(1);
  const rows: Row[] = [
    stamp.map((value) => ({ value })),
    ['Course-wise ID', 'Name', 'Marks'].map((value) => ({ value })),
    ...ids.map((id): Row => [{ value: id }, null, { value: 80 }]),
  ];
  const sheet = await writeXlsxFile(rows).toBuffer();
  await coordinator
    .getByLabel('Filled template')
    .setInputFiles({ name: 'course-b.xlsx', mimeType: 'application/octet-stream', buffer: sheet });
  await coordinator.getByRole('button', { name: 'Preview' }).click();
  await expect(coordinator.getByText(`${ids.length} changed`)).toBeVisible();
  await coordinator.getByRole('button', { name: `Commit ${ids.length} changes` }).click();
  await expect(coordinator.getByText(`Marks imported: ${ids.length} marks changed.`)).toBeVisible();

  // Still Draft: the participant sees no mark.
  await participant.reload();
  await settled(participant);
  await expect(courseB(participant)).toContainText('Not released yet');
  await expect(courseB(participant)).not.toContainText('80');

  // Release the component, then the final result.
  await coordinator.goto(paths.coordinator.evaluationRules.getHref(courseId));
  await coordinator.getByRole('button', { name: 'Release now: Final exam' }).click();
  await coordinator
    .getByRole('dialog', { name: 'Release Final exam now' })
    .getByRole('button', { name: 'Release' })
    .click();
  await expect(coordinator.getByText('Marks released.')).toBeVisible();
  await coordinator.getByRole('button', { name: 'Release final result' }).click();
  await coordinator
    .getByRole('dialog', { name: 'Release the final result now' })
    .getByRole('button', { name: 'Release' })
    .click();
  await expect(coordinator.getByText('Final result released.')).toBeVisible();

  // The participant's Results: the total and the status, and the transcript.
  await participant.reload();
  await settled(participant);
  await expect(courseB(participant)).toContainText('Total: 80 / 100');
  await expect(courseB(participant).getByText('Pass', { exact: true })).toBeVisible();
  await expect(participant.getByRole('button', { name: 'Print transcript' })).toBeVisible();
  await participant.emulateMedia({ media: 'print' });
  await expect(participant.locator('.work-area-aside')).toBeHidden();
  await expect(participant.getByText('Transcript', { exact: true })).toBeVisible();
  await expect(courseB(participant)).toContainText('Total: 80 / 100');
});

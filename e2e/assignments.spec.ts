// Assignments of both roles (docs/features.md, Assignments; docs/decisions/010): a coordinator sets an assignment with
// a file; the participant downloads it (a signed /files/ link opened in a new tab), submits a file, replaces it and
// reads the receipts; the coordinator sees who submitted and downloads the participant's files, current and earlier,
// byte for byte; then deletes the assignment. Every title is unique to its run and every PDF is made here, so the tests
// never depend on one another or on an earlier run.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { COURSE_A_OPTION, COURSE_C_OPTION, type DemoRole, expect, test } from './fixtures.ts';

const COURSE_A = 'Certified Expert in Anti-Money Laundering';

function uniqueTitle(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A small PDF (the server checks the kind by content) whose bytes are unique to this run. */
function makePdf(text: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** dd-MM-yyyy, `days` from today (far enough from midnight in any zone). */
function displayDate(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
}

/** Signs the page out (cookies gone) and in again as another demo account. */
async function switchTo(page: Page, loginAs: (role: DemoRole) => Promise<void>, role: DemoRole) {
  await page.context().clearCookies();
  await loginAs(role);
}

/** axe-core's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The table row that holds a text (a title, a participant's name). */
function row(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

/**
 * Clicks a file's download button and follows the new tab it opens: the signed /files/ link's answer (status
 * and headers), and the bytes the browser saved from it. (The tab closes itself once the attachment starts
 * downloading; Chromium reports the download on the page that opened the tab.)
 */
async function downloadThrough(page: Page, button: Locator) {
  const context = page.context();
  const [response, download] = await Promise.all([
    context.waitForEvent('response', (answer) => new URL(answer.url()).pathname.startsWith('/files/')),
    page.waitForEvent('download'),
    context.waitForEvent('page'),
    button.click(),
  ]);
  expect(new URL(response.url()).origin).toBe(new URL(page.url()).origin);
  const bytes = await readFile(await download.path());
  return { status: response.status(), headers: response.headers(), fileName: download.suggestedFilename(), bytes };
}

test.describe('assignments', () => {
  test('a coordinator sets an assignment, the participant submits and replaces a file, the coordinator downloads it', async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const title = uniqueTitle('Sanctions screening case');
    const brief = makePdf(`brief of ${title}`);
    const firstAnswer = makePdf(`first answer to ${title}`);
    const secondAnswer = makePdf(`second answer to ${title}`);

    // The coordinator creates it; an empty form shows the spec's message first.
    await loginAs('coordinator');
    await page.goto('/coordinator/assignments');
    await page.getByRole('button', { name: 'New Assignment' }).click();
    const create = page.getByRole('dialog', { name: 'New Assignment' });
    await expect(create.getByLabel('Course', { exact: true })).toContainText(COURSE_A);
    await create.getByRole('button', { name: 'Create Assignment' }).click();
    await expect(create.getByText('This field is required!', { exact: true })).toHaveCount(4);
    await create.getByLabel('Assignment Title', { exact: true }).fill('   ');
    await create.getByRole('button', { name: 'Create Assignment' }).click();
    await expect(create.getByText('Please Enter a valid title', { exact: true })).toBeVisible();

    await create.getByLabel('Assignment Title', { exact: true }).fill(title);
    await create.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_A_OPTION });
    // The calendar beside the date: the platform's picker writes the day back as dd-MM-yyyy; typing stays possible,
    // without the leading zeros too ('5-12-2026', as the calls' 'YYYY-M-D').
    const lastDate = create.getByLabel('Last Submission Date', { exact: true });
    await expect(create.getByRole('button', { name: 'Choose the last submission date' })).toBeVisible();
    const [day, month, year] = displayDate(30).split('-');
    await create.locator('input[type="date"]').fill(`${year}-${month}-${day}`, { force: true });
    await expect(lastDate).toHaveValue(displayDate(30));
    await lastDate.fill(`${Number(day)}-${Number(month)}-${year}`);
    await create
      .getByLabel('Assignment File', { exact: true })
      .setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: brief });
    // The limit is said beside the file field.
    await expect(create.getByText(/at most 50 MiB/)).toBeVisible();
    await create.getByRole('button', { name: 'Create Assignment' }).click();
    await expect(page.getByText('Assignment Created Successfully!')).toBeVisible();
    await expect(create).toBeHidden();
    const created = row(page, title);
    await expect(created).toContainText(COURSE_A);
    await expect(created.getByRole('button', { name: `Edit ${title}` })).toBeVisible();
    await expect(created.getByRole('button', { name: `Delete ${title}` })).toBeVisible();
    await expect(created.getByRole('link', { name: /^\d+ \| 0$/ })).toBeVisible();

    // The participant downloads the brief from a new tab: the signed link serves the very bytes.
    await switchTo(page, loginAs, 'participant');
    await page.goto('/participant/assignments');
    const mine = row(page, title);
    await expect(mine).toContainText(COURSE_A);
    const download = await downloadThrough(page, mine.getByRole('button', { name: 'Download brief.pdf' }));
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.fileName).toBe('brief.pdf');
    expect(download.bytes.equals(brief)).toBe(true);

    // Upload: a file is required, then the receipt names what arrived.
    await mine.getByRole('button', { name: `Upload ${title}` }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Assignment' });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(upload.getByText('Please Choose A file!', { exact: true })).toBeVisible();
    await upload
      .getByLabel('Assignment File', { exact: true })
      .setInputFiles({ name: 'first-answer.pdf', mimeType: 'application/pdf', buffer: firstAnswer });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Uploaded Successfully!')).toBeVisible();
    const receipt = upload.getByRole('region', { name: 'Submission Receipt' });
    await expect(receipt).toContainText('first-answer.pdf');
    await expect(receipt).toContainText(`${firstAnswer.length} bytes`);
    await expect(receipt).toContainText(sha256(firstAnswer));
    await expect(receipt).toContainText('on time');
    await upload.getByRole('button', { name: 'Done' }).click();
    await expect(upload).toBeHidden();
    await expect(mine.getByRole('button', { name: 'Download first-answer.pdf' })).toBeVisible();

    // Change: the replacement's receipt, and the list shows the new file.
    await mine.getByRole('button', { name: `Change the submission of ${title}` }).click();
    const change = page.getByRole('dialog', { name: 'Change Submission' });
    await change
      .getByLabel('Assignment File', { exact: true })
      .setInputFiles({ name: 'second-answer.pdf', mimeType: 'application/pdf', buffer: secondAnswer });
    await change.getByRole('button', { name: 'Upload', exact: true }).click();
    const changed = change.getByRole('region', { name: 'Submission Receipt' });
    await expect(changed).toContainText('second-answer.pdf');
    await expect(changed).toContainText(sha256(secondAnswer));
    await expect(changed).toContainText('on time');
    await change.getByRole('button', { name: 'Done' }).click();
    await expect(mine.getByRole('button', { name: 'Download second-answer.pdf' })).toBeVisible();
    const own = await downloadThrough(page, mine.getByRole('button', { name: 'Download second-answer.pdf' }));
    expect(own.status).toBe(200);
    expect(own.bytes.equals(secondAnswer)).toBe(true);

    // The coordinator sees the submission and downloads it, and the earlier version, byte for byte.
    await switchTo(page, loginAs, 'coordinator');
    await page.goto('/coordinator/assignments');
    await row(page, title)
      .getByRole('link', { name: /^\d+ \| 1$/ })
      .click();
    await expect(page).toHaveURL(/\/coordinator\/assignments\/submit_details\?assignment_id=\d+$/);
    await expect(page.getByRole('heading', { name: title })).toContainText(COURSE_A);
    const fileButton = page.getByRole('button', { name: 'Download second-answer.pdf' });
    const submitted = page.getByRole('row').filter({ has: fileButton });
    await expect(submitted.getByRole('cell').nth(3)).toHaveText('1');
    await expect(submitted.getByRole('cell').nth(4)).toHaveText('Yes');
    const current = await downloadThrough(page, fileButton);
    expect(current.status).toBe(200);
    expect(current.fileName).toBe('second-answer.pdf');
    expect(current.bytes.equals(secondAnswer)).toBe(true);

    await submitted.getByRole('button', { name: '2 versions' }).click();
    const versions = page.getByRole('dialog', { name: /^Versions of / });
    const earlier = await downloadThrough(page, versions.getByRole('button', { name: 'Download first-answer.pdf' }));
    expect(earlier.bytes.equals(firstAnswer)).toBe(true);
    await versions.getByRole('button', { name: 'Close' }).last().click();
    await expect(versions).toBeHidden();

    // The others of the course have not submitted: no file.
    await expect(page.getByRole('row').filter({ hasText: 'None' }).first()).toBeVisible();

    // Tidy: the coordinator deletes it through the confirmation dialog.
    await page.getByRole('link', { name: 'Back to Assignments' }).click();
    await row(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const remove = page.getByRole('dialog', { name: 'Delete Assignment' });
    await remove.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Deleted Successfully')).toBeVisible();
    await expect(row(page, title)).toHaveCount(0);
  });

  test('the participant sees Expired, Upload, and a closed submission without Change', async ({ page, loginAs }) => {
    await loginAs('participant');
    await page.goto('/participant/assignments');
    // Past its deadline, never submitted.
    await expect(row(page, 'Suspicious Transaction Case Analysis')).toContainText('Expired');
    // Open, not submitted.
    await expect(
      row(page, 'KYC Profile Review').getByRole('button', { name: 'Upload KYC Profile Review' }),
    ).toBeVisible();
    // Open, submitted: the file and Change.
    const open = row(page, 'Red Flags in Trade-Based Money Laundering');
    await expect(open.getByRole('button', { name: 'Download Sabbir-Hossain-TBML-Red-Flags.pdf' })).toBeVisible();
    await expect(open.getByRole('button', { name: /^Change the submission of/ })).toBeVisible();
    // Closed, submitted (course C): the file only.
    const closed = row(page, 'CEAML-2025 Final Project');
    await expect(closed.getByRole('button', { name: 'Download Sabbir-Hossain-Final-Project.pdf' })).toBeVisible();
    await expect(closed.getByRole('button', { name: /^Change/ })).toHaveCount(0);
    // Courses A and C share a name: each row names its run by its short name.
    await expect(open).toContainText(COURSE_A_OPTION);
    await expect(closed).toContainText(COURSE_C_OPTION);
    await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute(
      'href',
      '/participant/dashboard',
    );
  });

  test('the coordinator filters by status and course in the URL; others’ assignments offer None', async ({
    page,
    loginAs,
  }) => {
    await loginAs('coordinator');
    // A status other than 1 or 0 is 1.
    await page.goto('/coordinator/assignments?status=5');
    await expect(page).toHaveURL('/coordinator/assignments?status=1');
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('1');
    // Set by a colleague: no Edit or Delete.
    const others = row(page, 'Red Flags in Trade-Based Money Laundering');
    await expect(others.getByRole('cell').last()).toHaveText('None');
    await expect(
      row(page, 'KYC Profile Review').getByRole('button', { name: 'Edit KYC Profile Review' }),
    ).toBeVisible();

    await page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_A_OPTION });
    await expect(page).toHaveURL(/\?status=1&courseId=\d+$/);
    await expect(row(page, 'KYC Profile Review')).toBeVisible();

    // A new status resets the course; course C is expired.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Expired' });
    await expect(page).toHaveURL('/coordinator/assignments?status=0');
    await expect(row(page, 'CEAML-2025 Final Project')).toBeVisible();
    await expect(row(page, 'KYC Profile Review')).toHaveCount(0);
  });

  test('Download all on the submit details gets one ZIP with its manifest, the button preparing meanwhile', async ({
    page,
    loginAs,
  }) => {
    await loginAs('coordinator');
    await page.goto('/coordinator/assignments');
    await row(page, 'KYC Profile Review')
      .getByRole('link', { name: /^\d+ \| \d+$/ })
      .click();
    await expect(page.getByRole('heading', { name: 'KYC Profile Review' })).toBeVisible();

    // Hold the request for the link until the preparing state has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/coordinator/assignments/*/submissions/download', async (route) => {
      await held;
      await route.continue();
    });
    const button = page.getByRole('button', { name: 'Download all (ZIP)' });
    const downloaded = page.waitForEvent('download');
    await button.click();
    const preparing = page.getByRole('button', { name: 'Preparing ZIP…' });
    await expect(preparing).toBeVisible();
    await expect(preparing).toBeDisabled();
    release();

    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.includes(Buffer.from('manifest.csv'))).toBe(true);
    await expect(button).toBeEnabled();
  });

  test('submit details without an assignment_id read No Data to Show', async ({ page, loginAs }) => {
    await loginAs('coordinator');
    await page.goto('/coordinator/assignments/submit_details');
    await expect(page.getByRole('cell', { name: 'No Data to Show' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Assignments' })).toHaveAttribute(
      'href',
      '/coordinator/assignments',
    );
  });

  test('the assignment screens and their dialogs pass axe-core', async ({ page, loginAs }) => {
    test.setTimeout(90_000);
    await loginAs('participant');
    await page.goto('/participant/assignments');
    await page.getByRole('button', { name: 'Upload KYC Profile Review' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Assignment' });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(upload.getByText('Please Choose A file!', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await switchTo(page, loginAs, 'coordinator');
    await page.goto('/coordinator/assignments');
    await expect(row(page, 'KYC Profile Review')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'New Assignment' }).click();
    const create = page.getByRole('dialog', { name: 'New Assignment' });
    await create.getByRole('button', { name: 'Create Assignment' }).click();
    await expect(create.getByText('This field is required!', { exact: true })).toHaveCount(4);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/coordinator/assignments');
    await row(page, 'KYC Profile Review')
      .getByRole('link', { name: /^\d+ \| \d+$/ })
      .click();
    await expect(page.getByRole('heading', { name: 'KYC Profile Review' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

// Contents of both roles (docs/features.md, Contents; docs/decisions/011-contents.md): the coordinator uploads two
// contents into course A and sends both to it; the participant (in A) downloads one, which opens its signed /files/
// link in a new tab and counts a view; the coordinator then sees the view in 'Sent | Viewed' and in the view details,
// and reminds those who have not viewed it. Titles and file names are unique to the run, so the test depends on no
// other test and no earlier run.
import type { Locator, Page } from '@playwright/test';
import { COURSE_A_OPTION, type DemoRole, expect, test } from './fixtures.ts';

function unique(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A small file that is a PDF by its magic bytes, as the server checks. */
function pdfBytes(text: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
}

async function switchTo(page: Page, loginAs: (role: DemoRole) => Promise<void>, role: DemoRole) {
  await page.context().clearCookies();
  await loginAs(role);
}

/** The coordinator's list of course A (running). */
async function openCourseA(page: Page) {
  await page.goto('/coordinator/contents');
  await expect(page.getByRole('cell', { name: 'Select a Course' })).toBeVisible();
  await page.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_A_OPTION });
  await expect(page).toHaveURL(/[?&]courseId=\d+/);
}

async function uploadContent(page: Page, title: string, file: { name: string; buffer: Buffer }) {
  await page.getByRole('button', { name: 'Upload Content' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Content' });
  await dialog.getByLabel('Content Title').fill(title);
  // The list's course is offered first; say it anyway (the running course A, not last year's run).
  await dialog.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_A_OPTION });
  await dialog
    .getByLabel('Content File')
    .setInputFiles({ name: file.name, mimeType: 'application/pdf', buffer: file.buffer });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Content Uploaded Successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The row of a table whose cell reads `title` (the inner locator is resolved inside each row). */
function row(table: Locator, title: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: title, exact: true }) });
}

test.describe('contents', () => {
  test('a coordinator uploads and sends two contents, a participant downloads one, the coordinator sees the view', async ({
    page,
    loginAs,
  }) => {
    // Three sign-ins, two uploads and a download on a 2-core machine: more than the default 30 seconds.
    test.setTimeout(120_000);
    const first = { title: unique('AML handout'), name: `${unique('aml-handout').replace(' ', '-')}.pdf` };
    const second = { title: unique('KYC checklist'), name: `${unique('kyc-checklist').replace(' ', '-')}.pdf` };
    const firstBytes = pdfBytes(first.title);

    // --- The coordinator uploads two contents into course A and sends both to it.
    await loginAs('coordinator');
    await openCourseA(page);
    // The form's own messages before anything is chosen.
    await page.getByRole('button', { name: 'Upload Content' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload Content' });
    await upload.getByLabel('Course', { exact: true }).selectOption({ label: 'Select a Course' });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(upload.getByText('This field is required!')).toHaveCount(2);
    await upload.getByRole('button', { name: 'Cancel' }).click();
    await expect(upload).toBeHidden();

    await uploadContent(page, first.title, { name: first.name, buffer: firstBytes });
    await uploadContent(page, second.title, { name: second.name, buffer: pdfBytes(second.title) });

    const table = page.getByRole('table', { name: 'Contents' });
    for (const content of [first, second]) {
      const mine = row(table, content.title);
      await expect(mine).toContainText('You');
      await expect(mine.getByRole('button', { name: `Edit ${content.title}` })).toBeVisible();
      await expect(mine.getByRole('link', { name: '0 | 0' })).toBeVisible();
    }

    await expect(page.getByRole('button', { name: 'Send Selected Contents' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: `Select ${first.title}` }).check();
    await page.getByRole('checkbox', { name: `Select ${second.title}` }).check();
    await page.getByRole('button', { name: 'Send Selected Contents' }).click();
    const send = page.getByRole('dialog', { name: 'Send Selected Contents' });
    await send.getByLabel('Send to Course').selectOption({ label: COURSE_A_OPTION });
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Conntent(s) Sent Successfully!')).toBeVisible();
    await expect(send).toBeHidden();
    await expect(page.getByRole('button', { name: 'Send Selected Contents' })).toHaveCount(0);

    // Sent to every participant of A, viewed by none yet.
    const sentLink = row(table, first.title).getByRole('link', { name: /^\d+ \| 0$/ });
    await expect(sentLink).toBeVisible();
    const recipients = Number((await sentLink.innerText()).split('|')[0]);
    expect(recipients).toBeGreaterThan(0);
    await expect(row(table, first.title).getByRole('cell').nth(6)).toHaveText('1');
    await expect(row(table, second.title).getByRole('link', { name: `${recipients} | 0` })).toBeVisible();

    // --- The participant (in A) downloads the first one: its signed link opens in a new tab.
    await switchTo(page, loginAs, 'participant');
    await page.goto('/participant/contents');
    const received = row(page.getByRole('table', { name: 'My contents' }), first.title);
    // Course A with its short name: last year's run has the same name.
    await expect(received).toContainText(COURSE_A_OPTION);
    await expect(received).toContainText('Ayesha');
    const fileRequest = page.context().waitForEvent('request', (request) => request.url().includes('/files/'));
    const popup = page.context().waitForEvent('page');
    await received.getByRole('button', { name: `Download ${first.name}` }).click();
    const [request, tab] = await Promise.all([fileRequest, popup]);
    expect(new URL(request.url()).pathname).toMatch(/^\/files\//);
    // The link is signed and good for minutes: ask it again to see what the tab was given.
    const file = await page.request.get(request.url());
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    expect(Buffer.compare(await file.body(), firstBytes)).toBe(0);
    await tab.close();

    // --- The coordinator sees the view.
    await switchTo(page, loginAs, 'coordinator');
    await openCourseA(page);
    const viewed = row(table, first.title);
    await expect(viewed.getByRole('link', { name: `${recipients} | 1` })).toBeVisible();
    await expect(viewed).toContainText(`${Math.round(100 / recipients)}% viewed`);
    await expect(row(table, second.title).getByRole('link', { name: `${recipients} | 0` })).toBeVisible();

    await viewed.getByRole('link', { name: `${recipients} | 1` }).click();
    await expect(page).toHaveURL(/\/coordinator\/contents\/view_details\?content_id=\d+$/);
    await expect(page.getByRole('heading', { name: first.title })).toBeVisible();
    await expect(page.getByText(/^Viewed by/)).toHaveText(
      `Viewed by 1 of ${recipients} recipient${recipients === 1 ? '' : 's'} (${Math.round(100 / recipients)}%)`,
    );
    const recipientsTable = page.getByRole('table', { name: 'Recipients' });
    const sabbir = recipientsTable.getByRole('row').filter({ hasText: 'Sabbir Hossain' });
    await expect(sabbir).toHaveCount(1);
    await expect(sabbir).toContainText('Viewed');
    await expect(sabbir.getByRole('cell').nth(6)).toHaveText('1');

    // Only those who have not viewed it.
    // A toggle button: the radio itself is visually hidden behind its label.
    await page.getByRole('group', { name: 'Recipients to show' }).getByText('Not viewed', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Not viewed' })).toBeChecked();
    await expect(page).toHaveURL(/viewed=no/);
    await expect(recipientsTable.getByRole('row').filter({ hasText: 'Sabbir Hossain' })).toHaveCount(0);

    // The owner reminds them, once a day.
    if (recipients > 1) {
      await expect(page.getByText('No reminder sent yet')).toBeVisible();
      await page.getByRole('button', { name: 'Remind those who have not viewed' }).click();
      await expect(page.getByText(/^Reminder sent to \d+ participant\(s\)$/)).toBeVisible();
      await expect(page.getByText(/^Last reminded/)).toBeVisible();
      await page.getByRole('button', { name: 'Remind those who have not viewed' }).click();
      await expect(page.getByText('A reminder was already sent in the last 24 hours')).toBeVisible();
    }

    await page.getByRole('link', { name: 'Back to Contents' }).click();
    await expect(page).toHaveURL(/\/coordinator\/contents\?status=1&courseId=\d+$/);
  });

  test('an upload says its limit, can be stopped by Cancel (nothing is saved), and is listed in its course once done', async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    await loginAs('coordinator');
    await openCourseA(page);
    await page.getByRole('button', { name: 'Upload Content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Content' });
    await expect(dialog.getByText(/at most 50 MiB/)).toBeVisible();

    // A slow line: 4 MiB at 64 KiB/s is a minute of sending, stopped by Cancel on the way.
    const stopped = unique('Stopped upload');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 64 * 1024,
    });
    await dialog.getByLabel('Content Title').fill(stopped);
    await dialog.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_A_OPTION });
    const large = Buffer.concat([pdfBytes(stopped), Buffer.alloc(4 * 1024 * 1024, 32)]);
    await dialog
      .getByLabel('Content File')
      .setInputFiles({ name: 'large.pdf', mimeType: 'application/pdf', buffer: large });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.reload();
    await expect(page.getByRole('table', { name: 'Contents' })).toBeVisible();
    await expect(page.getByRole('cell', { name: stopped, exact: true })).toHaveCount(0);

    // Filed under 'Uncategorized Content(s)' from course A's list: the list goes there and shows it.
    const filed = unique('Uncategorised handout');
    await page.getByRole('button', { name: 'Upload Content' }).click();
    await dialog.getByLabel('Content Title').fill(filed);
    await dialog.getByLabel('Course', { exact: true }).selectOption({ label: 'Uncategorized Content(s)' });
    await dialog
      .getByLabel('Content File')
      .setInputFiles({ name: 'small.pdf', mimeType: 'application/pdf', buffer: pdfBytes(filed) });
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Content Uploaded Successfully!')).toBeVisible();
    await expect(page).toHaveURL(/[?&]courseId=0(&|$)/);
    await expect(page.getByRole('cell', { name: filed, exact: true })).toBeVisible();
    // And the stopped one was never saved, whatever the course.
    await expect(page.getByRole('cell', { name: stopped, exact: true })).toHaveCount(0);
  });
});

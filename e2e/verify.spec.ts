// Certificate verification (docs/features.md, Public site; docs/decisions/027-certificate-verification.md), on a
// server of its own: the demo data, whose certificate of participant@demo.test (course C) is given a known code and
// the SHA-256 of a known PDF in its database before the server starts. An anonymous visitor types the code in any case
// with spaces and finds it valid, drops the PDF and sees it confirmed, then another file and sees it refused; an admin
// revokes it in the console with a reason; the visitor's next visit says revoked, with the date and the reason. A code
// nobody issued is not found. Each state passes axe-core, on a desktop and at 390 px.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths.ts';
import { axeFindings } from './axe.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signInThroughUi, test } from './fixtures.ts';
import { dropFile } from './pdf-drop.ts';
import { portalCommand } from './registration-data.ts';
import { ROOT, type StartedServer, startServer } from './server.ts';
import { completeTwoStep } from './two-step.ts';

const CODE = 'KQ4XM7TB2RJPW5HN';
const SERIAL = 'CEAML-2025-0001';
const PDF_TEXT = '%PDF-1.7\n% the certificate the institute issued\n%%EOF\n';
const OTHER_TEXT = '%PDF-1.7\n% a forged certificate\n%%EOF\n';
const REASON = 'Issued in error: the final result was corrected';

/** Writes the certificate into the demo database (PGlite in DATA_DIR/db) while no server holds it. */
const SEED_CERTIFICATE = `
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const [dataDir, code, serial, sha] = process.argv.slice(1);
const db = new PGlite({ dataDir, extensions: { pg_trgm } });
// The demo's own certificate of participant@demo.test for course C, given the known code, serial and PDF hash.
const { affectedRows } = await db.query(\`update certificates set code = $1, serial = $2, pdf_sha256 = $3
  where participant_id = (select id from users where email = 'participant@demo.test')
    and course_id = (select id from courses where short_name = 'CEAML-2025') and superseded_at is null\`,
  [code, serial, sha]);
await db.close();
if (affectedRows !== 1) throw new Error('the demo data has no certificate of participant@demo.test for course C');
`;

let server: StartedServer;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({
    prepare: (env) => {
      portalCommand(env, ['seed-demo']);
      const sha = createHash('sha256').update(PDF_TEXT).digest('hex');
      execFileSync(
        process.execPath,
        ['--input-type=module', '-e', SEED_CERTIFICATE, path.join(env.DATA_DIR as string, 'db'), CODE, SERIAL, sha],
        { cwd: ROOT, env, encoding: 'utf8' },
      );
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A visitor of their own (nothing kept from an earlier visit). */
async function visitor(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport });
  return context.newPage();
}

const status = (page: Page) => page.locator('[data-status]');

test('a visitor verifies the code, and checks the PDF: the issued one is confirmed, another refused', async ({
  browser,
}) => {
  const page = await visitor(browser);
  await page.goto(paths.verify.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a Certificate' })).toBeVisible();
  expect(await axeFindings(page), 'axe on the form').toEqual([]);
  // Typed in lower case with spaces: the page goes to the code in groups of four.
  await page.getByLabel('Verification code').fill(' kq4x m7tb 2rjp w5hn ');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(paths.verifyCode.getHref('KQ4X-M7TB-2RJP-W5HN'));
  await expect(page.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
  await expect(status(page)).toHaveAttribute('data-status', 'valid');
  await expect(status(page)).toHaveClass(/alert-success/);
  await expect(page.getByText(SERIAL)).toBeVisible();
  await expect(page.getByText('Pass', { exact: true })).toBeVisible();

  await dropFile(page, PDF_TEXT, 'certificate.pdf');
  await expect(page.getByText('This is the PDF the institute issued')).toBeVisible();
  await dropFile(page, OTHER_TEXT, 'forged.pdf');
  await expect(page.getByText('This file is not the certificate the institute issued')).toBeVisible();
  // The file input, for keyboard users.
  await page.getByLabel('Or choose the PDF file').setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(PDF_TEXT),
  });
  await expect(page.getByText('This is the PDF the institute issued')).toBeVisible();
  expect(await axeFindings(page), 'axe on a valid certificate').toEqual([]);
});

test('a code nobody issued is not found, malformed or not', async ({ browser }) => {
  const page = await visitor(browser);
  for (const code of ['AAAA-AAAA-AAAA-AAAA', 'not-a-code']) {
    await page.goto(paths.verifyCode.getHref(code));
    await expect(page.getByRole('heading', { name: 'No certificate has this code' })).toBeVisible();
  }
  expect(await axeFindings(page), 'axe on not found').toEqual([]);
});

test('after an admin revokes it in the console, the page says revoked, with the date and the reason', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const admin = await context.newPage();
  await signInThroughUi(admin, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD, DEMO_ACCOUNTS.admin.home);
  await completeTwoStep(admin, DEMO_ACCOUNTS.admin.email, testInfo);
  await admin.goto(paths.admin.certificates.path);
  await admin.getByLabel('Search certificates').fill('kq4x-m7tb-2rjp-w5hn');
  await admin.getByLabel('Search certificates').press('Enter');
  const row = admin.getByRole('row').filter({ hasText: SERIAL });
  await expect(row).toHaveCount(1);
  expect(await axeFindings(admin), 'axe on the certificates list').toEqual([]);
  await row.getByRole('button', { name: `Revoke ${SERIAL}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Revoke certificate ${SERIAL}` });
  // A reason is required.
  await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(dialog.getByText('A reason is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill(REASON);
  await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(admin.getByText('Certificate revoked')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Revoke ${SERIAL}` })).toHaveCount(0);

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const page = await visitor(browser, viewport);
    await page.goto(paths.verifyCode.getHref(CODE));
    await expect(page.getByRole('heading', { name: 'Revoked certificate' })).toBeVisible();
    await expect(status(page)).toHaveClass(/alert-danger/);
    await expect(status(page)).toContainText(/^Revoked certificateRevoked on \d{1,2} \w+ \d{4}: /);
    await expect(status(page)).toContainText(REASON);
    expect(await axeFindings(page), `axe at ${viewport.width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  }
});

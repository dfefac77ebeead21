// Notifications (docs/features.md, Notifications): a coordinator creates an assignment; the participant's bell shows
// it unread, the Notifications page lists it in bold, and its link opens the assignments with it, marking it read.
// Its mail is in the outbox with the one-click unsubscribe headers (RFC 2369, RFC 8058), on a server of its own
// whose PUBLIC_URL is an https address, as a deployed portal's is.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import {
  COURSE_A_OPTION,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoRole,
  expect,
  signInThroughUi,
  test,
} from './fixtures.ts';
import { type StartedServer, startServer } from './server.ts';

function uniqueTitle(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

function displayDate(days: number): string {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`;
}

async function switchTo(page: Page, loginAs: (role: DemoRole) => Promise<void>, role: DemoRole) {
  await page.context().clearCookies();
  await loginAs(role);
}

/** On the coordinator's Assignments page: creates an assignment of course A titled `title`. */
async function createAssignment(page: Page, title: string) {
  await page.goto('/coordinator/assignments');
  await page.getByRole('button', { name: 'New Assignment' }).click();
  const create = page.getByRole('dialog', { name: 'New Assignment' });
  await create.getByLabel('Assignment Title', { exact: true }).fill(title);
  await create.getByLabel('Course', { exact: true }).selectOption({ label: COURSE_A_OPTION });
  await create.getByLabel('Last Submission Date', { exact: true }).fill(displayDate(30));
  await create.getByLabel('Assignment File', { exact: true }).setInputFiles({
    name: 'brief.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n% ${title}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`),
  });
  await create.getByRole('button', { name: 'Create Assignment' }).click();
  await expect(page.getByText('Assignment Created Successfully!')).toBeVisible();
}

test.describe('notifications', () => {
  test('a new assignment reaches the participant’s bell, page and link', async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    const title = uniqueTitle('Notified case');

    await loginAs('coordinator');
    await createAssignment(page, title);

    await switchTo(page, loginAs, 'participant');
    // The fan-out runs on the queue, after the answer: the page lists it within a few seconds.
    await expect(async () => {
      await page.goto('/participant/notifications');
      await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
    expect(unreadBefore).toBeGreaterThan(0);

    const item = page.getByRole('link', { name: new RegExp(title) });
    await expect(item).toHaveClass(/fw-bold/);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await item.click();
    await expect(page).toHaveURL(/\/participant\/assignments$/);
    await expect(page.getByText(title).first()).toBeVisible();
    await expect(page.getByRole('link', { name: `Notifications, ${unreadBefore - 1} unread` })).toBeVisible();
  });
});

test.describe('notification mail', () => {
  const PUBLIC_URL = 'https://portal.e2e.test';
  let server: StartedServer;
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startServer({
      prepare: (env) => {
        env.PUBLIC_URL = PUBLIC_URL;
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /** The raw header lines of the outbox mail to `to` whose subject holds `title` (none yet: undefined). */
  async function mailHeaders(to: string, title: string): Promise<Map<string, string> | undefined> {
    const outbox = path.join(server.dataDir, 'outbox');
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((file) => file.endsWith('.eml')) : [];
    for (const file of files) {
      const parsed = await simpleParser(fs.readFileSync(path.join(outbox, file)));
      const recipients = [parsed.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address));
      if (!recipients.includes(to) || !parsed.subject?.includes(title)) continue;
      return new Map(parsed.headerLines.map((header) => [header.key, header.line]));
    }
    return undefined;
  }

  async function windowOn(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    return context.newPage();
  }

  test('the mail of a new assignment is in the outbox with the one-click unsubscribe headers', async ({ browser }) => {
    const title = uniqueTitle('Mailed case');
    const coordinator = await windowOn(browser);
    const account = DEMO_ACCOUNTS.coordinator;
    await signInThroughUi(coordinator, account.email, DEMO_PASSWORD, account.home);
    await createAssignment(coordinator, title);

    // The fan-out and the mail are jobs, after the answer.
    const to = DEMO_ACCOUNTS.participant.email;
    await expect.poll(async () => (await mailHeaders(to, title)) !== undefined, { timeout: 60_000 }).toBe(true);
    const headers = (await mailHeaders(to, title)) ?? new Map<string, string>();
    const unsubscribe = headers.get('list-unsubscribe') ?? '';
    // An https address of the portal holding the signed token (person.kind.signature), as raw angle-bracketed text.
    expect(unsubscribe).toMatch(
      /^List-Unsubscribe: <https:\/\/portal\.e2e\.test\/unsubscribe\/\d+\.assignment-new\.[\w-]{43}>$/,
    );
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The address, opened (here on the server's own origin), is a page with a button: opening it unsubscribes nobody.
    const token = unsubscribe.match(/\/unsubscribe\/([^>]+)>/)?.[1] ?? '';
    const reader = await windowOn(browser);
    await reader.goto(`/unsubscribe/${token}`);
    await expect(reader.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
    await coordinator.context().close();
    await reader.context().close();
  });
});

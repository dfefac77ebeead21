// Certificates (docs/features.md, Certificates), on a server of its own with the demo data: coordinator2 gives course B
// (no rules in the demo data) a final result through the API (rules, 80 marks for everyone, the component's and the
// final release: results-flow.spec.ts walks those screens), then issues its certificates on the Certificates screen
// reached from the Report List: the confirmation lists who gets one, the table then shows their serials as Valid, and
// the action is gone. participant2 finds theirs on My certificates (linked from the sidebar), once the PDF job has run,
// and downloads the PDF through its signed link; an anonymous visitor verifies its code, drops that PDF on the verify
// page (confirmed) and a changed copy (refused). The admin's revocation and the page saying revoked: verify.spec.ts.
import type { Browser, Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signInThroughUi, test } from './fixtures.ts';
import { dropFile } from './pdf-drop.ts';
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

/** A signed-in call of the API with the page's session token, as the web app sends it. */
async function api<T>(page: Page, method: 'GET' | 'PUT' | 'POST', path: string, data?: object): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'auth_token')?.value;
  expect(token, 'auth_token cookie').toBeTruthy();
  const response = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

test('a coordinator issues a course’s certificates; the participant downloads theirs', async ({ browser }) => {
  const coordinator = await signedIn(browser, 'coordinator2');
  await coordinator.goto(paths.coordinator.courses.path);
  await settled(coordinator);
  const participantsLink = await linkStartingWith(coordinator, `${paths.coordinator.participants.path}?`);
  const courseId = Number(new URL(participantsLink, 'http://x').searchParams.get('courseId'));

  // Course B's final result, through the API: one component, 80 for everyone, both releases.
  const evaluations = `/api/coordinator/evaluations/${courseId}`;
  await api(coordinator, 'PUT', evaluations, {
    pass_mark: 50,
    components: [{ name: 'Final exam', max_marks: 100, weight: 100, min_marks: null, assignment_id: null }],
  });
  const detail = await api<{ components: { id: number }[] }>(coordinator, 'GET', evaluations);
  const componentId = detail.components[0]?.id;
  const rows = await api<{ marks: { participant_id: number; revision: number | null }[] }>(
    coordinator,
    'GET',
    `${evaluations}/components/${componentId}/marks/1`,
  );
  const passers = rows.marks.length;
  expect(passers).toBeGreaterThan(0);
  await api(coordinator, 'PUT', `${evaluations}/components/${componentId}/marks`, {
    marks: rows.marks.map((row) => ({ participant_id: row.participant_id, marks: 80, absent: false, revision: null })),
  });
  await api(coordinator, 'POST', `${evaluations}/components/${componentId}/release`, {});
  await api(coordinator, 'POST', `${evaluations}/final/release`, {});

  // Report List → the course's Certificates: issue to those who passed, after the confirmation lists them.
  await coordinator.goto(paths.coordinator.reportList.path);
  await settled(coordinator);
  await coordinator.goto(await linkStartingWith(coordinator, paths.coordinator.certificates.getHref(courseId)));
  await settled(coordinator);
  await expect(coordinator.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
  await coordinator.getByRole('button', { name: `Issue to the ${passers} who passed` }).click();
  const dialog = coordinator.getByRole('dialog', { name: `Issue ${passers} certificate${passers === 1 ? '' : 's'}?` });
  await expect(dialog.getByRole('listitem')).toHaveCount(passers);
  await expect(dialog).toContainText('Mahmud Hasan');
  await dialog.getByRole('button', { name: 'Issue', exact: true }).click();
  await expect(coordinator.getByText(`${passers} certificate${passers === 1 ? '' : 's'} issued.`)).toBeVisible();
  await expect(coordinator.getByText('Everyone who passed holds a certificate.')).toBeVisible();
  await expect(coordinator.getByRole('button', { name: /^Issue to the/ })).toHaveCount(0);
  await expect(coordinator.getByRole('cell', { name: /^CCP-\d{4}-\d{4}$/ })).toHaveCount(passers);
  await expect(coordinator.getByText('Valid', { exact: true })).toHaveCount(passers);

  // The participant: My certificates from the sidebar, the PDF once its job has run, downloaded through a signed link.
  const participant = await signedIn(browser, 'participant2');
  await participant
    .getByRole('navigation', { name: 'Participant menu' })
    .getByRole('link', { name: 'My certificates' })
    .click();
  await expect(participant).toHaveURL(new RegExp(`${paths.participant.certificates.path}$`));
  const card = participant.getByRole('article', { name: 'Certified Credit Professional' });
  await expect(async () => {
    await participant.reload();
    await settled(participant);
    await expect(card.getByRole('button', { name: 'Download PDF' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(card.getByText('Valid', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /^Add to LinkedIn/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME&name=Certified\+Credit\+Professional&/,
  );
  const linkAnswer = participant.waitForResponse(
    (response) => /\/api\/participant\/certificates\/\d+\/pdf$/.test(response.url()) && response.status() === 200,
  );
  const popup = participant.context().waitForEvent('page');
  await card.getByRole('button', { name: 'Download PDF' }).click();
  const { url } = (await (await linkAnswer).json()) as { url: string };
  await (await popup).close();
  const file = await participant.request.get(url);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="certificate-CCP-\d{4}-\d{4}\.pdf"/);
  const pdf = await file.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // An anonymous visitor checks it by its code, then drops the downloaded PDF (confirmed) and another file (refused).
  const code = (await card.locator('dd.font-monospace').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  const visitor = await (await browser.newContext({ baseURL: server.baseUrl })).newPage();
  await visitor.goto(paths.verifyCode.getHref(code));
  await expect(visitor.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
  await expect(visitor.getByText('Farzana Akter')).toBeVisible();
  await dropFile(visitor, pdf, 'certificate.pdf');
  await expect(visitor.getByText('This is the PDF the institute issued')).toBeVisible();
  await dropFile(visitor, Buffer.concat([pdf, Buffer.from('\n')]), 'certificate-changed.pdf');
  await expect(visitor.getByText('This file is not the certificate the institute issued')).toBeVisible();
});

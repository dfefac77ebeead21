// Invitations from the admin console in Chromium: the admin imports a CSV file with one good and one bad line,
// sees the bad line's problem in the preview, sends the good one; its mail arrives (the outbox of the server
// started by global-setup) and the invited person registers through the link.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { INVITED_COURSE, linkIn, mailsTo } from './registration-data.ts';

test.skip(!process.env.E2E_DATA_DIR, 'needs the outbox of the server started by global-setup');

const INVITEE = { email: 'e2e.csv.invitee@invite.test', name: 'Tahmina Chowdhury' } as const;

const registrationForm = (page: Page) => page.getByRole('form', { name: 'Registration form' });
const field = (page: Page, label: string) => registrationForm(page).getByLabel(label, { exact: true });

test('the admin invites from a CSV file, and the invited person registers through the mailed link', async ({
  page,
  loginAs,
  baseURL,
}) => {
  await loginAs('admin');
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await menu.getByRole('button', { name: 'Invitations' }).click();
  await menu.getByRole('link', { name: 'Send Invitations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();

  const csv = [
    'email,name,course,register_type',
    `${INVITEE.email},${INVITEE.name},${INVITED_COURSE.shortName},1`,
    'e2e.csv.stray@invite.test,Stray Line,NO-SUCH-COURSE,',
  ].join('\r\n');
  await page
    .getByLabel('CSV file', { exact: true })
    .setInputFiles({ name: 'invitations.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  const preview = page.getByRole('table', { name: 'Preview of the file' });
  await expect(preview).toBeVisible();
  const bad = preview.getByRole('row').filter({ hasText: 'e2e.csv.stray@invite.test' });
  await expect(bad).toContainText('No course has the short name "NO-SUCH-COURSE"');
  await expect(preview.getByRole('row').filter({ hasText: INVITEE.email })).toContainText('Ready');
  expect(await mailsTo(INVITEE.email, /invitation/)).toHaveLength(0);

  await page.getByRole('button', { name: 'Send 1 invitation' }).click();
  const result = page.getByRole('region', { name: 'Import result' });
  await expect(result).toContainText('1 invitation sent; 1 line refused');
  await expect(result.getByRole('row').filter({ hasText: 'e2e.csv.stray@invite.test' })).toBeVisible();

  await expect.poll(async () => (await mailsTo(INVITEE.email, /invitation/)).length, { timeout: 10_000 }).toBe(1);
  expect(await mailsTo('e2e.csv.stray@invite.test', /invitation/)).toHaveLength(0);
  const [mail] = await mailsTo(INVITEE.email, /invitation/);
  const link = linkIn(mail as NonNullable<typeof mail>, `${baseURL}/register?token=`);

  // The invited person, in a fresh session.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText(`Welcome ${INVITEE.name}`)).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue(INVITEE.email);
  await field(page, 'First Name').fill('Tahmina');
  await field(page, 'Last Name').fill('Chowdhury');
  await field(page, 'Organization').selectOption({ label: 'Others' });
  await field(page, 'Organization Name').fill('Eastern Bank PLC');
  await field(page, 'Designation').fill('Officer');
  await field(page, 'Last Academic Degree').fill('MBA');
  await field(page, 'Experience in Bank (years)').fill('3');
  await field(page, 'Mobile No').fill('01711223344');
  await field(page, 'Password').fill('tahmina-secret-1');
  await field(page, 'Confirm Password').fill('tahmina-secret-1');
  await field(page, 'Present Address').fill('House 5, Road 7, Gulshan, Dhaka');
  await field(page, 'Permanent Address').fill('Sylhet Sadar, Sylhet');
  await registrationForm(page).getByRole('group', { name: 'Gender' }).getByLabel('Female').check();
  await field(page, 'Date of Birth').fill('12/08/1993');
  await registrationForm(page).getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL('/participant/dashboard');
  await expect(page.getByText(`Successfully Enrolled in ${INVITED_COURSE.name}`)).toBeVisible();
});

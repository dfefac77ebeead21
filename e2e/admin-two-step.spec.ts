// The admin's second sign-in step in Chromium (docs/decisions/013-admin-two-step-sign-in.md): after the password
// the console shows the two-step screen at whatever admin address is opened, refuses a wrong code and a code
// already used, and opens at that address once a fresh code of the authenticator is entered. The enrolment (QR
// code and key) is walked by the first admin sign-in of the run and by admin-from-empty.spec.ts.
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, signInThroughUi, test } from './fixtures.ts';
import { completeTwoStep, lastUsedCode, twoStepScreen } from './two-step.ts';

const ADMIN = DEMO_ACCOUNTS.admin;

test('the console asks for a code after the password, and refuses a wrong one and one already used', async ({
  page,
}, testInfo) => {
  // Signed in through both steps (enrolling the demo admin if no test of the run has yet), then out: through the form,
  // not loginAs's kept session, so that the code this sign-in used is the one refused below as already used.
  await signInThroughUi(page, ADMIN.email, DEMO_PASSWORD, ADMIN.home);
  await completeTwoStep(page, ADMIN.email, testInfo);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');

  // The password alone: the two-step screen, without the console's menu, also at another console address.
  await signInThroughUi(page, ADMIN.email, DEMO_PASSWORD, ADMIN.home);
  const screen = twoStepScreen(page);
  await expect(screen.getByText('Enter the 6-digit code of your authenticator app.')).toBeVisible();
  // Titled as the console's pages are (the page, then the product), not as the page the admin came from.
  await expect(page).toHaveTitle('Two-step sign-in | Certification e-Learning');
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toHaveCount(0);
  await page.goto('/admin/courses');
  await expect(screen).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toHaveCount(0);

  // A wrong code (one in a million would be right), then the code of the step the last sign-in used.
  const code = screen.getByLabel('Code', { exact: true });
  await code.fill('000000');
  await screen.getByRole('button', { name: 'Verify' }).click();
  await expect(screen.getByText('Invalid code')).toBeVisible();
  await code.fill(lastUsedCode(page, ADMIN.email));
  await screen.getByRole('button', { name: 'Verify' }).click();
  await expect(screen.getByText('This code has already been used: wait for the next one')).toBeVisible();

  // A fresh code opens the console where the admin was going.
  await completeTwoStep(page, ADMIN.email, testInfo);
  await expect(page).toHaveURL('/admin/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
});

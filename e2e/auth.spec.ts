// The foundation's browser journeys (docs/features.md, Sign-in and sessions; docs/security.md SE5, SE6, HD1): sign-in
// per role, refusals, the 404 page, logout, the auth cookie and the password change. The fixtures also check every
// visited page for CSP violations and uncaught errors. The password change runs last, on an account of its own
// (participant5), and puts the demo password back.
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  fillSignInForm,
  loginDrawer,
  signInThroughUi,
  test,
} from './fixtures.ts';

const INVALID_CREDENTIALS = 'Invalid email or password';

test.describe('sign-in', () => {
  test('a participant lands on /participant/dashboard with the participant sidebar', async ({ page, loginAs }) => {
    await loginAs('participant');
    await expect(page).toHaveURL('/participant/dashboard');
    const sidebar = page.getByRole('navigation', { name: /participant/i });
    for (const label of ['Dashboard', 'View Course', 'Assignments', 'Contents', 'Results']) {
      await expect(sidebar.getByText(label, { exact: true })).toBeVisible();
    }
    // Participants and Evaluations belong to the coordinator area only.
    await expect(sidebar.getByText('Evaluations', { exact: true })).toHaveCount(0);
  });

  test('a coordinator lands on /coordinator/dashboard with the coordinator sidebar', async ({ page, loginAs }) => {
    await loginAs('coordinator');
    await expect(page).toHaveURL('/coordinator/dashboard');
    const sidebar = page.getByRole('navigation', { name: /coordinator/i });
    for (const label of ['Dashboard', 'Courses', 'Participants', 'Evaluations']) {
      await expect(sidebar.getByText(label, { exact: true })).toBeVisible();
    }
    // The Results entry exists only for participants.
    await expect(sidebar.getByText('Results', { exact: true })).toHaveCount(0);
  });

  test('the auth_token cookie is SameSite=Strict on path /, with the participant id and e-mail cookies', async ({
    context,
    loginAs,
  }) => {
    await loginAs('participant');
    const cookies = await context.cookies();
    const byName = (name: string) => cookies.find((cookie) => cookie.name === name);

    const token = byName('auth_token');
    expect(token, 'auth_token cookie').toBeDefined();
    expect(token).toMatchObject({ path: '/', sameSite: 'Strict', secure: false });
    expect(token?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(byName('participant_id')).toMatchObject({ path: '/', sameSite: 'Strict' });
    expect(byName('participant_id')?.value).toMatch(/^\d+$/);
    expect(decodeURIComponent(byName('participant_email')?.value ?? '')).toBe(DEMO_ACCOUNTS.participant.email);
    expect(byName('coordinator_id')).toBeUndefined();
  });

  test('a wrong password shows the server’s text in a red alert and stays on the form', async ({ page, context }) => {
    await page.goto('/');
    await fillSignInForm(page, DEMO_ACCOUNTS.participant.email, 'not-the-password');
    const drawer = loginDrawer(page);
    await drawer.getByRole('button', { name: 'Sign In', exact: true }).click();

    const alert = drawer.getByRole('alert');
    await expect(alert).toHaveText(INVALID_CREDENTIALS);
    await expect(alert).toHaveClass(/alert-danger/);
    await expect(page).toHaveURL('/');
    await expect(drawer.getByLabel('Email', { exact: true })).toHaveValue(DEMO_ACCOUNTS.participant.email);
    await expect(drawer.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('auth_token');
  });

  test('an empty submit asks for both fields', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login', exact: true }).click();
    const drawer = loginDrawer(page);
    await drawer.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(drawer.getByText('Please Fill out this field', { exact: true })).toHaveCount(2);
    await expect(drawer.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/');
  });
});

test('an address of a work area opened signed out opens the sign-in drawer and returns there after signing in', async ({
  page,
}) => {
  await page.goto('/participant/assignments?page=1');
  await expect(page).toHaveURL(/\/\?return_to=%2Fparticipant%2Fassignments/);
  const drawer = loginDrawer(page);
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS.participant.email);
  await drawer.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await drawer.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/participant/assignments?page=1');
  await expect(page.getByRole('heading', { name: 'Assignments', level: 1 })).toBeVisible();
});

test('a coordinator who signs in from a participant address lands on their own dashboard', async ({ page }) => {
  await page.goto('/participant/contents');
  const drawer = loginDrawer(page);
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS.coordinator.email);
  await drawer.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await drawer.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(DEMO_ACCOUNTS.coordinator.home);
});

test('an unknown route shows the 404 page with a link Home', async ({ page }) => {
  await page.goto('/no-such-page');
  const heading = page.getByRole('heading', { name: '404 Error. Page Not Found' });
  await expect(heading).toBeVisible();

  // The page's own link, not the navigation's Home.
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL('/');
});

test('after logout the cookies are gone and Back does not show the dashboard', async ({ page, context, loginAs }) => {
  await loginAs('participant2');
  const sidebar = page.getByRole('navigation', { name: /participant/i });
  await expect(sidebar).toBeVisible();

  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  const names = (await context.cookies()).map((cookie) => cookie.name);
  for (const name of ['auth_token', 'participant_id', 'participant_email']) expect(names).not.toContain(name);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' })).toBeVisible();

  await page.goBack();
  await expect
    .poll(() => visited.includes('/participant/dashboard'), { message: 'Back reached the dashboard URL' })
    .toBe(true);
  // Signed out, the dashboard's address is an address of a work area opened signed out: home, with the drawer
  // offering to sign in and return there.
  await expect(page).toHaveURL('/?return_to=%2Fparticipant%2Fdashboard');
  await expect(sidebar).toHaveCount(0);
  await expect(loginDrawer(page)).toBeVisible();
});

// Last: it changes an account's password (its own account, participant5) and puts it back.
test('a participant changes the password, signs out, and signs in with the new one', async ({ page, loginAs }) => {
  // Four sign-ins and two password changes (argon2id each) in one test: on a busy 2-core machine it overran the
  // 30 s budget once with every step passing, so it gets the triple budget of a slow test.
  test.slow();
  const account = DEMO_ACCOUNTS.participant5;
  const newPassword = 'e2e-new-password-1';

  const changePassword = async (oldPassword: string, password: string) => {
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const modal = page.getByRole('dialog', { name: 'Reset Password' });
    await expect(modal).toBeVisible();
    await modal.getByLabel(/old password/i).fill(oldPassword);
    await modal.getByLabel(/new password/i).fill(password);
    await modal.getByLabel(/confirm password/i).fill(password);
    await modal.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password Changed Successfully!')).toBeVisible();
    await expect(modal).toBeHidden();
  };

  await loginAs('participant5');
  await changePassword(DEMO_PASSWORD, newPassword);
  try {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');

    // The old password no longer works…
    await fillSignInForm(page, account.email, DEMO_PASSWORD);
    const drawer = loginDrawer(page);
    await drawer.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(drawer.getByRole('alert')).toHaveText(INVALID_CREDENTIALS);
    // …the new one does.
    await drawer.getByLabel('Password', { exact: true }).fill(newPassword);
    await drawer.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(account.home);
  } finally {
    // Put the demo password back for whatever runs after this test against the same server.
    if (!page.url().endsWith(account.home)) await signInThroughUi(page, account.email, newPassword, account.home);
    await changePassword(newPassword, DEMO_PASSWORD);
  }
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await loginAs('participant5');
});

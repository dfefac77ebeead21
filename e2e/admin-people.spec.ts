// People and courses of the admin console in Chromium: the admin creates a coordinator (the mail with the link
// to choose a password arrives in the outbox, and the coordinator signs in with it), creates a course with that
// coordinator, and deactivates a participant, who is signed out at once and refused at sign-in (then activates
// them again, so that the demo account stays as the other tests expect it).
import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, loginDrawer, signInThroughUi, test } from './fixtures.ts';
import { linkIn, mailsTo } from './registration-data.ts';

test.skip(!process.env.E2E_DATA_DIR, 'needs the outbox of the server started by global-setup');

const COORDINATOR = {
  first: 'Esha',
  last: 'Coordinator',
  email: 'e2e.coordinator@people.test',
  password: 'esha-chosen-password',
};
const COURSE = { name: 'E2E People Course', shortName: 'E2E-PEOPLE-1' };

// Two people in two windows, a mail and a password choice: more than the default 30 s under a loaded machine.
test.describe.configure({ timeout: 60_000 });

const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin menu' });

/** A second browser window with its own storage: another person at another computer. */
async function otherPerson(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  return context.newPage();
}

test('the admin creates a coordinator (who sets a password from the mail) and a course with that coordinator', async ({
  page,
  loginAs,
  browser,
  baseURL,
}) => {
  await loginAs('admin');
  await menu(page).getByRole('link', { name: 'Coordinators' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coordinators' })).toBeVisible();

  await page.getByRole('button', { name: 'New Coordinator' }).click();
  const form = page.getByRole('dialog', { name: 'New Coordinator' });
  await form.getByRole('button', { name: 'Create Coordinator' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await form.getByLabel('First name').fill(COORDINATOR.first);
  await form.getByLabel(/Last name/).fill(COORDINATOR.last);
  await form.getByLabel('E-mail').fill(COORDINATOR.email);
  await form.getByLabel(/Mobile number/).fill('01712340000');
  await form.getByLabel(/Designation/).fill('Trainer');
  await form.getByRole('button', { name: 'Create Coordinator' }).click();
  await expect(page.getByText('Coordinator created; a link to set the password was e-mailed')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: COORDINATOR.email })).toContainText('Active');

  await expect
    .poll(async () => (await mailsTo(COORDINATOR.email, /choose the password/)).length, { timeout: 10_000 })
    .toBe(1);
  const [mail] = await mailsTo(COORDINATOR.email, /choose the password/);
  const link = linkIn(mail as NonNullable<typeof mail>, `${baseURL}/reset-password?token=`);

  await menu(page).getByRole('link', { name: 'Courses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await page.getByRole('button', { name: 'New Course' }).click();
  const courseForm = page.getByRole('dialog', { name: 'New Course' });
  await courseForm.getByLabel('Course name').fill(COURSE.name);
  await courseForm.getByLabel(/Short name/).fill(COURSE.shortName);
  await courseForm.getByLabel(/Programme/).selectOption({ index: 1 });
  await courseForm.getByLabel(/Batch/).fill('7');
  await courseForm.getByLabel('Year').fill('2027');
  await courseForm.getByRole('button', { name: 'Create Course' }).click();
  await expect(page.getByText('Course created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(COURSE.name) })).toBeVisible();

  await page
    .getByLabel('Add a coordinator')
    .selectOption({ label: `${COORDINATOR.first} ${COORDINATOR.last} (${COORDINATOR.email})` });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Coordinator added to the course')).toBeVisible();
  const coordinators = page.getByRole('region', { name: 'Coordinators' });
  await expect(coordinators.getByRole('listitem').filter({ hasText: COORDINATOR.email })).toBeVisible();
  await expect(page.getByText('No participants in this course')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Courses' }).click();
  await page.getByRole('searchbox', { name: 'Search courses' }).fill(COURSE.shortName);
  const row = page.getByRole('row').filter({ hasText: COURSE.shortName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Running');

  // The coordinator opens the mailed link, chooses a password and signs in to the coordinator area.
  const coordinator = await otherPerson(browser, baseURL);
  await coordinator.goto(link);
  const resetForm = coordinator.getByRole('form', { name: 'Reset Password' });
  await resetForm.getByLabel('New Password').fill(COORDINATOR.password);
  await resetForm.getByLabel('Confirm Password').fill(COORDINATOR.password);
  await resetForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(coordinator).toHaveURL('/');
  await signInThroughUi(coordinator, COORDINATOR.email, COORDINATOR.password, '/coordinator/dashboard');
  await coordinator.context().close();
});

test('the admin deactivates a participant, who is signed out at once and refused at sign-in', async ({
  page,
  loginAs,
  browser,
  baseURL,
}) => {
  const account = DEMO_ACCOUNTS.participant4;
  const participant = await otherPerson(browser, baseURL);
  await signInThroughUi(participant, account.email, DEMO_PASSWORD, account.home);

  await loginAs('admin');
  await menu(page).getByRole('link', { name: 'Participants' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Participants' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search participants' }).fill(account.email);
  const row = page.getByRole('row').filter({ hasText: account.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Deactivate / }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate participant' });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Account deactivated: it can no longer sign in')).toBeVisible();
  await expect(row).toContainText('Deactivated');

  try {
    // Their open session ends at once: the next call answers 401 and the app leaves the participant area.
    // Home, with the sign-in drawer open and the way back to the address (docs/decisions/019).
    await participant.goto('/participant/courses');
    await expect(participant).toHaveURL('/?return_to=%2Fparticipant%2Fcourses');
    const drawer = loginDrawer(participant);
    await expect(drawer).toBeVisible();
    await drawer.getByLabel('Email', { exact: true }).fill(account.email);
    await drawer.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await drawer.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(loginDrawer(participant).getByRole('alert')).toHaveText('Invalid email or password');
  } finally {
    await row.getByRole('button', { name: /^Activate / }).click();
    await expect(page.getByText('Account activated')).toBeVisible();
    await expect(row).toContainText('Active');
    await participant.context().close();
  }
});

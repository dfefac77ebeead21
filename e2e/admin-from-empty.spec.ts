// From an empty database to a running course, entirely in the browser after the one command (issue 23, "Done
// when"): a server of its own starts on a database without demo data, where `create-admin` made the first admin.
// The admin chooses a password from the printed link, publishes a programme, creates a coordinator and a course
// that the coordinator runs, and invites a participant; the coordinator and the participant each follow their
// mail, and the coordinator finds the participant in the course.
import type { Browser, Page } from '@playwright/test';
import { expect, signInThroughUi, test } from './fixtures.ts';
import { linkIn, mailsTo, portalCommand } from './registration-data.ts';
import { type StartedServer, startServer } from './server.ts';
import { completeTwoStep, twoStepScreen } from './two-step.ts';

const ADMIN = { email: 'first.admin@institute.test', password: 'first-admin-password' };
const COORDINATOR = { first: 'Nusrat', last: 'Jahan', email: 'nusrat.jahan@institute.test', password: 'nusrat-pass-1' };
const PARTICIPANT = { name: 'Sabbir Hossain', email: 'sabbir.hossain@bank.test', password: 'sabbir-pass-1' };
const PROGRAMME = { shortName: 'CRM', name: 'Certified Risk Manager' };
const COURSE = { name: 'Certified Risk Manager', shortName: 'CRM-2027' };

let server: StartedServer;
let adminLink = '';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServer({
    prepare: (env) => {
      env.SEED_DEMO = 'false';
      const output = portalCommand(env, ['create-admin', '--email', ADMIN.email, '--name', 'First Admin']);
      adminLink = output.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0] ?? '';
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A browser window of its own, on this test's server. */
async function windowOn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  return context.newPage();
}

async function choosePassword(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  const form = page.getByRole('form', { name: 'Reset Password' });
  await form.getByLabel('New Password').fill(password);
  await form.getByLabel('Confirm Password').fill(password);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL('/');
}

async function mailLink(to: string, subject: RegExp, prefix: string): Promise<string> {
  await expect.poll(async () => (await mailsTo(to, subject, server.dataDir)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailsTo(to, subject, server.dataDir);
  return linkIn(mail as NonNullable<typeof mail>, `${server.baseUrl}${prefix}`);
}

test('an institute goes from an empty database to a running course with a coordinator and a participant', async ({
  browser,
}, testInfo) => {
  expect(adminLink, 'create-admin printed the link to choose the password').not.toBe('');
  const admin = await windowOn(browser);
  const menu = admin.getByRole('navigation', { name: 'Admin menu' });

  // The first admin chooses a password and signs in, sets up the authenticator app from the QR code's key and
  // enters its first code (decision 013): the overview counts nothing yet.
  await choosePassword(admin, adminLink, ADMIN.password);
  await signInThroughUi(admin, ADMIN.email, ADMIN.password, '/admin');
  await expect(twoStepScreen(admin).getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(menu).toHaveCount(0);
  await completeTwoStep(admin, ADMIN.email, testInfo);
  await expect(admin.getByRole('link', { name: 'Running Courses: 0' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Programmes: 0' })).toBeVisible();

  // A programme, published on the public site at once.
  await menu.getByRole('button', { name: 'Publishing' }).click();
  await menu.getByRole('link', { name: 'Programmes' }).click();
  await admin.getByRole('link', { name: 'New programme' }).click();
  await admin.getByLabel('Short name').fill(PROGRAMME.shortName);
  await admin.getByLabel('Name', { exact: true }).fill(PROGRAMME.name);
  await admin.getByRole('textbox', { name: /^Module/ }).click();
  await admin.keyboard.type('Credit, market and operational risk.');
  await admin.getByRole('button', { name: 'Create programme' }).click();
  await expect(admin.getByText('Programme created')).toBeVisible();

  // A coordinator account: the mail with the link to choose a password goes out.
  await menu.getByRole('link', { name: 'Coordinators' }).click();
  await admin.getByRole('button', { name: 'New Coordinator' }).click();
  const coordinatorForm = admin.getByRole('dialog', { name: 'New Coordinator' });
  await coordinatorForm.getByLabel('First name').fill(COORDINATOR.first);
  await coordinatorForm.getByLabel(/Last name/).fill(COORDINATOR.last);
  await coordinatorForm.getByLabel('E-mail').fill(COORDINATOR.email);
  await coordinatorForm.getByRole('button', { name: 'Create Coordinator' }).click();
  await expect(admin.getByText('Coordinator created; a link to set the password was e-mailed')).toBeVisible();

  // A course of that programme, run by that coordinator.
  await menu.getByRole('link', { name: 'Courses' }).click();
  await admin.getByRole('button', { name: 'New Course' }).click();
  const courseForm = admin.getByRole('dialog', { name: 'New Course' });
  await courseForm.getByLabel('Course name').fill(COURSE.name);
  await courseForm.getByLabel(/Short name/).fill(COURSE.shortName);
  // The only programme there is (index 0 is 'no programme').
  await courseForm.getByLabel(/Programme/).selectOption({ index: 1 });
  await courseForm.getByLabel('Year').fill('2027');
  await courseForm.getByRole('button', { name: 'Create Course' }).click();
  await expect(admin.getByText('Course created')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/courses\/\d+$/);
  const courseId = Number(admin.url().split('/').pop());
  await admin
    .getByLabel('Add a coordinator')
    .selectOption({ label: `${COORDINATOR.first} ${COORDINATOR.last} (${COORDINATOR.email})` });
  await admin.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(admin.getByText('Coordinator added to the course')).toBeVisible();

  // One invitation to that course.
  await menu.getByRole('button', { name: 'Invitations' }).click();
  await menu.getByRole('link', { name: 'Send Invitations' }).click();
  const invite = admin.getByRole('form', { name: 'Invite one person' });
  await invite.getByLabel('E-mail').fill(PARTICIPANT.email);
  await invite.getByLabel('Name', { exact: true }).fill(PARTICIPANT.name);
  const course = invite.getByLabel('Course', { exact: true });
  if ((await course.evaluate((element) => element.tagName)) === 'SELECT') {
    await course.selectOption({ label: `${COURSE.name} (${COURSE.shortName})` });
  } else {
    await course.fill(String(courseId));
  }
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByText('Invitation sent')).toBeVisible();

  // The participant registers through the mailed link…
  const participant = await windowOn(browser);
  await participant.goto(await mailLink(PARTICIPANT.email, /invitation/, '/register?token='));
  await expect(participant.getByText(`Welcome ${PARTICIPANT.name}`)).toBeVisible();
  const form = participant.getByRole('form', { name: 'Registration form' });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field('First Name').fill('Sabbir');
  await field('Last Name').fill('Hossain');
  await field('Organization').selectOption({ label: 'Others' });
  await field('Organization Name').fill('Prime Bank PLC');
  await field('Designation').fill('Senior Officer');
  await field('Last Academic Degree').fill('MBA');
  await field('Experience in Bank (years)').fill('4');
  await field('Mobile No').fill('01733445566');
  await field('Password').fill(PARTICIPANT.password);
  await field('Confirm Password').fill(PARTICIPANT.password);
  await field('Present Address').fill('House 9, Road 2, Dhanmondi, Dhaka');
  await field('Permanent Address').fill('Comilla Sadar, Comilla');
  await form.getByRole('group', { name: 'Gender' }).getByLabel('Male', { exact: true }).check();
  await field('Date of Birth').fill('03/04/1991');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(participant).toHaveURL('/participant/dashboard');
  await expect(participant.getByText(`Successfully Enrolled in ${COURSE.name}`)).toBeVisible();

  // …and the coordinator, from their own mail, finds the course with its participant.
  const coordinator = await windowOn(browser);
  await choosePassword(
    coordinator,
    await mailLink(COORDINATOR.email, /choose the password/, '/reset-password?token='),
    COORDINATOR.password,
  );
  await signInThroughUi(coordinator, COORDINATOR.email, COORDINATOR.password, '/coordinator/dashboard');
  await coordinator.goto('/coordinator/courses');
  const row = coordinator.getByRole('row').filter({ hasText: COURSE.name });
  await expect(row.getByRole('link', { name: new RegExp(`^1 participants of ${COURSE.name}`) })).toBeVisible();

  // The programme is on the public site, and the admin's overview counts what was made.
  await participant.goto('/courses');
  await expect(participant.getByRole('heading', { name: PROGRAMME.shortName })).toBeVisible();
  await admin.goto('/admin');
  await expect(admin.getByRole('link', { name: 'Running Courses: 1' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Coordinators: 1' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Participants: 1' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Pending Invitations: 0' })).toBeVisible();
});

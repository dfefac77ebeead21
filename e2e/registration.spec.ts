// Registration and password reset as a new user meets them (issue 4): invitations made with the built CLI
// before the server started (registration-data.ts) arrive as .eml files in DATA_DIR/outbox; their links open
// /register, the type 1 form enrols the participant, and a forgotten password is reset from its mail.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signInThroughUi, test } from './fixtures.ts';
import { INVITATIONS, INVITED_COURSE, linkIn, mailsTo } from './registration-data.ts';

test.skip(!process.env.E2E_DATA_DIR, 'needs the outbox of the server started by global-setup');

async function invitationLink(email: string, baseURL: string): Promise<string> {
  const [mail] = await mailsTo(email, /invitation/);
  expect(mail, `an invitation mail to ${email} in the outbox`).toBeDefined();
  return linkIn(mail as NonNullable<typeof mail>, `${baseURL}/register?token=`);
}

const form = (page: Page) => page.getByRole('form', { name: 'Registration form' });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const emergencyContact = (page: Page) => form(page).getByRole('textbox', { name: 'Emergency Contact (optional)' });
const submit = (page: Page) => form(page).getByRole('button', { name: 'Register' });

test('every validation message of the type 1 form is shown for bad input, and nothing is sent', async ({
  page,
  baseURL,
}) => {
  const link = await invitationLink(INVITATIONS.validation.email, baseURL ?? '');
  await page.goto(link);
  await expect(page.getByText(`Welcome ${INVITATIONS.validation.name}`)).toBeVisible();
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST') posts += 1;
  });

  await submit(page).click();
  for (const text of [
    'First Name is Required',
    'Last Name is required',
    'This field is required!',
    'Designation is Required!',
    'This is a required a field',
    'Please Enter Experience in bank',
    'Phone number is Required',
    'Password is Required',
    'Please Confirm Your Password',
    'Gender is reuired',
    'Please Enter Your Date Of Birth',
  ]) {
    await expect(form(page).getByText(text, { exact: true })).toBeVisible();
  }
  await expect(form(page).getByText('Please Enter Present Address', { exact: true })).toHaveCount(2);

  await field(page, 'Organization').selectOption({ label: 'Others' });
  await field(page, 'Mobile No').fill('0171234567');
  await field(page, 'Password').fill('abc');
  await field(page, 'Confirm Password').fill('abd');
  await field(page, 'Experience in Bank (years)').fill('-1');
  await field(page, 'Date of Birth').fill('1994-03-21');
  await emergencyContact(page).fill('12345');
  await submit(page).click();
  for (const text of [
    'Organization name is Required',
    'Phone Number Must be valid',
    'Password must be contain 6 characters',
    'Your Password do not match',
    'Experience Must be a valid number!',
    'Date of Birth must be dd/MM/yyyy',
    'Phone Number must be valid',
    'Relation with emergency contact is Required',
  ]) {
    await expect(form(page).getByText(text, { exact: true })).toBeVisible();
  }
  await field(page, 'Relation with Emergency Contact').fill('a'.repeat(101));
  await submit(page).click();
  await expect(form(page).getByText('max length is 100', { exact: true })).toBeVisible();

  // Clearing the emergency contact hides its relation again.
  await emergencyContact(page).fill('');
  await expect(field(page, 'Relation with Emergency Contact')).toHaveCount(0);
  expect(posts).toBe(0);
  // The link still works: nothing was used up.
  await page.reload();
  await expect(form(page)).toBeVisible();
});

async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the registration form with its messages, and the forgot and reset pages, pass axe-core', async ({
  page,
  baseURL,
}) => {
  await page.goto(await invitationLink(INVITATIONS.validation.email, baseURL ?? ''));
  await submit(page).click();
  await expect(form(page).getByText('First Name is Required', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/reset-password?token=made-up');
  await expect(page.getByText('The link You provided is Invalid!')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the invitation link from the mail registers a new participant, who lands on the dashboard', async ({
  page,
  baseURL,
}) => {
  const link = await invitationLink(INVITATIONS.newcomer.email, baseURL ?? '');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
  await expect(page.getByText(INVITED_COURSE.name)).toBeVisible();
  await expect(field(page, 'Email')).toHaveValue(INVITATIONS.newcomer.email);

  await field(page, 'First Name').fill('Nadia');
  await field(page, 'Last Name').fill('Karim');
  await field(page, 'Organization').selectOption({ label: 'Others' });
  await field(page, 'Organization Name').fill('Mutual Trust Bank PLC');
  await field(page, 'Designation').fill('Senior Officer');
  await field(page, 'Last Academic Degree').fill('MBA');
  await field(page, 'Experience in Bank (years)').fill('4');
  await field(page, 'Mobile No').fill('01712345678');
  await field(page, 'Password').fill('nadia-secret-1');
  await field(page, 'Confirm Password').fill('nadia-secret-1');
  await field(page, 'Present Address').fill('House 1, Road 2, Dhanmondi, Dhaka');
  await field(page, 'Permanent Address').fill('Village Kashipur, Cumilla');
  await form(page).getByRole('group', { name: 'Gender' }).getByLabel('Female').check();
  // A day the calendar does not have is an invalid date, not a future one.
  await field(page, 'Date of Birth').fill('31/02/1995');
  await submit(page).click();
  await expect(form(page).getByText('Date of Birth must be a valid date')).toBeVisible();
  await field(page, 'Date of Birth').fill('21/03/1994');
  await emergencyContact(page).fill('01898765432');
  await field(page, 'Relation with Emergency Contact').fill('Brother');
  // Once used, the link is not checked again (its refusal flashed the invalid-link text before the dashboard).
  const linkChecks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/register_auth') linkChecks.push(request.url());
  });
  await submit(page).click();

  await expect(page).toHaveURL('/participant/dashboard');
  expect(linkChecks).toEqual([]);
  await expect(page.getByText(`Successfully Enrolled in ${INVITED_COURSE.name}`)).toBeVisible();
  const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie.value]));
  expect(cookies.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(cookies.participant_email).toBe(INVITATIONS.newcomer.email);
  expect(cookies.participant_id).toMatch(/^\d+$/);

  // The link works once.
  await page.goto(link);
  await expect(page.getByText('The link You provided is Invalid!')).toBeVisible();
});

test('a forgotten password is reset from the mailed link, and the new one signs in', async ({
  page,
  request,
  baseURL,
}) => {
  // The participant of this test registers through the API with its own invitation.
  const link = await invitationLink(INVITATIONS.reset.email, baseURL ?? '');
  const token = new URL(link).searchParams.get('token') ?? '';
  const registered = await request.post(`/api/register/new_participant/${token}`, {
    data: {
      first_name: 'Rafi',
      last_name: 'Reset',
      organization_id: 0,
      organization_name: 'Bank Asia PLC',
      designation: 'Officer',
      last_academic_degree: 'BBA',
      exp_in_bank: 1,
      mobile_no: '01911111111',
      password: 'first-password',
      confirm_password: 'first-password',
      present_address: 'Dhaka',
      permanent_address: 'Dhaka',
      gender: 1,
      dob: '1995-06-15',
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/forgot-password');
  await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/');
  await page.getByRole('form', { name: 'Forgot Password' }).getByLabel('Email').fill(INVITATIONS.reset.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Mail sent successfully! Please Check your email.' }),
  ).toBeVisible();

  await expect
    .poll(async () => (await mailsTo(INVITATIONS.reset.email, /reset your password/)).length, { timeout: 10_000 })
    .toBe(1);
  const [mail] = await mailsTo(INVITATIONS.reset.email, /reset your password/);
  await page.goto(linkIn(mail as NonNullable<typeof mail>, `${baseURL}/reset-password?token=`));
  const resetForm = page.getByRole('form', { name: 'Reset Password' });
  await resetForm.getByLabel('New Password').fill('second-password');
  await resetForm.getByLabel('Confirm Password').fill('second-passwort');
  await resetForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(resetForm.getByText('Your Password do not match')).toBeVisible();
  await resetForm.getByLabel('Confirm Password').fill('second-password');
  await resetForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Changed Successfully! Please Login Again.')).toBeVisible();
  await expect(page).toHaveURL('/');

  await signInThroughUi(page, INVITATIONS.reset.email, 'second-password', '/participant/dashboard');
  const old = await request.post('/api/user/login', {
    data: { email: INVITATIONS.reset.email, password: 'first-password' },
  });
  expect(old.status()).toBe(401);
});

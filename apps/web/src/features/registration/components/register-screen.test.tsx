// /register?token=…: the link check, every validation message of the type 1 form, its conditional fields, the
// payload it sends (dob as year-month-day), and what a registration leaves behind (cookies, toast, dashboard).
import {
  authEndpoints,
  REGISTRATION_MESSAGES as M,
  registrationEndpoints,
  selectionOptionsEndpoint,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { RegisterScreen } from './register-screen.tsx';

const TOKEN = 'T'.repeat(43);
const SESSION = 'S'.repeat(43);
const INVITATION = {
  token: TOKEN,
  course_name: 'Certified Expert in Anti-Money Laundering',
  email: 'nadia@example.test',
  register_type: 1,
  participant_name: 'Nadia Karim',
};
const ORGANIZATIONS = {
  organizations: [
    { value: 1, label: 'Bangladesh Bank' },
    { value: 2, label: 'Sonali Bank PLC' },
    { value: 0, label: 'Others' },
  ],
};

function api(invitation: unknown = { status: 200, body: INVITATION }) {
  return fakeApi()
    .on(registrationEndpoints.registerAuth, invitation as { status: number; body: unknown })
    .on(selectionOptionsEndpoint, { status: 200, body: ORGANIZATIONS });
}

async function renderScreen(route = `/register?token=${TOKEN}`) {
  const view = renderWithProviders(<RegisterScreen />, { route });
  return view;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe('the link check', () => {
  it('sends the token as Bearer to register_auth and shows the form of type 1', async () => {
    const fake = api();
    await renderScreen();
    expect(await screen.findByRole('form', { name: 'Registration form' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome Nadia Karim/)).toBeInTheDocument();
    const check = fake.calls.find((call) => call.url === '/api/register_auth');
    expect(check?.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(field('Email')).toHaveValue('nadia@example.test');
    expect(field('Email')).toHaveAttribute('readonly');
  });

  it("shows 'The link You provided is Invalid!' for INVALID_TOKEN, and without a token", async () => {
    api({ status: 400, body: { error: 'INVALID_TOKEN' } });
    await renderScreen();
    expect(await screen.findByText('The link You provided is Invalid!')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the link texts of section 8 for a 500, another refusal and no answer', async () => {
    for (const [answer, text] of [
      [{ status: 500, body: { error: 'Internal Server Error' } }, 'Internal Server Error!'],
      [{ status: 400, body: { error: 'Something specific' } }, 'Something specific'],
      [{ status: 502 }, 'Server Error!'],
      ['network-error', 'Network Connection Error'],
    ] as const) {
      api(answer);
      const view = await renderScreen();
      expect(await screen.findByText(text)).toBeInTheDocument();
      view.unmount();
    }
  });

  it('shows the invalid-link text without asking when the link has no token', async () => {
    const fake = fakeApi();
    await renderScreen('/register');
    expect(screen.getByText('The link You provided is Invalid!')).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });

  it('shows the short form of type 2', async () => {
    api({ status: 200, body: { ...INVITATION, register_type: 2 } });
    await renderScreen();
    expect(await screen.findByRole('form', { name: 'Enrolment form' })).toBeInTheDocument();
    expect(field('Email')).toHaveValue('nadia@example.test');
    expect(field('Password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Mobile No')).not.toBeInTheDocument();
  });
});

describe('the type 1 form', () => {
  it('shows every required message on an empty submit and sends nothing', async () => {
    const fake = api();
    const { user } = await renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    for (const text of [
      M.firstName,
      M.lastName,
      M.organization,
      M.designation,
      M.degree,
      M.experienceRequired,
      M.mobileRequired,
      M.passwordRequired,
      M.confirmRequired,
      M.gender,
      M.dobRequired,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    // Both addresses use the present address's message.
    expect(screen.getAllByText(M.address)).toHaveLength(2);
    expect(field('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("reveals 'Organization Name' for Others (required) and hides it for another organisation", async () => {
    api();
    const { user } = await renderScreen();
    const organization = await screen.findByLabelText('Organization');
    await screen.findByRole('option', { name: 'Others' });
    expect(screen.queryByLabelText('Organization Name')).not.toBeInTheDocument();
    await user.selectOptions(organization, 'Others');
    expect(field('Organization Name')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(M.organizationName)).toBeInTheDocument();
    await user.selectOptions(organization, 'Sonali Bank PLC');
    expect(screen.queryByLabelText('Organization Name')).not.toBeInTheDocument();
    expect(screen.queryByText(M.organizationName)).not.toBeInTheDocument();
  });

  it('reveals the relation once an emergency contact is typed, checks both, and hides it when cleared', async () => {
    api();
    const { user } = await renderScreen();
    const emergency = await screen.findByLabelText(/Emergency Contact/);
    expect(screen.queryByLabelText('Relation with Emergency Contact')).not.toBeInTheDocument();
    await user.type(emergency, '12345');
    const relation = field('Relation with Emergency Contact');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(M.emergencyInvalid)).toBeInTheDocument();
    expect(screen.getByText(M.relationRequired)).toBeInTheDocument();
    await user.type(relation, 'a'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(M.relationMax)).toBeInTheDocument();
    await user.clear(emergency);
    expect(screen.queryByLabelText('Relation with Emergency Contact')).not.toBeInTheDocument();
  });

  it('shows the messages of the phone, password, experience and date rules', async () => {
    api();
    const { user } = await renderScreen();
    await user.type(await screen.findByLabelText('Mobile No'), '0171234567');
    await user.type(field('Password'), 'abc');
    await user.type(field('Confirm Password'), 'abd');
    await user.type(field('Experience in Bank (years)'), '-1');
    await user.type(field('Date of Birth'), '1994-03-21');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(M.mobileInvalid)).toBeInTheDocument();
    expect(screen.getByText(M.passwordMin)).toBeInTheDocument();
    expect(screen.getByText(M.passwordMismatch)).toBeInTheDocument();
    expect(screen.getByText(M.experienceInvalid)).toBeInTheDocument();
    expect(screen.getByText(M.dobFormat)).toBeInTheDocument();
    await user.clear(field('Date of Birth'));
    await user.type(field('Date of Birth'), '31/02/1994');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(M.dobNotADate)).toBeInTheDocument();
    await user.clear(field('Date of Birth'));
    await user.type(field('Date of Birth'), '01/01/2999');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(M.dobInvalid)).toBeInTheDocument();
  });

  it('sends the payload of section 3, stores the session cookies, says so and goes to the dashboard', async () => {
    const fake = api()
      // Once used, the link is refused: the screen must not ask again and flash the invalid-link text.
      .on(registrationEndpoints.registerAuth, { status: 400, body: { error: 'INVALID_TOKEN' } })
      .on(
        registrationEndpoints.newParticipant,
        {
          status: 201,
          body: {
            success: 'Successfully Enrolled in Certified Expert in Anti-Money Laundering',
            token: SESSION,
            course: 'Certified Expert in Anti-Money Laundering',
          },
        },
        { token: TOKEN },
      )
      .on(authEndpoints.participantAuth, {
        status: 200,
        body: { id: 41, email: 'nadia@example.test', user_type: 2 },
      });
    const view = await renderScreen();
    const { user } = view;
    await user.type(await screen.findByLabelText('First Name'), 'Nadia');
    await user.type(field('Last Name'), 'Karim');
    await screen.findByRole('option', { name: 'Others' });
    await user.selectOptions(field('Organization'), 'Others');
    await user.type(field('Organization Name'), 'Mutual Trust Bank PLC');
    await user.type(field('Designation'), 'Senior Officer');
    await user.type(field('Last Academic Degree'), 'MBA');
    await user.type(field('Experience in Bank (years)'), '4');
    await user.type(field('Mobile No'), '01712345678');
    await user.type(field('Password'), 'secret-pass');
    await user.type(field('Confirm Password'), 'secret-pass');
    await user.type(field('Present Address'), 'Dhanmondi, Dhaka');
    await user.type(field('Permanent Address'), 'Cumilla');
    await user.click(within(screen.getByRole('group', { name: 'Gender' })).getByLabelText('Female'));
    await user.type(field('Date of Birth'), '21/03/1994');
    await user.type(screen.getByLabelText(/Emergency Contact/), '01898765432');
    await user.type(field('Relation with Emergency Contact'), 'Brother');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(view.location.current).toBe('/participant/dashboard'));
    const sent = fake.calls.find((call) => call.method === 'POST');
    expect(sent?.url).toBe(`/api/register/new_participant/${TOKEN}`);
    expect(sent?.body).toEqual({
      first_name: 'Nadia',
      last_name: 'Karim',
      organization_id: 0,
      organization_name: 'Mutual Trust Bank PLC',
      designation: 'Senior Officer',
      last_academic_degree: 'MBA',
      exp_in_bank: 4,
      email: 'nadia@example.test',
      mobile_no: '01712345678',
      password: 'secret-pass',
      confirm_password: 'secret-pass',
      present_address: 'Dhanmondi, Dhaka',
      permanent_address: 'Cumilla',
      gender: 0,
      dob: '1994-03-21',
      alternative_contact: { mobile_no: '01898765432', relation: 'Brother' },
    });
    expect(Cookies.get('auth_token')).toBe(SESSION);
    expect(Cookies.get('participant_id')).toBe('41');
    expect(Cookies.get('participant_email')).toBe('nadia@example.test');
    expect(
      await screen.findByText('Successfully Enrolled in Certified Expert in Anti-Money Laundering'),
    ).toBeInTheDocument();
    // The used link is not checked again (that answer would flash the invalid-link text before the dashboard).
    expect(fake.calls.filter((call) => call.url === '/api/register_auth')).toHaveLength(1);
  });

  it("toasts 'The link You provided is Invalid!' when the link was used meanwhile, keeping no cookie", async () => {
    api().on(registrationEndpoints.newParticipant, { status: 400, body: { error: 'INVALID_TOKEN' } }, { token: TOKEN });
    const { user } = await renderScreen();
    await user.type(await screen.findByLabelText('First Name'), 'Nadia');
    await user.type(field('Last Name'), 'Karim');
    await screen.findByRole('option', { name: 'Bangladesh Bank' });
    await user.selectOptions(field('Organization'), 'Bangladesh Bank');
    await user.type(field('Designation'), 'Officer');
    await user.type(field('Last Academic Degree'), 'MBA');
    await user.type(field('Experience in Bank (years)'), '0');
    await user.type(field('Mobile No'), '01712345678');
    await user.type(field('Password'), 'secret-pass');
    await user.type(field('Confirm Password'), 'secret-pass');
    await user.type(field('Present Address'), 'Dhaka');
    await user.type(field('Permanent Address'), 'Dhaka');
    await user.click(screen.getByLabelText('Male'));
    await user.type(field('Date of Birth'), '01/01/1990');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The link You provided is Invalid!')).toBeInTheDocument();
    expect(Cookies.get('auth_token')).toBeUndefined();
  });
});

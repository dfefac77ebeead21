// The admin's two-step screen (decision 013): the enrolment with its QR code and key, the code prompt, the
// server's refusals inline, and the session check set to 'verified' on success.

import { authEndpoints, TWO_STEP_TEXTS } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { authKeys } from '../logged-in-user.ts';
import { TWO_STEP_SCREEN_TEXTS, TwoStepScreen } from './two-step-screen.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ENROLMENT = {
  otpauth_uri: `otpauth://totp/Certification%20Portal:admin%40demo.test?issuer=Certification%20Portal&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`,
  secret: SECRET,
};
const VERIFIED = { id: 9, email: 'admin@demo.test', user_type: 0, two_step: 'verified' };

describe('TwoStepScreen', () => {
  it('enrols: shows the QR code and the key, refuses a wrong code inline, then marks the session verified', async () => {
    const api = fakeApi()
      .on(authEndpoints.adminTwoStepEnrol, { status: 200, body: ENROLMENT })
      .on(authEndpoints.adminTwoStepVerify, { status: 400, body: { error: TWO_STEP_TEXTS.badCode } })
      .on(authEndpoints.adminTwoStepVerify, { status: 200, body: VERIFIED });
    const { user, queryClient } = renderWithProviders(<TwoStepScreen state="enrol" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    const code = screen.getByLabelText('Code');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_STEP_TEXTS.codeFormat)).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_STEP_TEXTS.badCode)).toHaveClass('alert-danger');
    expect(code).toHaveValue('');

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(queryClient.getQueryData(authKeys.session('admin'))).toEqual(VERIFIED));
    const sent = api.calls.filter((call) => call.url === authEndpoints.adminTwoStepVerify.path);
    expect(sent.map((call) => call.body)).toEqual([{ code: '123456' }, { code: '654321' }]);
    expect(api.calls.filter((call) => call.url === authEndpoints.adminTwoStepEnrol.path)).toHaveLength(1);
  });

  it('asks an enrolled admin for the code only, and shows the throttle text of a 429', async () => {
    const api = fakeApi().on(authEndpoints.adminTwoStepVerify, {
      status: 429,
      body: { error: 'Too many failed sign-in attempts. Please try again in 15 minutes.' },
    });
    document.title = 'Home | Certification e-Learning';
    const { user } = renderWithProviders(<TwoStepScreen state="verify" />);
    expect(screen.getByText(TWO_STEP_SCREEN_TEXTS.verify)).toBeInTheDocument();
    // The console's page titles name the page, then the product: not the page the admin came from.
    expect(document.title).toBe('Two-step sign-in | Certification e-Learning');
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/Too many failed sign-in attempts/)).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === authEndpoints.adminTwoStepEnrol.path)).toBe(false);
  });

  it('shows a spinner while the key is prepared, and an error with Retry when it could not be', async () => {
    fakeApi()
      .on(authEndpoints.adminTwoStepEnrol, { status: 500, body: { error: 'Internal Server Error' } })
      .on(authEndpoints.adminTwoStepEnrol, { status: 200, body: ENROLMENT });
    const { user } = renderWithProviders(<TwoStepScreen state="enrol" />);
    expect(screen.getByRole('status')).toHaveTextContent(TWO_STEP_SCREEN_TEXTS.preparing);
    expect(await screen.findByText(new RegExp(TWO_STEP_SCREEN_TEXTS.enrolFailed))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
  });
});

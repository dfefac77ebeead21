// /forgot-password and /reset-password?token=…: the validation messages, the success texts and the link texts
// (docs/features.md, Registration and reset).
import { FORGOT_PASSWORD_SENT, PASSWORD_RESET_DONE, registrationEndpoints } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { ForgotPasswordScreen } from './forgot-password-screen.tsx';
import { ResetPasswordScreen } from './reset-password-screen.tsx';

const TOKEN = 'R'.repeat(43);

describe('ForgotPasswordScreen', () => {
  it("refuses an empty and a malformed e-mail with 'Please Fill out this field' and 'Email must be valid'", async () => {
    const fake = fakeApi();
    const { user } = renderWithProviders(<ForgotPasswordScreen />, { route: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please Fill out this field')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email must be valid')).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });

  it("says 'Mail sent successfully! Please Check your email.' and links back to sign in at '/'", async () => {
    const fake = fakeApi().on(registrationEndpoints.forgotPassword, {
      status: 200,
      body: { success: FORGOT_PASSWORD_SENT },
    });
    const { user } = renderWithProviders(<ForgotPasswordScreen />, { route: '/forgot-password' });
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/');
    await user.type(screen.getByLabelText('Email'), 'someone@example.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findAllByText(FORGOT_PASSWORD_SENT)).length).toBeGreaterThan(0);
    expect(fake.calls[0]?.body).toEqual({ email: 'someone@example.test', language: 'en' });
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it("toasts the server's refusal (429) and 'Network Connection Error' offline", async () => {
    fakeApi()
      .on(registrationEndpoints.forgotPassword, { status: 429, body: { error: 'Too many requests' } })
      .on(registrationEndpoints.forgotPassword, 'network-error');
    const { user } = renderWithProviders(<ForgotPasswordScreen />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'someone@example.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Too many requests')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Network Connection Error')).toBeInTheDocument();
  });
});

describe('ResetPasswordScreen', () => {
  const route = `/reset-password?token=${TOKEN}`;

  it("shows 'The link You provided is Invalid!' for a bad link", async () => {
    fakeApi().on(
      registrationEndpoints.verifyResetToken,
      { status: 400, body: { error: 'INVALID_TOKEN' } },
      { token: TOKEN },
    );
    renderWithProviders(<ResetPasswordScreen />, { route });
    expect(await screen.findByText('The link You provided is Invalid!')).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('requires both fields and their match', async () => {
    const fake = fakeApi().on(
      registrationEndpoints.verifyResetToken,
      { status: 200, body: { success: 'The link is valid.' } },
      { token: TOKEN },
    );
    const { user } = renderWithProviders(<ResetPasswordScreen />, { route });
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(await screen.findAllByText('Please Fill out this field')).toHaveLength(2);
    await user.type(screen.getByLabelText('New Password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Your Password do not match')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it("sets the password, says 'Password Changed Successfully! Please Login Again.' and goes to '/'", async () => {
    const fake = fakeApi()
      .on(registrationEndpoints.verifyResetToken, { status: 200, body: { success: 'ok' } }, { token: TOKEN })
      .on(
        registrationEndpoints.resetPassword,
        { status: 200, body: { success: PASSWORD_RESET_DONE } },
        { token: TOKEN },
      );
    const view = renderWithProviders(<ResetPasswordScreen />, { route });
    await view.user.type(await screen.findByLabelText('New Password'), 'new-password-1');
    await view.user.type(screen.getByLabelText('Confirm Password'), 'new-password-1');
    await view.user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(view.location.current).toBe('/'));
    expect(await screen.findByText(PASSWORD_RESET_DONE)).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      password: 'new-password-1',
      confirm_password: 'new-password-1',
    });
  });

  it("toasts 'The link You provided is Invalid!' when the link was used meanwhile, and 'Internal Server Error!' on a 500", async () => {
    fakeApi()
      .on(registrationEndpoints.verifyResetToken, { status: 200, body: { success: 'ok' } }, { token: TOKEN })
      .on(registrationEndpoints.resetPassword, { status: 400, body: { error: 'INVALID_TOKEN' } }, { token: TOKEN })
      .on(
        registrationEndpoints.resetPassword,
        { status: 500, body: { error: 'Internal Server Error' } },
        { token: TOKEN },
      );
    const { user } = renderWithProviders(<ResetPasswordScreen />, { route });
    await user.type(await screen.findByLabelText('New Password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('The link You provided is Invalid!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Internal Server Error!')).toBeInTheDocument();
  });
});

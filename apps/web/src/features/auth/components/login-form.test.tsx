// The Sign In form: the spec's validation messages, its answers and its pending state (docs/features.md, Sign-in and
// sessions).

import { authEndpoints } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { LoginForm } from './login-form.tsx';

function renderForm(route?: string) {
  const onSignedIn = vi.fn();
  const view = renderWithProviders(<LoginForm onSignedIn={onSignedIn} />, route ? { route } : undefined);
  const email = screen.getByLabelText('Email');
  const password = screen.getByLabelText('Password', { selector: 'input' });
  const submit = screen.getByRole('button', { name: 'Sign In' });
  return { ...view, email, password, submit, onSignedIn };
}

describe('LoginForm', () => {
  it('shows "Please Fill out this field" for an empty email and password', async () => {
    const api = fakeApi();
    const { user, submit } = renderForm();
    await user.click(submit);
    expect(await screen.findAllByText('Please Fill out this field')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('shows "Email must be valid" for a malformed e-mail', async () => {
    fakeApi();
    const { user, email, password, submit } = renderForm();
    await user.type(email, 'not-an-email');
    await user.type(password, 'secret');
    await user.click(submit);
    expect(await screen.findByText('Email must be valid')).toBeInTheDocument();
    expect(screen.queryByText('Please Fill out this field')).not.toBeInTheDocument();
  });

  it("shows the server's error text in a red alert on a 401", async () => {
    fakeApi().on(authEndpoints.login, { status: 401, body: { error: 'Invalid email or password' } });
    const { user, email, password, submit } = renderForm();
    await user.type(email, 'participant@demo.test');
    await user.type(password, 'wrong-password');
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(alert).toHaveClass('alert-danger');
    expect(Cookies.get('auth_token')).toBeUndefined();
  });

  it('disables the button and reads "Sign In...." while the call is pending', async () => {
    fakeApi().on(authEndpoints.login, 'never');
    const { user, email, password, submit } = renderForm();
    await user.type(email, 'participant@demo.test');
    await user.type(password, 'demo1234');
    await user.click(submit);
    const pending = await screen.findByRole('button', { name: 'Sign In....' });
    expect(pending).toBeDisabled();
  });

  it('shows "Network Connection error!" inline and toasts "Network connection error!" when no answer comes', async () => {
    fakeApi().on(authEndpoints.login, 'network-error');
    const { user, email, password, submit } = renderForm();
    await user.type(email, 'participant@demo.test');
    await user.type(password, 'demo1234');
    await user.click(submit);
    expect(await screen.findByText('Network Connection error!')).toBeInTheDocument();
    expect(await screen.findByText('Network connection error!')).toBeInTheDocument();
  });

  it('toasts "Network Connection Error!" for an answer with neither id nor error', async () => {
    fakeApi().on(authEndpoints.login, { status: 200, body: { id: 1, token: 't', email: 'a@b.c', user_type: 7 } });
    const { user, email, password, submit } = renderForm();
    await user.type(email, 'participant@demo.test');
    await user.type(password, 'demo1234');
    await user.click(submit);
    expect(await screen.findByText('Network Connection Error!')).toBeInTheDocument();
    expect(document.querySelector('.alert-danger')).toBeNull();
  });

  it('on success stores the cookies and goes to the participant dashboard', async () => {
    const api = fakeApi().on(authEndpoints.login, {
      status: 200,
      body: { id: 12, token: 'session-token', email: 'participant@demo.test', user_type: 2 },
    });
    const { user, email, password, submit, location, onSignedIn } = renderForm();
    await user.type(email, '  participant@demo.test ');
    await user.type(password, 'demo1234');
    await user.click(submit);
    await waitFor(() => expect(location.current).toBe('/participant/dashboard'));
    expect(onSignedIn).toHaveBeenCalled();
    expect(Cookies.get('auth_token')).toBe('session-token');
    expect(Cookies.get('participant_id')).toBe('12');
    expect(Cookies.get('participant_email')).toBe('participant@demo.test');
    expect(api.calls[0]?.body).toEqual({ email: 'participant@demo.test', password: 'demo1234' });
  });

  it('goes to the coordinator dashboard for user_type 1', async () => {
    fakeApi().on(authEndpoints.login, {
      status: 200,
      body: { id: 3, token: 'tok', email: 'coordinator@demo.test', user_type: 1 },
    });
    const { user, email, password, submit, location } = renderForm();
    await user.type(email, 'coordinator@demo.test');
    await user.type(password, 'demo1234');
    await user.click(submit);
    await waitFor(() => expect(location.current).toBe('/coordinator/dashboard'));
    expect(Cookies.get('coordinator_id')).toBe('3');
  });

  it("goes back to the work-area address it was opened with (?return_to=), when it is the role's own area", async () => {
    const returning = '/?return_to=%2Fparticipant%2Fassignments%3Fpage%3D2';
    fakeApi().on(authEndpoints.login, {
      status: 200,
      body: { id: 41, token: 'tok', email: 'participant@demo.test', user_type: 2 },
    });
    const participant = renderForm(returning);
    await participant.user.type(participant.email, 'participant@demo.test');
    await participant.user.type(participant.password, 'demo1234');
    await participant.user.click(participant.submit);
    await waitFor(() => expect(participant.location.current).toBe('/participant/assignments?page=2'));
    participant.unmount();

    // A coordinator with a participant's address goes to their own home, as without one.
    fakeApi().on(authEndpoints.login, {
      status: 200,
      body: { id: 3, token: 'tok', email: 'coordinator@demo.test', user_type: 1 },
    });
    const coordinator = renderForm(returning);
    await coordinator.user.type(coordinator.email, 'coordinator@demo.test');
    await coordinator.user.type(coordinator.password, 'demo1234');
    await coordinator.user.click(coordinator.submit);
    await waitFor(() => expect(coordinator.location.current).toBe('/coordinator/dashboard'));
  });

  it('lets a password be pasted (AU4): the paste event is not cancelled and the pasted text is sent', async () => {
    const api = fakeApi().on(authEndpoints.login, {
      status: 200,
      body: { id: 12, token: 'session-token', email: 'participant@demo.test', user_type: 2 },
    });
    const { user, email, password, submit, location } = renderForm();
    // fireEvent answers false when a handler anywhere on the way (the field, the form, React's root) cancelled it.
    expect(fireEvent.paste(password, { clipboardData: { getData: () => 'x' } })).toBe(true);
    await user.type(email, 'participant@demo.test');
    await user.click(password);
    await user.paste('pasted pass 🔑');
    expect(password).toHaveValue('pasted pass 🔑');
    await user.click(submit);
    await waitFor(() => expect(location.current).toBe('/participant/dashboard'));
    expect(api.calls[0]?.body).toEqual({ email: 'participant@demo.test', password: 'pasted pass 🔑' });
  });

  it('offers a show/hide toggle for the password', async () => {
    fakeApi();
    const { user, password } = renderForm();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

// The Reset Password modal of both roles (docs/features.md, Sign-in and sessions).

import { authEndpoints } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import type { PasswordRole } from '../roles.ts';
import { ResetPasswordModal } from './reset-password-modal.tsx';

function Harness({ userRole }: { userRole: PasswordRole }) {
  const [show, setShow] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        Open
      </button>
      <ResetPasswordModal userRole={userRole} show={show} onHide={() => setShow(false)} />
    </>
  );
}

async function fillAndSubmit(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Old Password'), 'demo1234');
  await user.type(screen.getByLabelText('New Password'), 'new-secret');
  await user.type(screen.getByLabelText('Confirm Password'), 'new-secret');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ResetPasswordModal', () => {
  it('shows "This field is required" three times on an empty submit', async () => {
    const api = fakeApi();
    const { user } = renderWithProviders(<Harness userRole="participant" />);
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(api.calls).toHaveLength(0);
  });

  it('reads "Changing...." and is disabled while pending', async () => {
    fakeApi().on(authEndpoints.participantChangePassword, 'never');
    const { user } = renderWithProviders(<Harness userRole="participant" />);
    await fillAndSubmit(user);
    expect(await screen.findByRole('button', { name: 'Changing....' })).toBeDisabled();
  });

  it("shows the server's error text inside the modal", async () => {
    fakeApi().on(authEndpoints.participantChangePassword, {
      status: 400,
      body: { error: 'Old password is incorrect' },
    });
    const { user } = renderWithProviders(<Harness userRole="participant" />);
    await fillAndSubmit(user);
    const dialog = screen.getByRole('dialog');
    expect(await screen.findByText('Old password is incorrect')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Old password is incorrect');
  });

  it('shows "Internal Server Error!" for a 500', async () => {
    fakeApi().on(authEndpoints.coordinatorChangePassword, { status: 500, body: { error: 'Internal Server Error' } });
    const { user } = renderWithProviders(<Harness userRole="coordinator" />);
    await fillAndSubmit(user);
    expect(await screen.findByText('Internal Server Error!')).toBeInTheDocument();
  });

  it("on 200 closes, toasts the server's success text, and resets the coordinator's form", async () => {
    const api = fakeApi().on(authEndpoints.coordinatorChangePassword, {
      status: 200,
      body: { success: 'Password Changed Successfully!' },
    });
    const { user } = renderWithProviders(<Harness userRole="coordinator" />);
    await fillAndSubmit(user);
    expect(await screen.findByText('Password Changed Successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls[0]?.body).toEqual({
      password: 'demo1234',
      new_password: 'new-secret',
      confirm_password: 'new-secret',
    });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByLabelText('Old Password')).toHaveValue('');
  });
});

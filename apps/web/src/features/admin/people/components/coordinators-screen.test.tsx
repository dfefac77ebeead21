// The admin's coordinators: the list, and the New Coordinator form that shows the contract's messages before it
// sends the body the server expects.
import { type AdminCoordinator, adminPeople } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { CoordinatorsScreen } from './coordinators-screen.tsx';

const coordinator: AdminCoordinator = {
  id: 2,
  first_name: 'Ayesha',
  last_name: 'Siddiqua',
  email: 'coordinator@demo.test',
  mobile_no: '01711234501',
  designation: 'Professor',
  is_active: false,
  course_count: 2,
};

describe('CoordinatorsScreen', () => {
  it('lists the coordinators and creates one with the checked body', async () => {
    const api = fakeApi()
      .on(adminPeople.coordinators, { status: 200, body: { total_data: 1, data: [coordinator] } })
      .on(adminPeople.createCoordinator, {
        status: 201,
        body: { success: 'Coordinator created; a link to set the password was e-mailed', id: 12, mailed: true },
      });
    renderWithProviders(<CoordinatorsScreen />, { route: '/admin/coordinators' });
    const row = (await screen.findByText('Ayesha Siddiqua')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Deactivated')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Send the set-password link again/ })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Activate Ayesha Siddiqua' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New Coordinator' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Coordinator' });
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'not-an-email');
    await userEvent.type(within(dialog).getByLabelText(/Mobile number/), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Coordinator' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(within(dialog).getByText('Mobile number must be 11 digits starting with 01')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('First name'), 'Nadia');
    await userEvent.clear(within(dialog).getByLabelText('E-mail'));
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'nadia@institute.test');
    await userEvent.clear(within(dialog).getByLabelText(/Mobile number/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Coordinator' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      first_name: 'Nadia',
      last_name: '',
      email: 'nadia@institute.test',
      mobile_no: '',
      designation: '',
    });
  });
});

// Organisations: the list with participant counts, a new one created from the dialog, and a name taken in any
// case shown beside the field (the dialog stays open).
import { type AdminOrganization, adminPublishing } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { OrganizationsScreen } from './organizations-screen.tsx';

const organization = (over: Partial<AdminOrganization>): AdminOrganization => ({
  id: 1,
  name: 'Bangladesh Bank',
  participants: 3,
  created_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('OrganizationsScreen', () => {
  it('lists organisations with their participants, refuses a taken name, then creates one', async () => {
    const api = fakeApi()
      .on(adminPublishing.organizations, {
        status: 200,
        body: {
          total_data: 2,
          data: [organization({}), organization({ id: 2, name: 'Sonali Bank PLC', participants: 0 })],
        },
      })
      .on(adminPublishing.createOrganization, {
        status: 409,
        body: { error: 'An organisation with this name already exists' },
      })
      .on(adminPublishing.createOrganization, { status: 201, body: { success: 'Organisation created', id: 3 } });
    const { user } = renderWithProviders(<OrganizationsScreen />, { route: '/admin/organizations' });

    const row = (await screen.findByText('Bangladesh Bank')).closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Organisation' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Organisation name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'sonali bank plc');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('An organisation with this name already exists')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), '  Padma Bank PLC ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([{ name: 'sonali bank plc' }, { name: 'Padma Bank PLC' }]);
  });
});

// A programme's coordinators by batch: the entries listed, a coordinator chosen and a batch typed, and one already
// in that batch shown beside the select.
import { adminPeople, adminPublishing } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { ProgramCoordinatorsScreen } from './program-coordinators-screen.tsx';

describe('ProgramCoordinatorsScreen', () => {
  it('lists the entries and adds a coordinator to a batch, refusing one already there', async () => {
    const api = fakeApi()
      .on(
        adminPublishing.program,
        {
          status: 200,
          body: {
            id: 1,
            short_name: 'CEAML',
            name: 'Certified Expert in Anti-Money Laundering',
            image_url: null,
            sort_order: 1,
            coordinators: 1,
            created_at: '2026-11-20T10:00:00.000Z',
            module: '',
            description: '',
          },
        },
        { id: 1 },
      )
      .on(
        adminPublishing.programCoordinators,
        {
          status: 200,
          body: {
            total_data: 1,
            data: [
              {
                id: 5,
                coordinator_id: 2,
                coordinator_name: 'Ayesha Siddiqua',
                email: 'coordinator@demo.test',
                batch: 'Batch 5',
                is_active: true,
              },
            ],
          },
        },
        { id: 1 },
      )
      .on(adminPeople.coordinatorOptions, {
        status: 200,
        body: { coordinators: [{ value: 2, label: 'Ayesha Siddiqua (coordinator@demo.test)' }] },
      })
      .on(
        adminPublishing.addProgramCoordinator,
        { status: 409, body: { error: 'This coordinator is already listed in this batch' } },
        { id: 1 },
      );
    const { user } = renderWithProviders(<ProgramCoordinatorsScreen programId="1" />, {
      route: '/admin/programs/1/coordinators',
    });
    const row = (await screen.findByText('Ayesha Siddiqua')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Batch 5')).toBeInTheDocument();
    expect(await screen.findByText('Certified Expert in Anti-Money Laundering')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Choose a coordinator')).toBeInTheDocument();
    expect(screen.getByText('Batch is required')).toBeInTheDocument();

    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Coordinator'), '2');
    await user.type(screen.getByLabelText('Batch'), 'Batch 5');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This coordinator is already listed in this batch')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ coordinator_id: 2, batch: 'Batch 5' });
  });
});

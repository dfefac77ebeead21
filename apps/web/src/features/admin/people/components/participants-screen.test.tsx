// The admin's participants: the search goes into the query, and deactivation asks first, then sends
// `{ active: false }` for that participant.
import { type AdminParticipant, adminPeople } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { ParticipantsScreen } from './participants-screen.tsx';

const participant: AdminParticipant = {
  id: 7,
  name: 'Sabbir Ahmed',
  email: 'sabbir@bank.test',
  mobile_no: '01711111111',
  is_active: true,
  course_count: 2,
};

describe('ParticipantsScreen', () => {
  it('searches with ?q= and deactivates a participant after a confirmation', async () => {
    const api = fakeApi()
      .on(adminPeople.participants, { status: 200, body: { total_data: 1, data: [participant] } })
      .on(
        adminPeople.setParticipantActive,
        { status: 200, body: { success: 'Account deactivated: it can no longer sign in' } },
        { id: 7 },
      );
    renderWithProviders(<ParticipantsScreen />, { route: '/admin/participants?q=sabbir' });
    const row = (await screen.findByText('Sabbir Ahmed')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(api.calls[0]?.url).toContain('q=sabbir');

    await userEvent.click(within(row).getByRole('button', { name: 'Deactivate Sabbir Ahmed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate participant' });
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toContain('/api/admin/participants/7/active');
    expect(patch?.body).toEqual({ active: false });
  });
});

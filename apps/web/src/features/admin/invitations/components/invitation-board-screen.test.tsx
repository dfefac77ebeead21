// The invitation board: the course from the URL, every state with its count, the state filter in the URL,
// Resend on all but the registered, Revoke (after a confirmation) on the pending ones only.
import { adminInvitations, type BoardInvitation, type InvitationBoard } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { InvitationBoardScreen } from './invitation-board-screen.tsx';

const invitation = (over: Partial<BoardInvitation>): BoardInvitation => ({
  id: 1,
  email: 'sent@board.test',
  name: 'Sent Person',
  register_type: 1,
  state: 'sent',
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-12-04T10:00:00.000Z',
  used_at: null,
  revoked_at: null,
  sent_by: 'admin@demo.test',
  ...over,
});

const board = (data: BoardInvitation[]): InvitationBoard => ({
  course: { id: 4, name: 'Certified Expert in AML', short_name: 'CEAML-2026' },
  total_data: data.length,
  counts: { sent: 1, registered: 1, expired: 0, revoked: 0 },
  data,
});

describe('InvitationBoardScreen', () => {
  it('asks for a course first', async () => {
    const api = fakeApi();
    renderWithProviders(<InvitationBoardScreen />, { route: '/admin/invitations/board' });
    expect(screen.getByText('Choose a course to see its invitations.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('lists the states with their counts, resends and revokes', async () => {
    const sent = invitation({});
    const registered = invitation({
      id: 2,
      email: 'done@board.test',
      state: 'registered',
      used_at: '2026-11-21T10:00:00.000Z',
    });
    const api = fakeApi()
      .on(adminInvitations.board, { status: 200, body: board([sent, registered]) }, { courseId: 4 })
      .on(
        adminInvitations.resend,
        { status: 200, body: { success: 'Invitation sent again with a new link', id: 9 } },
        { id: 1 },
      )
      .on(adminInvitations.revoke, { status: 200, body: { success: 'Invitation revoked' } }, { id: 1 });
    const { user } = renderWithProviders(<InvitationBoardScreen />, { route: '/admin/invitations/board?courseId=4' });

    expect(await screen.findByRole('heading', { name: 'CEAML-2026 — Certified Expert in AML' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Registered (1)' })).toBeInTheDocument();
    const doneRow = screen.getByText('done@board.test').closest('tr') as HTMLElement;
    expect(within(doneRow).getByText('Registered')).toBeInTheDocument();
    expect(within(doneRow).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend the invitation of sent@board.test' }));
    await waitFor(() => expect(api.calls.some((call) => call.url === '/api/admin/invitations/1/resend')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Revoke the invitation of sent@board.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.calls.some((call) => call.url === '/api/admin/invitations/1/revoke')).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Sent (1)' }));
    await waitFor(() => expect(api.calls.at(-1)?.url).toContain('state=sent'));
  });
});

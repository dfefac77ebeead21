// A work area is shown as soon as its role check has passed: it does not wait for the Reset Password modal's code
// (a lazy chunk with the form library and zod), which is asked for only when the modal is opened. Here that chunk
// never arrives.
import { authEndpoints, profileEndpoints } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { ParticipantLayout } from './participant-layout.tsx';

vi.mock('#web/features/auth/components/reset-password-modal.tsx', () => new Promise(() => undefined));

describe('a work area before the Reset Password code has arrived', () => {
  it('shows its menu and main region', async () => {
    fakeApi()
      .on(authEndpoints.participantAuth, { status: 200, body: { id: 1, email: 'participant@demo.test', user_type: 2 } })
      .on(profileEndpoints.participantSidebar, {
        status: 200,
        body: { url: null, first_name: 'Pat', last_name: 'Doe' },
      });
    renderWithProviders(<ParticipantLayout />, { route: '/participant/dashboard' });
    expect(await screen.findByRole('navigation', { name: 'Participant menu' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
  });
});

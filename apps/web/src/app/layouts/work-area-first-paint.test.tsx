// A work area paints its frame (work-area-frame.tsx) before its own code has arrived and while its role check is on
// the way; it is shown as soon as that check has passed: it does not wait for the Reset Password modal's code (a
// lazy chunk with the form library and zod), which is asked for only when the modal is opened. Here the area's
// chunk (for the router) and the modal's chunk never arrive.
import { authEndpoints, profileEndpoints } from '@portal/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#web/lib/query-client.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { AppRoutes } from '../router.tsx';
import { ParticipantLayout } from './participant-layout.tsx';

vi.mock('#web/features/auth/components/reset-password-modal.tsx', () => new Promise(() => undefined));
vi.mock('#web/app/areas/participant-area.ts', () => new Promise(() => undefined));

/** The frame without its sidebar: the logo, a Menu button that cannot open anything yet, a spinner in main. */
async function expectLoadingFrame() {
  expect(await screen.findByRole('img', { name: /: public site$/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Menu' })).toBeDisabled();
  expect(within(screen.getByRole('main')).getByRole('status')).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
}

describe('a work area before its code or its role check has arrived', () => {
  it('shows the area frame while the area chunk is on the way', async () => {
    fakeApi().on(authEndpoints.participantAuth, 'never');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/participant/dashboard']}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await expectLoadingFrame();
  });

  it('shows the same frame while the role check is on the way', async () => {
    fakeApi().on(authEndpoints.participantAuth, 'never');
    renderWithProviders(<ParticipantLayout />, { route: '/participant/dashboard' });
    await expectLoadingFrame();
  });
});

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

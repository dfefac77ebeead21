// The participant and coordinator shells: nothing before the role check, the sidebar after it, '/' on a 401.

import { authEndpoints, profileEndpoints } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import defaultAvatarUrl from '#web/assets/default-avatar.svg';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { CoordinatorLayout } from './coordinator-layout.tsx';
import { ParticipantLayout } from './participant-layout.tsx';

const participantCheck = { status: 200, body: { id: 1, email: 'participant@demo.test', user_type: 2 } };
const participantHeader = { status: 200, body: { url: null, first_name: 'Pat', last_name: 'Doe' } };

describe('work area layouts', () => {
  it('renders nothing but a spinner until the participant check answers', async () => {
    fakeApi().on(authEndpoints.participantAuth, 'never');
    renderWithProviders(<ParticipantLayout />, { route: '/participant/dashboard' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading....');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('goes to / and forgets the session on a 401', async () => {
    Cookies.set('auth_token', 'expired', { path: '/' });
    fakeApi().on(authEndpoints.participantAuth, { status: 401, body: { error: 'Session expired' } });
    const { location } = renderWithProviders(<ParticipantLayout />, { route: '/participant/dashboard' });
    await waitFor(() => expect(location.current).toBe('/'));
    expect(Cookies.get('auth_token')).toBeUndefined();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('sends a signed-in participant who opens the coordinator area to / without ending their session', async () => {
    Cookies.set('auth_token', 'tok', { path: '/' });
    Cookies.set('participant_id', '4', { path: '/' });
    const api = fakeApi().on(authEndpoints.coordinatorAuth, { status: 401, body: { error: 'Unauthorized' } });
    const { location } = renderWithProviders(<CoordinatorLayout />, { route: '/coordinator/dashboard' });
    await waitFor(() => expect(location.current).toBe('/'));
    expect(api.calls).toHaveLength(0);
    expect(Cookies.get('auth_token')).toBe('tok');
    expect(Cookies.get('participant_id')).toBe('4');
    Cookies.remove('participant_id', { path: '/' });
  });

  it("forwards a signed-in coordinator from a participant's post link to the coordinator's page of that post", async () => {
    Cookies.set('auth_token', 'tok', { path: '/' });
    Cookies.set('coordinator_id', '2', { path: '/' });
    const api = fakeApi();
    const { location } = renderWithProviders(
      <Routes>
        <Route path="/participant/*" element={<ParticipantLayout />} />
        <Route path="/coordinator/*" element={<p>The coordinator area</p>} />
      </Routes>,
      { route: '/participant/posts/reply/12?page=2' },
    );
    await waitFor(() => expect(location.current).toBe('/coordinator/posts/reply/12?page=2'));
    expect(screen.getByText('The coordinator area')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(Cookies.get('coordinator_id')).toBe('2');
    Cookies.remove('coordinator_id', { path: '/' });
  });

  it("forwards a signed-in participant from a coordinator's post link to the participant's page of that post", async () => {
    Cookies.set('auth_token', 'tok', { path: '/' });
    Cookies.set('participant_id', '4', { path: '/' });
    const { location } = renderWithProviders(
      <Routes>
        <Route path="/coordinator/*" element={<CoordinatorLayout />} />
        <Route path="/participant/*" element={<p>The participant area</p>} />
      </Routes>,
      { route: '/coordinator/posts/reply/12' },
    );
    await waitFor(() => expect(location.current).toBe('/participant/posts/reply/12'));
    expect(screen.getByText('The participant area')).toBeInTheDocument();
    Cookies.remove('participant_id', { path: '/' });
  });

  it('shows the participant sidebar with its header, entries and placeholders', async () => {
    Cookies.set('auth_token', 'tok', { path: '/' });
    const api = fakeApi()
      .on(authEndpoints.participantAuth, participantCheck)
      .on(profileEndpoints.participantSidebar, participantHeader);
    const { user } = renderWithProviders(<ParticipantLayout />, { route: '/participant/dashboard' });
    const nav = await screen.findByRole('navigation', { name: 'Participant menu' });
    expect(await screen.findByText('Pat Doe')).toBeInTheDocument();
    for (const [name, href] of [
      ['Dashboard', '/participant/dashboard'],
      ['Profile', '/participant/profile'],
      ['View Course', '/participant/courses'],
      ['Assignments', '/participant/assignments'],
      ['Contents', '/participant/contents'],
      ['Results', '/participant/results'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await user.click(within(nav).getByRole('button', { name: 'Forum' }));
    expect(within(nav).getByRole('link', { name: 'My Replies' })).toHaveAttribute('href', '/participant/my_replies');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('opens the Reset Password modal from the sidebar header', async () => {
    fakeApi()
      .on(authEndpoints.participantAuth, participantCheck)
      .on(profileEndpoints.participantSidebar, participantHeader);
    const { user } = renderWithProviders(<ParticipantLayout />, { route: '/participant/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('shows the coordinator sidebar with its Evaluations entries', async () => {
    fakeApi()
      .on(authEndpoints.coordinatorAuth, { status: 200, body: { id: 2, email: 'c@demo.test', user_type: 1 } })
      .on(profileEndpoints.coordinatorSidebar, { status: 200, body: { url: null, faculty_name: 'Dr. Rahman' } });
    const { user } = renderWithProviders(<CoordinatorLayout />, { route: '/coordinator/dashboard' });
    const nav = await screen.findByRole('navigation', { name: 'Coordinator menu' });
    expect(within(nav).getByRole('link', { name: 'Participants' })).toHaveAttribute(
      'href',
      '/coordinator/participants',
    );
    await user.click(within(nav).getByRole('button', { name: 'Evaluations' }));
    expect(within(nav).getByRole('link', { name: 'Report List' })).toHaveAttribute(
      'href',
      '/coordinator/evaluations/report-list',
    );
    expect(within(nav).getByRole('link', { name: 'Upload' })).toHaveAttribute(
      'href',
      '/coordinator/evaluations/upload',
    );
    expect(document.querySelector('.sidebar-header img')).toHaveAttribute('src', defaultAvatarUrl);
  });

  it('logs the participant out from the sidebar, emptying the query cache', async () => {
    Cookies.set('auth_token', 'tok', { path: '/' });
    Cookies.set('participant_id', '1', { path: '/' });
    fakeApi()
      .on(authEndpoints.participantAuth, participantCheck)
      .on(profileEndpoints.participantSidebar, participantHeader)
      .on(authEndpoints.participantLogout, { status: 200, body: { success: 'Logged out successfully' } });
    const { user, location, queryClient } = renderWithProviders(<ParticipantLayout />, {
      route: '/participant/dashboard',
    });
    // Something a signed-in screen had read: Logout itself must drop it (docs/security.md SE6), not only a later 401.
    queryClient.setQueryData(['grades-canary'], { secret: 'kept before logout' });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(location.current).toBe('/'));
    expect(Cookies.get('auth_token')).toBeUndefined();
    expect(Cookies.get('participant_id')).toBeUndefined();
    expect(queryClient.getQueryData(['grades-canary'])).toBeUndefined();
  });
});

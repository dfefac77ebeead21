// The public bar: Login drawer when signed out, the user menu and its logout when signed in, the placeholders
// marked as such, and the mobile menu's links.

import { authEndpoints, INSTITUTE } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { PublicNav } from './public-nav.tsx';

const participant = { avatar: '/media/avatars/p.png', name: 'Pat Doe', user_type: 'Participant' };

describe('PublicNav', () => {
  it('opens the login drawer from the Login button', async () => {
    fakeApi().on(authEndpoints.isLogined, { status: 200, body: [] });
    const { user } = renderWithProviders(<PublicNav />);
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    const drawer = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(drawer).getByLabelText('Email')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
  });

  it('removes a stale token when is_logined answers an empty list', async () => {
    Cookies.set('auth_token', 'expired', { path: '/' });
    Cookies.set('coordinator_id', '4', { path: '/' });
    fakeApi().on(authEndpoints.isLogined, { status: 200, body: [] });
    renderWithProviders(<PublicNav />);
    await waitFor(() => expect(Cookies.get('auth_token')).toBeUndefined());
    expect(Cookies.get('coordinator_id')).toBeUndefined();
  });

  it('links About Us to both messages and opens the external lists in a new tab', async () => {
    fakeApi().on(authEndpoints.isLogined, { status: 200, body: [] });
    const { user } = renderWithProviders(<PublicNav />);
    await user.click(screen.getByRole('button', { name: 'About Us' }));
    expect(screen.getByRole('link', { name: 'Message from Director General' })).toHaveAttribute(
      'href',
      '/message-from-director-general',
    );
    const faculty = screen.getByRole('link', { name: /Faculty List/ });
    expect(faculty).toHaveAttribute('href', INSTITUTE.facultyListUrl);
    expect(faculty).toHaveAttribute('target', '_blank');
    expect(faculty).toHaveAttribute('rel', 'noopener noreferrer');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'About Us' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("opens the mobile menu: Certification Program and Contact Us lead to their pages, the placeholders say 'coming soon'", async () => {
    fakeApi().on(authEndpoints.isLogined, { status: 200, body: [] });
    const { user, location } = renderWithProviders(<PublicNav />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(panel).getByRole('link', { name: 'Certification Program' })).toHaveAttribute('href', '/courses');
    expect(within(panel).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    for (const name of ['FAQ', 'Other Services']) {
      const placeholder = within(panel).getByRole('link', { name: `${name} coming soon` });
      expect(placeholder).toHaveAttribute('aria-disabled', 'true');
      expect(placeholder).toHaveTextContent(`${name} coming soon`);
    }
    await user.click(within(panel).getByRole('link', { name: 'Contact Us' }));
    expect(location.current).toBe('/contact');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it("marks the desktop bar's FAQ as a placeholder, where it stays when used", async () => {
    fakeApi().on(authEndpoints.isLogined, { status: 200, body: [] });
    const { user, location } = renderWithProviders(<PublicNav />, { route: '/courses' });
    const faq = screen.getByRole('link', { name: 'FAQ coming soon' });
    expect(faq).toHaveAttribute('aria-disabled', 'true');
    await user.click(faq);
    expect(location.current).toBe('/courses');
  });

  it('shows the user menu when signed in, and logs out through it', async () => {
    Cookies.set('auth_token', 'tok', { path: '/' });
    Cookies.set('participant_id', '12', { path: '/' });
    Cookies.set('participant_email', 'participant@demo.test', { path: '/' });
    const api = fakeApi()
      .on(authEndpoints.isLogined, { status: 200, body: [participant] })
      .on(authEndpoints.isLogined, { status: 200, body: [] })
      .on(authEndpoints.participantLogout, { status: 200, body: { success: 'Logged out successfully' } });
    const { user, location } = renderWithProviders(<PublicNav />, { route: '/courses' });

    const toggle = await screen.findByRole('button', { name: /Pat Doe/ });
    expect(toggle).toHaveTextContent('Participant');
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/participant/dashboard',
    );
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(location.current).toBe('/'));
    expect(Cookies.get('auth_token')).toBeUndefined();
    expect(Cookies.get('participant_id')).toBeUndefined();
    expect(Cookies.get('participant_email')).toBeUndefined();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    const logout = api.calls.find((call) => call.url === '/api/participant/user/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.body).toEqual({});
    expect(logout?.headers.get('Authorization')).toBe('Bearer tok');
  });
});

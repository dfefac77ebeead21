// The Notifications page (docs/features.md, Notifications): unread items in bold with their link, opening one marks
// it read, 'Mark all as read', the empty state, and the mail preferences saved per kind.
import { participantNotifications } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { NotificationsScreen } from './notifications-screen.tsx';

const item = (id: number, isRead: boolean) => ({
  id,
  kind: 'assignment-new',
  text: `New assignment in AML (CEAML-2026): Case ${id}`,
  link: '/participant/assignments',
  created_at: '2026-11-27T10:00:00.000Z',
  is_read: isRead,
});

const PREFERENCES = {
  status: 200,
  body: {
    preferences: [
      { kind: 'assignment-new', label: 'A new assignment in one of my courses', channel: 'immediate' },
      { kind: 'forum-reply-to-my-post', label: 'A reply to my post', channel: 'digest' },
    ],
  },
};

describe('NotificationsScreen', () => {
  it('shows unread items in bold with their link; opening one marks it read', async () => {
    const api = fakeApi()
      .on(
        participantNotifications.list,
        { status: 200, body: { total_data: 2, unread: 1, notifications: [item(2, false), item(1, true)] } },
        { page: 1 },
      )
      .on(participantNotifications.preferences, PREFERENCES)
      .on(participantNotifications.markRead, { status: 200, body: { success: 'ok' } }, { notificationId: 2 });
    renderWithProviders(<NotificationsScreen area="participant" />, { route: '/participant/notifications' });
    const unread = await screen.findByRole('link', { name: /Case 2/ });
    expect(unread).toHaveClass('fw-bold');
    expect(unread).toHaveAttribute('href', '/participant/assignments');
    expect(screen.getByRole('link', { name: /Case 1/ })).not.toHaveClass('fw-bold');
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    fireEvent.click(unread);
    await waitFor(() =>
      expect(api.calls.some((call) => call.method === 'POST' && call.url.endsWith('/notifications/read/2'))).toBe(true),
    );
  });

  it('says so when there is nothing, and Mark all as read is off', async () => {
    fakeApi()
      .on(
        participantNotifications.list,
        { status: 200, body: { total_data: 0, unread: 0, notifications: [] } },
        {
          page: 1,
        },
      )
      .on(participantNotifications.preferences, PREFERENCES);
    renderWithProviders(<NotificationsScreen area="participant" />, { route: '/participant/notifications' });
    expect(await screen.findByText('You have no notifications yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('saves every kind’s channel as chosen', async () => {
    const api = fakeApi()
      .on(
        participantNotifications.list,
        { status: 200, body: { total_data: 0, unread: 0, notifications: [] } },
        {
          page: 1,
        },
      )
      .on(participantNotifications.preferences, PREFERENCES)
      .on(participantNotifications.savePreferences, { status: 200, body: { success: 'Preferences saved' } });
    renderWithProviders(<NotificationsScreen area="participant" />, { route: '/participant/notifications' });
    const select = await screen.findByLabelText('A new assignment in one of my courses');
    fireEvent.change(select, { target: { value: 'off' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      preferences: [
        { kind: 'assignment-new', channel: 'off' },
        { kind: 'forum-reply-to-my-post', channel: 'digest' },
      ],
    });
  });
});

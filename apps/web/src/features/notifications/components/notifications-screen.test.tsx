// The Notifications page (docs/features.md, Notifications): unread items in bold with their link, opening one marks
// it read, 'Mark all as read', the empty state, and the mail preferences saved per kind.
import { participantNotifications } from '@portal/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { NotificationBell } from '../bell.tsx';
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

describe('NotificationsScreen and the bell in Bangla', () => {
  afterEach(() => resetLanguageForTests());

  // As the server answers them: the English line, and its kind and values (the line is written from those).
  const items = [
    {
      id: 4,
      kind: 'deadline-grace',
      text: 'In grace: 5 hours left to submit Case 4 in AML (CEAML-2026)',
      subject: { title: 'Case 4', course: 'AML (CEAML-2026)', last_date: '04-12-2026', hours_left: 5 },
      link: '/participant/assignments',
      created_at: '2026-11-27T10:00:00.000Z',
      is_read: false,
    },
    {
      id: 3,
      kind: 'forum-reply-to-my-post',
      text: 'Rahim Uddin replied to your post "Due dates?"',
      subject: { title: 'Due dates?', course: 'AML (CEAML-2026)', author: 'Rahim Uddin' },
      link: '/participant/forum/post/7',
      created_at: '2026-11-27T09:00:00.000Z',
      is_read: true,
    },
    {
      id: 2,
      kind: 'assignment-new',
      text: 'This item is no longer available',
      subject: null,
      link: '/participant/notifications',
      created_at: '2026-11-27T08:00:00.000Z',
      is_read: true,
    },
  ];

  it('writes each line in Bangla from its kind and values; names and titles as written', async () => {
    setLanguage('bn');
    fakeApi()
      .on(
        participantNotifications.list,
        { status: 200, body: { total_data: 3, unread: 1, notifications: items } },
        { page: 1 },
      )
      .on(participantNotifications.preferences, PREFERENCES);
    // The first Bangla render suspends while the Bangla runtime and the catalogues arrive: an awaited act lets React
    // retry once they are there.
    await act(async () => {
      renderWithProviders(
        <Suspense fallback={null}>
          <NotificationBell area="participant" />
          <NotificationsScreen area="participant" />
        </Suspense>,
        { route: '/participant/notifications' },
      );
    });
    const list = await screen.findByRole('list', {}, { timeout: 10_000 });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'অপঠিত: অতিরিক্ত সময় চলছে: AML (CEAML-2026) কোর্সের Case 4 জমা দিতে আর ৫ ঘণ্টা বাকি',
      'Rahim Uddin আপনার পোস্ট "Due dates?"-এ উত্তর দিয়েছেন',
      'এই বিষয়টি আর পাওয়া যাচ্ছে না',
    ]);
    // The bell: its name and badge in Bangla, the count in Bengali digits.
    const bell = screen.getByRole('link', { name: /নোটিফিকেশন/ });
    expect(bell).toHaveAttribute('href', '/participant/notifications');
    expect(bell).toHaveTextContent('১');
    expect(bell.getAttribute('aria-label')).toMatch(/১/);
  }, 20_000);
});

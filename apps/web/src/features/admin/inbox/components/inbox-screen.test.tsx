// The admin's inbox: messages newest first with the unread ones marked, the unread filter in the URL, and
// "Mark read" sending `{ read: true }` for that message.
import { adminInbox, type InboxMessage } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { InboxScreen } from './inbox-screen.tsx';

const message = (over: Partial<InboxMessage>): InboxMessage => ({
  id: 1,
  name: 'Asha Rahman',
  email: 'asha@mail.test',
  phone: null,
  message: 'When does the next batch start?\nThank you.',
  created_at: '2026-11-20T10:00:00.000Z',
  read_at: null,
  ...over,
});

describe('InboxScreen', () => {
  it('lists the messages, shows the unread count and marks one read', async () => {
    const unread = message({});
    const read = message({ id: 2, name: 'Karim Uddin', read_at: '2026-11-21T09:00:00.000Z' });
    const api = fakeApi()
      .on(adminInbox.list, { status: 200, body: { total_data: 2, unread: 1, data: [unread, read] } })
      .on(adminInbox.markRead, { status: 200, body: { success: 'Marked as read' } }, { id: 1 });
    renderWithProviders(<InboxScreen />, { route: '/admin/inbox' });

    const row = (await screen.findByText('Asha Rahman')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Unread')).toBeInTheDocument();
    expect(within(row).getByText(/When does the next batch start\?/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unread (1)' })).toBeInTheDocument();
    expect(within(screen.getByText('Karim Uddin').closest('tr') as HTMLElement).getByText('Read')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Mark as read: message from Asha Rahman' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toContain('/api/admin/inbox/1');
    expect(patch?.body).toEqual({ read: true });
  });

  it('asks for the unread ones only with ?unread=1, and says when there are none', async () => {
    const api = fakeApi().on(adminInbox.list, { status: 200, body: { total_data: 0, unread: 0, data: [] } });
    renderWithProviders(<InboxScreen />, { route: '/admin/inbox?unread=1' });
    expect(await screen.findByText('No messages')).toBeInTheDocument();
    expect(api.calls[0]?.url).toContain('unread=1');
  });
});

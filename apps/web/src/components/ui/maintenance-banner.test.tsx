// The maintenance banner: the admin's message while maintenance mode is on, nothing while it is off, and shown at once
// when a save is refused with 503 (not at the next minute's poll).
import { participantForum, publicStatusEndpoints } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { write } from '#web/lib/api.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { MaintenanceBanner } from './maintenance-banner.tsx';

const MESSAGE = 'Upgrading until 14:00: reading works, saving is paused.';
const on = { status: 200, body: { maintenance: { on: true, message: MESSAGE, since: '2026-11-28T06:00:00.000Z' } } };
const off = { status: 200, body: { maintenance: { on: false, message: '', since: null } } };

function SaveButton() {
  const save = () =>
    write(participantForum.createPost, { params: { courseId: 1 }, body: { post_title: 'T', post_body: 'B' } }).catch(
      () => undefined,
    );
  return (
    <button type="button" onClick={() => void save()}>
      Save
    </button>
  );
}

describe('MaintenanceBanner', () => {
  it('shows the message while maintenance mode is on', async () => {
    fakeApi().on(publicStatusEndpoints.status, on);
    renderWithProviders(<MaintenanceBanner />);
    expect(await screen.findByRole('region', { name: 'Maintenance notice' })).toHaveTextContent(MESSAGE);
  });

  it('shows nothing while it is off, and the message at once when a save is refused with 503', async () => {
    const api = fakeApi()
      .on(publicStatusEndpoints.status, off)
      .on(publicStatusEndpoints.status, on)
      .on(participantForum.createPost, { status: 503, body: { error: MESSAGE } }, { courseId: 1 });
    renderWithProviders(
      <>
        <MaintenanceBanner />
        <SaveButton />
      </>,
    );
    await waitFor(() => expect(api.calls.some((call) => call.url.endsWith('/api/public/status'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Maintenance notice' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('region', { name: 'Maintenance notice' })).toHaveTextContent(MESSAGE);
  });
});

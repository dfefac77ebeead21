// The overview's last-backup panel: the newest nightly run's time, result and size; "not set up" without BACKUP_DIR,
// "none yet" before the first night; a failed read says so with Retry.
import { adminBackups } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { LastBackupPanel } from './last-backup-panel.tsx';

describe('LastBackupPanel', () => {
  it('shows the last run: when, its result and message, its size and how many are kept', async () => {
    fakeApi().on(adminBackups.last, {
      status: 200,
      body: {
        scheduled: true,
        keep: 7,
        last: {
          started_at: '2026-11-27T20:00:00.000Z',
          finished_at: '2026-11-27T20:00:09.000Z',
          bytes: 52_428_800,
          result: 'ok',
          message: '250301 rows, 5120 files; 1 older archives removed',
        },
      },
    });
    renderWithProviders(<LastBackupPanel />);
    const panel = await screen.findByRole('region', { name: 'Last backup' });
    expect(await within(panel).findByText('Succeeded')).toBeInTheDocument();
    expect(panel).toHaveTextContent('50.0 MB');
    expect(panel).toHaveTextContent('250301 rows, 5120 files');
    expect(panel).toHaveTextContent('the newest 7');
    expect(within(panel).getByText(/ago|in /, { selector: 'time' })).toHaveAttribute(
      'datetime',
      '2026-11-27T20:00:00.000Z',
    );
  });

  it('shows a failed night with its reason', async () => {
    fakeApi().on(adminBackups.last, {
      status: 200,
      body: {
        scheduled: true,
        keep: 7,
        last: {
          started_at: '2026-11-27T20:00:00.000Z',
          finished_at: '2026-11-27T20:00:01.000Z',
          bytes: null,
          result: 'failed',
          message: 'ENOSPC: no space left on device',
        },
      },
    });
    renderWithProviders(<LastBackupPanel />);
    const panel = await screen.findByRole('region', { name: 'Last backup' });
    expect(await within(panel).findByText('Failed')).toBeInTheDocument();
    expect(panel).toHaveTextContent('ENOSPC: no space left on device');
    expect(panel).toHaveTextContent('—');
  });

  it('says when nightly backups are not set up, and when none has run yet', async () => {
    fakeApi().on(adminBackups.last, { status: 200, body: { scheduled: false, keep: 7, last: null } });
    const first = renderWithProviders(<LastBackupPanel />);
    expect(await screen.findByText(/Nightly backups are not set up \(BACKUP_DIR\)/)).toBeInTheDocument();
    first.unmount();
    fakeApi().on(adminBackups.last, { status: 200, body: { scheduled: true, keep: 7, last: null } });
    renderWithProviders(<LastBackupPanel />);
    expect(await screen.findByText(/No nightly backup has run yet/)).toBeInTheDocument();
  });

  it('says when the last backup cannot be read, with Retry', async () => {
    fakeApi()
      .on(adminBackups.last, 'network-error')
      .on(adminBackups.last, { status: 200, body: { scheduled: true, keep: 7, last: null } });
    const { user } = renderWithProviders(<LastBackupPanel />);
    const panel = await screen.findByRole('region', { name: 'Last backup' });
    const alert = await within(panel).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText(/No nightly backup has run yet/)).toBeInTheDocument();
  });
});

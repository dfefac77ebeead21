// The overview's last-backup panel: when the newest nightly backup ran, its size and result (GET
// /api/admin/backups/last), or that nightly backups are not set up (BACKUP_DIR, docs/operations.md).
import type { BackupRun, LastBackup } from '@portal/contract';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { exactDateTimeText, relativeTimeText } from '#web/lib/relative-time.ts';
import { lastBackupOptions } from '../api.ts';

const RESULT_TEXT: Record<BackupRun['result'], { text: string; badge: string }> = {
  ok: { text: 'Succeeded', badge: 'text-bg-success' },
  failed: { text: 'Failed', badge: 'text-bg-danger' },
  running: { text: 'Running', badge: 'text-bg-secondary' },
};

export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024 / 1024).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.ceil(bytes / 1024))} kB`;
}

export function LastBackupPanel() {
  const query = useQuery(lastBackupOptions());
  return (
    <section className="card mt-4" aria-labelledby="last-backup-title">
      <div className="card-body">
        <h2 id="last-backup-title" className="h5 card-title">
          Last backup
        </h2>
        <LastBackupBody query={query} />
      </div>
    </section>
  );
}

function LastBackupBody({ query }: { query: UseQueryResult<LastBackup> }) {
  if (query.isError) {
    return (
      <div role="alert">
        <p className="mb-2">The last backup could not be loaded.</p>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void query.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  if (!query.data) {
    return (
      <p className="mb-0 text-body-secondary" role="status">
        Loading....
      </p>
    );
  }
  const { last, scheduled, keep } = query.data;
  if (!last) {
    return (
      <p className="mb-0">
        {scheduled
          ? 'No nightly backup has run yet: the first runs at 02:00.'
          : 'Nightly backups are not set up (BACKUP_DIR). Back up with npm run portal -- backup.'}
      </p>
    );
  }
  const result = RESULT_TEXT[last.result];
  return (
    <dl className="row mb-0">
      <dt className="col-sm-3">Started</dt>
      <dd className="col-sm-9">
        <time dateTime={last.started_at} title={exactDateTimeText(last.started_at)}>
          {exactDateTimeText(last.started_at)} ({relativeTimeText(last.started_at)})
        </time>
      </dd>
      <dt className="col-sm-3">Result</dt>
      <dd className="col-sm-9">
        <span className={`badge ${result.badge}`}>{result.text}</span>
        {last.message && <span className="ms-2 text-break">{last.message}</span>}
      </dd>
      <dt className="col-sm-3">Size</dt>
      <dd className="col-sm-9">{last.bytes === null ? '—' : sizeText(last.bytes)}</dd>
      <dt className="col-sm-3">Kept</dt>
      <dd className="col-sm-9 mb-0">{scheduled ? `the newest ${keep}` : 'nightly backups are off'}</dd>
    </dl>
  );
}

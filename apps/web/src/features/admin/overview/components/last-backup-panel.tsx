// The overview's last-backup panel: when the newest nightly backup ran, its size and result (GET
// /api/admin/backups/last), or that nightly backups are not set up (BACKUP_DIR, docs/operations.md).
import { type BackupRun, formatNumber, type Language, type LastBackup } from '@portal/contract';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { exactDateTimeText, relativeTimeText } from '#web/lib/relative-time.ts';
import { lastBackupOptions } from '../api.ts';

const RESULT_TEXT = {
  ok: { key: 'backup.succeeded', badge: 'text-bg-success' },
  failed: { key: 'backup.failed', badge: 'text-bg-danger' },
  running: { key: 'backup.running', badge: 'text-bg-secondary' },
} as const satisfies Record<BackupRun['result'], { key: string; badge: string }>;

export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024 / 1024).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.ceil(bytes / 1024))} kB`;
}

/** The size in the page's language: in Bangla, Bengali digits and the unit's Bangla name ('৫০.০ মেগাবাইট'). */
function sizeIn(language: Language, bytes: number): string {
  if (language === 'en') return sizeText(bytes);
  const [value, unit] =
    bytes >= 1024 ** 3
      ? [bytes / 1024 ** 3, 'gigabyte']
      : bytes >= 1024 ** 2
        ? [bytes / 1024 ** 2, 'megabyte']
        : [Math.max(1, Math.ceil(bytes / 1024)), 'kilobyte'];
  const decimals = unit === 'kilobyte' ? 0 : 1;
  return formatNumber(language, value, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

export function LastBackupPanel() {
  const t = useT(adminNs);
  const query = useQuery(lastBackupOptions());
  return (
    <section className="card mt-4" aria-labelledby="last-backup-title">
      <div className="card-body">
        <h2 id="last-backup-title" className="h5 card-title">
          {t('backup.title')}
        </h2>
        <LastBackupBody query={query} />
      </div>
    </section>
  );
}

function LastBackupBody({ query }: { query: UseQueryResult<LastBackup> }) {
  const t = useT(adminNs);
  const language = useLanguage();
  if (query.isError) {
    return (
      <div role="alert">
        <p className="mb-2">{t('backup.failedToLoad')}</p>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void query.refetch()}>
          {t('backup.retry')}
        </button>
      </div>
    );
  }
  if (!query.data) {
    return (
      <p className="mb-0 text-body-secondary" role="status">
        {t('backup.loading')}
      </p>
    );
  }
  const { last, scheduled, keep } = query.data;
  if (!last) {
    return (
      <p className="mb-0">
        {scheduled
          ? t('backup.noneYet')
          : t('backup.notSetUp', { variable: 'BACKUP_DIR', command: 'npm run portal -- backup' })}
      </p>
    );
  }
  const result = RESULT_TEXT[last.result];
  return (
    <dl className="row mb-0">
      <dt className="col-sm-3">{t('backup.started')}</dt>
      <dd className="col-sm-9">
        <time dateTime={last.started_at} title={exactDateTimeText(last.started_at, language)}>
          {exactDateTimeText(last.started_at, language)} ({relativeTimeText(last.started_at, Date.now(), language)})
        </time>
      </dd>
      <dt className="col-sm-3">{t('backup.result')}</dt>
      <dd className="col-sm-9">
        <span className={`badge ${result.badge}`}>{t(result.key)}</span>
        {last.message && <span className="ms-2 text-break">{last.message}</span>}
      </dd>
      <dt className="col-sm-3">{t('backup.size')}</dt>
      <dd className="col-sm-9">{last.bytes === null ? '—' : sizeIn(language, last.bytes)}</dd>
      <dt className="col-sm-3">{t('backup.kept')}</dt>
      <dd className="col-sm-9 mb-0">{scheduled ? t('backup.keptNewest', { count: keep }) : t('backup.off')}</dd>
    </dl>
  );
}

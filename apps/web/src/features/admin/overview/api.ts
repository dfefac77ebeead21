// The admin's home: the counts of what the console manages.
import { adminBackups, adminOverview } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { read } from '#web/lib/api.ts';

export function overviewOptions() {
  return queryOptions({
    queryKey: ['admin', 'overview'] as const,
    queryFn: ({ signal }) => read(adminOverview.summary, { signal }),
  });
}

/** The newest nightly backup run (the overview's last-backup panel). */
export function lastBackupOptions() {
  return queryOptions({
    queryKey: ['admin', 'backups', 'last'] as const,
    queryFn: ({ signal }) => read(adminBackups.last, { signal }),
  });
}

// The admin console's last-backup panel: the newest row of `backup_runs` (one indexed row).
import { adminBackups, type BackupRun, type LastBackup } from '@portal/contract';
import { desc } from 'drizzle-orm';
import { backupRuns } from '#server/core/db/schema/index.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';

export function backupRoutes({ route, db, config }: FeatureContext) {
  route(adminBackups.last, async (): Promise<LastBackup> => {
    const [row] = await db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt), desc(backupRuns.id)).limit(1);
    return {
      scheduled: Boolean(config.BACKUP_DIR),
      keep: config.BACKUP_KEEP,
      last: row
        ? {
            started_at: row.startedAt.toISOString(),
            finished_at: row.finishedAt?.toISOString() ?? null,
            bytes: row.bytes,
            // The column's check allows these three only.
            result: row.result as BackupRun['result'],
            message: row.message,
          }
        : null,
    };
  });
}

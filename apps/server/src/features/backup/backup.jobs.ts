// The nightly backup (docs/decisions/029-backup-and-restore.md): a scheduled kind of the job queue, at 02:00 in
// TZ_INSTITUTE (one run per night whatever the number of server processes), writing one archive into BACKUP_DIR and
// keeping the newest BACKUP_KEEP of its own archives. Each run is a row of `backup_runs` (the admin console's panel).
import fsp from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/core/db/client.ts';
import { backupRuns } from '#server/core/db/schema/index.ts';
import { createConfiguredStore, type FileStore } from '#server/core/files/store.ts';
import { defineJob } from '#server/core/jobs/define.ts';
import { writeBackup } from './archive.ts';
import { databaseKind } from './sql-session.ts';

/** The names the nightly backup gives its archives (UTC time, sortable); only these are ever removed. */
export const NIGHTLY_NAME = /^portal-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/;

export function nightlyName(at: Date): string {
  return `portal-${at.toISOString().slice(0, 19).replaceAll(':', '')}Z.tar.gz`;
}

export interface NightlyContext {
  db: Db;
  config: Pick<Config, 'BACKUP_DIR' | 'BACKUP_KEEP'>;
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
}

/** One nightly run: nothing without BACKUP_DIR; otherwise an archive, the oldest beyond BACKUP_KEEP removed, a row. */
export async function runNightlyBackup(context: NightlyContext, store: FileStore, now = new Date()): Promise<void> {
  const dir = context.config.BACKUP_DIR;
  if (!dir) return;
  const fileName = nightlyName(now);
  const [run] = await context.db
    .insert(backupRuns)
    .values({ startedAt: now, fileName })
    .returning({ id: backupRuns.id });
  if (!run) throw new Error('backup run not recorded');
  try {
    const summary = await writeBackup({
      db: context.db,
      kind: databaseKind(context.db),
      store,
      out: path.join(dir, fileName),
    });
    const removed = await keepNewest(dir, context.config.BACKUP_KEEP);
    const missing =
      summary.missingFiles.length > 0
        ? `; ${summary.missingFiles.length} files named by rows are not in the store`
        : '';
    await context.db
      .update(backupRuns)
      .set({
        finishedAt: new Date(),
        bytes: summary.bytes,
        result: 'ok',
        message: `${summary.rows} rows, ${summary.files} files; ${removed} older archives removed${missing}`,
      })
      .where(eq(backupRuns.id, run.id));
    context.log.info({ file: summary.file, bytes: summary.bytes, removed }, 'backup_written');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await context.db
      .update(backupRuns)
      .set({ finishedAt: new Date(), result: 'failed', message: message.slice(0, 2000) })
      .where(eq(backupRuns.id, run.id));
    context.log.error({ err: error }, 'backup_failed');
  }
}

/** Removes the nightly archives beyond the newest `keep` (names sort by time); answers how many went. */
export async function keepNewest(dir: string, keep: number): Promise<number> {
  const names = (await fsp.readdir(dir)).filter((name) => NIGHTLY_NAME.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await fsp.rm(path.join(dir, name), { force: true });
  return old.length;
}

export const nightlyBackupJob = defineJob<Record<string, never>>({
  name: 'nightly-backup',
  // A failed night is recorded (its row says why) and not tried again: the handler catches it and the next night
  // runs anyway. The one retry is for a run whose process died under it (the job expires, then runs once more).
  retryLimit: 1,
  retryDelaySeconds: 600,
  retryDelayMaxSeconds: 600,
  expireInSeconds: 6 * 60 * 60,
  schedule: { cron: '0 2 * * *' },
  async run(context) {
    await runNightlyBackup(context, createConfiguredStore(context.config));
  },
});

export const backupJobs = [nightlyBackupJob];

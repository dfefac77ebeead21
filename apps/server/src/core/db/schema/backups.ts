// The nightly backups' runs (features/backup/, docs/decisions/029-backup-and-restore.md): one row per run, so the admin
// console shows the last one and a failure is not silent.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial().primaryKey(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
    /** The archive's name in BACKUP_DIR (no folder). */
    fileName: text().notNull(),
    /** The archive's size; null until it is written. */
    bytes: bigint({ mode: 'number' }),
    result: text().notNull().default('running'),
    /** A failure's message, or what the run kept and removed. */
    message: text().notNull().default(''),
  },
  (t) => [
    check('backup_runs_result_ck', sql`${t.result} in ('running', 'ok', 'failed')`),
    index('backup_runs_started_idx').on(t.startedAt, t.id),
  ],
);

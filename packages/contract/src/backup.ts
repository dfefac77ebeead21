// The admin console's last-backup panel: the newest run of the nightly backup (BACKUP_DIR, docs/operations.md).
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { READ_ERRORS } from './options.ts';

export const BACKUP_RESULT = ['running', 'ok', 'failed'] as const;

export const BackupRun = z
  .object({
    started_at: z.string().meta({ description: 'ISO 8601 date and time (UTC)' }),
    finished_at: z.string().nullable(),
    /** The archive's size in bytes; null until written. */
    bytes: z.number().int().nullable(),
    result: z.enum(BACKUP_RESULT),
    message: z.string(),
  })
  .meta({ id: 'BackupRun' });
export type BackupRun = z.infer<typeof BackupRun>;

export const LastBackup = z
  .object({
    /** Whether nightly backups are set up (BACKUP_DIR). */
    scheduled: z.boolean(),
    /** How many archives are kept (BACKUP_KEEP). */
    keep: z.number().int(),
    last: BackupRun.nullable(),
  })
  .meta({ id: 'LastBackup' });
export type LastBackup = z.infer<typeof LastBackup>;

export const adminBackups = {
  last: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/admin/backups/last',
    access: 'admin',
    summary: 'The newest run of the nightly backup (time, size, result), and whether nightly backups are set up',
    tags: ['admin'],
    responses: { 200: LastBackup, 401: READ_ERRORS[401] },
  }),
} as const;

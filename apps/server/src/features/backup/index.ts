// Backup and restore (docs/decisions/029-backup-and-restore.md): the archive, the CLI commands, the nightly job and
// the admin console's last-backup panel.
export { backupCommand, restoreCommand } from './backup.command.ts';
export { backupJobs } from './backup.jobs.ts';
export { backupRoutes } from './backup.routes.ts';

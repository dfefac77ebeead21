// `npm run portal -- backup --out FILE` and `npm run portal -- restore --from FILE [--force]`. Neither migrates first:
// a backup changes nothing, and a restore recreates the schema at the archive's level before it migrates.
import path from 'node:path';
import type { Database } from '#server/core/db/client.ts';
import type { FileStore } from '#server/core/files/store.ts';
import { restoreArchive, writeBackup } from './archive.ts';

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} kB`;
}

export async function backupCommand(
  context: { database: Database; store: FileStore },
  args: string[],
): Promise<string> {
  const out = option(args, '--out');
  if (!out) throw new Error('Usage: npm run portal -- backup --out FILE (e.g. portal-2026-11-28.tar.gz)');
  const summary = await writeBackup({
    db: context.database.db,
    kind: context.database.kind,
    store: context.store,
    out,
  });
  const missing =
    summary.missingFiles.length > 0
      ? `\nWarning: ${summary.missingFiles.length} files named by rows were not in the store: ${summary.missingFiles.slice(0, 5).join(', ')}`
      : '';
  return `Backup written to ${summary.file} (${sizeText(summary.bytes)}): ${summary.rows} rows of ${summary.tables} tables, ${summary.files} files.${missing}`;
}

export async function restoreCommand(
  context: { database: Database; store: FileStore; storeDir: string | undefined },
  args: string[],
): Promise<string> {
  const from = option(args, '--from');
  if (!from) throw new Error('Usage: npm run portal -- restore --from FILE [--force]');
  const summary = await restoreArchive({
    db: context.database.db,
    store: context.store,
    storeDir: context.storeDir,
    from: path.resolve(from),
    force: args.includes('--force'),
    migrate: () => context.database.migrate(),
  });
  const { manifest } = summary;
  return (
    `Restored ${summary.rows} rows and ${summary.files} files from ${from} (taken ${manifest.createdAt} ` +
    `on ${manifest.database}, version ${manifest.appVersion}, migration ${manifest.migration.tag}), then migrated to this version. ` +
    'Start the server (restart running ones on PostgreSQL).'
  );
}

// Backup and restore at the bench's scale (docs/decisions/029-backup-and-restore.md): the bench's data set
// (seed-large.ts) at two scales on a throwaway PostgreSQL cluster, one stored file of FILE_BYTES for each
// `stored_files` row, then `backup` and `restore` each in a child process of its own (as the CLI runs them), timed,
// with the child's peak resident memory (its getrusage high-water mark). Memory must stay flat in the data size:
// the larger scale's peak may grow by at most MEMORY_GROWTH_TARGET_MB over the smaller one's.
//
//   npm run bench:backup -w bench                       tiny and small (BENCH_BACKUP_SCALES=small,full for more)
//   BENCH_BACKUP_SCALES=tiny npm run bench:backup -w bench   CI's short run
//   BENCH_BACKUP_SCALES=tiny,tiny BENCH_BACKUP_PAD_ROWS=1000000 …   the same set, then with a million more rows
//
// Prints a table and one JSON line (`backup:` …); exits 1 when a round trip loses rows.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/core/db/client.ts';
import { createLocalStore, type FileStore } from '../apps/server/src/core/files/store.ts';
import { restoreArchive, writeBackup } from '../apps/server/src/features/backup/archive.ts';
import { startCluster } from './postgres.ts';
import { SCALES, type ScaleName, seedLarge, sizesFor } from './seed-large.ts';

const HERE = fileURLToPath(import.meta.url);
/** Each stored file's size: small enough for thousands of files, large enough to be streamed in chunks. */
const FILE_BYTES = 16 * 1024;
/** The most the peak resident memory of a backup or a restore may grow from the smaller scale to the larger. */
export const MEMORY_GROWTH_TARGET_MB = 30;

interface ChildResult {
  ms: number;
  peakRssMb: number;
  /** A restore: the time spent writing the files into the store (the rest is the check and the tables). */
  filesMs?: number;
  bytes?: number;
  rows?: number;
  files?: number;
}

// ------------------------------------------------------------------------------------------- the child

/** `pglite:<folder>` names an embedded database in that folder (BENCH_BACKUP_PGLITE), anything else a PostgreSQL URL. */
const PGLITE = 'pglite:';

async function child(mode: string, url: string, storeDir: string, file: string): Promise<void> {
  const database = url.startsWith(PGLITE)
    ? await openDatabase({ dataDir: url.slice(PGLITE.length) })
    : await openDatabase({ databaseUrl: url, poolMax: 2 });
  const local = createLocalStore(storeDir);
  let filesMs = 0;
  const store: FileStore = {
    ...local,
    async put(key, data, contentType) {
      const putStarted = performance.now();
      try {
        await local.put(key, data, contentType);
      } finally {
        filesMs += performance.now() - putStarted;
      }
    },
  };
  const started = performance.now();
  let result: ChildResult;
  try {
    if (mode === 'backup') {
      const summary = await writeBackup({ db: database.db, kind: database.kind, store, out: file });
      result = { ms: 0, peakRssMb: 0, bytes: summary.bytes, rows: summary.rows, files: summary.files };
    } else {
      const summary = await restoreArchive({
        db: database.db,
        store,
        storeDir,
        from: file,
        force: false,
        migrate: () => database.migrate(),
      });
      result = { ms: 0, peakRssMb: 0, rows: summary.rows, files: summary.files, filesMs: Math.round(filesMs) };
    }
  } finally {
    await database.close();
  }
  result.ms = Math.round(performance.now() - started);
  // ru_maxrss is in kB on Linux: the whole child's high-water mark (the runtime's own start included).
  result.peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(`RESULT ${JSON.stringify(result)}`);
}

function runChild(mode: 'backup' | 'restore', url: string, storeDir: string, file: string): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', HERE, '--child', mode, url, storeDir, file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    proc.on('error', reject);
    proc.on('exit', (code) => {
      const line = out.split('\n').find((text) => text.startsWith('RESULT '));
      if (code !== 0 || !line) reject(new Error(`${mode} child exited ${code}: ${out.slice(-2000)}`));
      else resolve(JSON.parse(line.slice(7)) as ChildResult);
    });
  });
}

// ------------------------------------------------------------------------------------------- the bench

/** A new, empty database `name`; with `reuse`, one of that name already there is kept as it is. */
async function createDatabase(adminUrl: string, name: string, reuse = false): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!reuse || rows.length === 0) {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Hard links per copy of the file's content: ext4 allows 65,000 links to one inode. */
const LINKS_PER_COPY = 60_000;

/**
 * One file of FILE_BYTES under each stored_files row's key (the seed writes the rows only): hard links to a few copies
 * of one content (half a million files of the full set are written in a minute or two instead of ten, and take 16 KB
 * a copy of disk, not 9 GB); a key already there (BENCH_BACKUP_REUSE) is kept. The backup reads them as any file.
 */
async function writeFiles(url: string, storeDir: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const body = Buffer.alloc(FILE_BYTES, 'x');
  const copies = path.join(storeDir, '..', `${path.basename(storeDir)}-content`);
  fs.mkdirSync(copies, { recursive: true });
  const folders = new Set<string>();
  const link = async (key: string, index: number) => {
    const copy = path.join(copies, String(Math.floor(index / LINKS_PER_COPY)));
    if (index % LINKS_PER_COPY === 0 && !fs.existsSync(copy)) fs.writeFileSync(copy, body);
    const target = path.join(storeDir, ...key.split('/'));
    const folder = path.dirname(target);
    if (!folders.has(folder)) {
      fs.mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    await fs.promises.link(copy, target).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  };
  let written = 0;
  let after = '';
  try {
    for (;;) {
      const { rows } = await client.query<{ k: string }>(
        'select store_key as k from stored_files where store_key > $1 order by store_key limit 1000',
        [after],
      );
      await Promise.all(rows.map(({ k }, index) => link(k, written + index)));
      written += rows.length;
      const last = rows[rows.length - 1];
      if (!last) break;
      after = last.k;
    }
  } finally {
    await client.end();
  }
  return written;
}

interface ScaleReport {
  scale: ScaleName;
  /** Rows added to the seeded set (BENCH_BACKUP_PAD_ROWS). */
  padded: number;
  rows: number;
  files: number;
  archiveMb: number;
  backup: ChildResult;
  restore: ChildResult;
  /** BENCH_BACKUP_PGLITE: the archive restored into the embedded database, backed up there, restored into another. */
  pglite?: { fromPostgres: ChildResult; backup: ChildResult; restore: ChildResult; archiveMb: number };
}

/**
 * Rows added to the data set of the last scale (BENCH_BACKUP_PAD_ROWS): contact messages of ~600 bytes, sent at random
 * times over a year (their index's keys come in no order, as a real table's secondary keys do), so that two
 * runs compare the same set with and without a million more rows (the scales' fixed parts make tiny and small close).
 */
async function padRows(url: string, rows: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into contact_messages (first_name, last_name, email, phone, message, ip, created_at)
       select 'Bench', 'Padding ' || n, 'pad' || n || '@bench.test', '01700000000', repeat('A message of the bench. ', 24), '127.0.0.1',
              now() - random() * interval '365 days'
         from generate_series(1, $1::int) n`,
      [rows],
    );
  } finally {
    await client.end();
  }
}

async function measureScale(adminUrl: string, scale: ScaleName, work: string, pad = 0): Promise<ScaleReport> {
  const label = pad > 0 ? `${scale}_padded` : scale;
  const sourceUrl = await createDatabase(adminUrl, `bench_backup_${label}`, process.env.BENCH_BACKUP_REUSE === '1');
  const source = await openDatabase({ databaseUrl: sourceUrl, poolMax: 2 });
  await source.migrate();
  await source.close();
  console.log(`[${scale}] seeding the data set…`);
  await seedLarge(sourceUrl, sizesFor(scale), () => {});
  if (pad > 0) await padRows(sourceUrl, pad);
  const sourceStore = path.join(work, `store-${label}`);
  const files = await writeFiles(sourceUrl, sourceStore);
  const archive = path.join(work, `backup-${label}.tar.gz`);
  console.log(`[${scale}] backup (${files} files)…`);
  const backup = await runChild('backup', sourceUrl, sourceStore, archive);
  const targetUrl = await createDatabase(adminUrl, `bench_restore_${label}`);
  const targetStore = path.join(work, `restored-${label}`);
  fs.rmSync(targetStore, { recursive: true, force: true });
  console.log(`[${scale}] restore…`);
  const restore = await runChild('restore', targetUrl, targetStore, archive);
  // The backup's rows are its manifest's (the restore checks the archive against it before loading a row).
  const rows = backup.rows ?? 0;
  if (restore.rows !== rows) throw new Error(`[${scale}] restored ${restore.rows} rows of ${rows}`);
  const report: ScaleReport = { scale, padded: pad, rows, files, archiveMb: megabytes(archive), backup, restore };
  if (process.env.BENCH_BACKUP_PGLITE === '1') report.pglite = await measurePglite(label, work, archive, rows);
  return report;
}

function megabytes(file: string): number {
  return Math.round((fs.statSync(file).size / 1024 / 1024) * 10) / 10;
}

/**
 * The embedded database at the same scale, each step a child as the CLI runs it: the PostgreSQL archive restored into
 * a new embedded database (the move back from PostgreSQL), that database backed up, the backup restored into another.
 */
async function measurePglite(label: string, work: string, archive: string, rows: number) {
  const first = path.join(work, `pglite-${label}`);
  const second = path.join(work, `pglite-restored-${label}`);
  for (const folder of [first, second, `${first}-store`, `${second}-store`]) {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  console.log(`[${label}] restore into the embedded database…`);
  const fromPostgres = await runChild('restore', `${PGLITE}${first}`, `${first}-store`, archive);
  const pgliteArchive = path.join(work, `backup-pglite-${label}.tar.gz`);
  console.log(`[${label}] backup of the embedded database…`);
  const backup = await runChild('backup', `${PGLITE}${first}`, `${first}-store`, pgliteArchive);
  console.log(`[${label}] restore into another embedded database…`);
  const restore = await runChild('restore', `${PGLITE}${second}`, `${second}-store`, pgliteArchive);
  for (const [step, result] of [
    ['PostgreSQL → PGlite', fromPostgres],
    ['PGlite → PGlite', restore],
  ] as const) {
    if (result.rows !== rows) throw new Error(`[${label}] ${step} restored ${result.rows} rows of ${rows}`);
  }
  const archiveMb = megabytes(pgliteArchive);
  for (const folder of [first, second, `${first}-store`, `${second}-store`]) {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  return { fromPostgres, backup, restore, archiveMb };
}

export async function benchBackup(adminUrl: string, scales: ScaleName[], pad = 0) {
  const kept = process.env.BENCH_BACKUP_WORK;
  if (kept) fs.mkdirSync(kept, { recursive: true });
  const work = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-backup-'));
  try {
    const reports: ScaleReport[] = [];
    for (const [index, scale] of scales.entries()) {
      reports.push(await measureScale(adminUrl, scale, work, index === scales.length - 1 ? pad : 0));
    }
    const first = reports[0];
    const last = reports[reports.length - 1];
    const growth =
      first && last && first !== last
        ? {
            backupMb: last.backup.peakRssMb - first.backup.peakRssMb,
            restoreMb: last.restore.peakRssMb - first.restore.peakRssMb,
          }
        : null;
    const flat = growth ? Math.max(growth.backupMb, growth.restoreMb) <= MEMORY_GROWTH_TARGET_MB : null;
    return { reports, growth, memoryFlatPass: flat, targetMb: MEMORY_GROWTH_TARGET_MB };
  } finally {
    if (!kept) fs.rmSync(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const scales = (process.env.BENCH_BACKUP_SCALES ?? 'tiny,small').split(',') as ScaleName[];
  for (const scale of scales) if (!(scale in SCALES)) throw new Error(`Unknown scale ${scale}`);
  const cluster = process.env.BENCH_DATABASE_URL ? null : await startCluster();
  try {
    const pad = Number(process.env.BENCH_BACKUP_PAD_ROWS ?? 0);
    const result = await benchBackup(process.env.BENCH_DATABASE_URL ?? (cluster?.url as string), scales, pad);
    console.log('\nscale   rows        files    archive   backup s  peak MB   restore s  (files s)  peak MB');
    for (const r of result.reports) {
      console.log(
        `${(r.padded ? `${r.scale}+` : r.scale).padEnd(7)} ${String(r.rows).padStart(10)} ${String(r.files).padStart(8)} ${`${r.archiveMb} MB`.padStart(9)} ` +
          `${(r.backup.ms / 1000).toFixed(1).padStart(9)} ${String(r.backup.peakRssMb).padStart(8)} ` +
          `${(r.restore.ms / 1000).toFixed(1).padStart(10)} ${`(${((r.restore.filesMs ?? 0) / 1000).toFixed(1)})`.padStart(10)} ` +
          `${String(r.restore.peakRssMb).padStart(8)}`,
      );
    }
    for (const r of result.reports) {
      if (!r.pglite) continue;
      const p = r.pglite;
      console.log(
        `${r.scale} on the embedded database: PostgreSQL archive restored in ${(p.fromPostgres.ms / 1000).toFixed(1)} s ` +
          `(peak ${p.fromPostgres.peakRssMb} MB), backup ${(p.backup.ms / 1000).toFixed(1)} s (peak ${p.backup.peakRssMb} MB, ` +
          `${p.archiveMb} MB), restore ${(p.restore.ms / 1000).toFixed(1)} s (peak ${p.restore.peakRssMb} MB)`,
      );
    }
    if (result.growth) {
      console.log(
        `peak memory growth, smallest → largest scale: backup ${result.growth.backupMb} MB, restore ${result.growth.restoreMb} MB ` +
          `(target ≤ ${result.targetMb} MB): ${result.memoryFlatPass ? 'PASS' : 'FAIL'}`,
      );
    }
    console.log(`backup: ${JSON.stringify(result)}`);
  } finally {
    await cluster?.stop();
  }
}

if (process.argv[2] === '--child') {
  const [mode, url, storeDir, file] = process.argv.slice(3) as [string, string, string, string];
  await child(mode, url, storeDir, file);
} else if (process.argv[1] === HERE) {
  await main();
}

// A child process for backup.test.ts (run with `node --expose-gc --import tsx`): a backup of FILES tiny files from a
// stand-in database and store (no database, no disk but the archive), the V8 heap in use after a full GC measured at
// two points of the files' phase. What a backup holds per file (a tar entry, a stream, a hash, a line of a list
// not let go) shows as heap that grows with the files between the two; the heap's and the allocator's slack do not.
//
//   node --expose-gc --import tsx heap-probe.ts <out> <files> <first mark> <second mark>
// prints one line: {"files":…,"first":<bytes>,"second":<bytes>}
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import type { Db } from '#server/core/db/client.ts';
import type { FileStore } from '#server/core/files/store.ts';
import { writeBackup } from './archive.ts';
import { buildMigrations } from './catalog.ts';

const [out = '', filesArg = '0', firstArg = '0', secondArg = '0'] = process.argv.slice(2);
const files = Number(filesArg);
const marks = [Number(firstArg), Number(secondArg)];
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with --expose-gc');
const level = buildMigrations().at(-1);
if (!level) throw new Error('No migrations');
const keyOf = (index: number) => `probe/${String(index).padStart(8, '0')}.bin`;

/** Answers what a backup asks: the migration level, no tables, no sequences, and FILES store keys in keyset pages. */
const client = {
  async transaction<T>(fn: (tx: unknown) => Promise<T>): Promise<T> {
    return fn({
      async exec() {},
      async query(text: string, params: unknown[] = []) {
        if (text.includes('to_regclass')) return { rows: [{ found: true }] };
        if (text.includes('__drizzle_migrations')) {
          return { rows: [{ hash: level.hash, created_at: String(level.folderMillis) }] };
        }
        if (text.includes('from stored_files') && text.includes('limit')) {
          const after = String(params[0] ?? '');
          const start = after ? Number(after.slice('probe/'.length, -'.bin'.length)) + 1 : 0;
          const rows: { k: string }[] = [];
          for (let index = start; index < Math.min(files, start + 1_000); index += 1) rows.push({ k: keyOf(index) });
          return { rows };
        }
        return { rows: [] };
      },
    });
  },
};

const body = Buffer.alloc(64, 'x');
const heap: number[] = [];
let gets = 0;
const store: FileStore = {
  async put() {},
  async delete() {},
  async get() {
    gets += 1;
    if (marks.includes(gets)) {
      gc();
      heap.push(v8.getHeapStatistics().used_heap_size);
    }
    return { body: Readable.from([body]), size: body.length };
  },
};

const summary = await writeBackup({ db: { $client: client } as unknown as Db, kind: 'pglite', store, out });
console.log(JSON.stringify({ files: summary.files, first: heap[0], second: heap[1] }));

// An uploaded sheet of marks read within bounds (docs/security.md, FI11): its size and rows are counted and, for an
// XLSX, its zip directory checked (entries, inflated bytes) before anything parses it; the parse then runs on a worker
// thread of its own (sheet-worker.ts) with a memory and a time limit, so that a hostile file can cost neither the
// event loop nor the process. At most two sheets are parsed at a time; a third upload is answered "busy" (503).
import fsp from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { RESULTS } from '@portal/contract';
import type { ParsedSheet, SheetOutcome } from './sheet-parse.ts';
import { ZIP_BOUNDS, zipEntries } from './zip-bounds.ts';

export const SHEET_READER_LIMITS = {
  timeoutMs: 15_000,
  maxOldGenerationSizeMb: 192,
  maxRunning: 2,
  /** Rows read at most: the stamp row, the header row and RESULTS.importMaxRows participants. */
  maxRows: RESULTS.importMaxRows + 2,
};

export type SheetRefusal = 'unreadable' | 'too-many-rows' | 'too-large' | 'too-complex' | 'busy';

/** Where the worker's code is: the .ts source under tests, `sheet-worker.js` beside the bundle in dist/. */
export function sheetWorkerUrl(moduleUrl: string = import.meta.url): URL {
  return new URL(moduleUrl.endsWith('.ts') ? './sheet-worker.ts' : './sheet-worker.js', moduleUrl);
}

let running = 0;

function runWorker(
  kind: 'xlsx' | 'csv',
  bytes: Uint8Array,
  maxRows: number,
): Promise<SheetOutcome | { refused: 'too-complex' }> {
  return new Promise((resolve) => {
    const worker = new Worker(sheetWorkerUrl(), {
      workerData: { kind, bytes, maxRows },
      resourceLimits: { maxOldGenerationSizeMb: SHEET_READER_LIMITS.maxOldGenerationSizeMb },
    });
    let settled = false;
    const settle = (outcome: SheetOutcome | { refused: 'too-complex' }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate().catch(() => {});
      resolve(outcome);
    };
    const timer = setTimeout(() => settle({ refused: 'too-complex' }), SHEET_READER_LIMITS.timeoutMs);
    worker.once('message', (outcome: SheetOutcome) => settle(outcome));
    worker.once('error', () => settle({ refused: 'too-complex' }));
    worker.once('exit', () => settle({ refused: 'too-complex' }));
  });
}

/** Lines of a text file: its line feeds, plus a last line without one. */
function lineCount(bytes: Uint8Array): number {
  let lines = 0;
  for (const byte of bytes) if (byte === 0x0a) lines++;
  return bytes.length > 0 && bytes[bytes.length - 1] !== 0x0a ? lines + 1 : lines;
}

/** Reads a checked upload (`extension` xlsx or csv) into rows of three cells, or says why it is refused. */
export async function readMarkSheet(
  filePath: string,
  extension: string,
  maxRows: number = SHEET_READER_LIMITS.maxRows,
): Promise<ParsedSheet | { refused: SheetRefusal }> {
  const bytes = new Uint8Array(await fsp.readFile(filePath));
  if (bytes.length > RESULTS.importMaxBytes) return { refused: 'too-large' };
  const kind = extension === 'xlsx' ? 'xlsx' : 'csv';
  if (kind === 'csv' && lineCount(bytes) > maxRows) return { refused: 'too-many-rows' };
  if (kind === 'xlsx') {
    const entries = zipEntries(bytes, ZIP_BOUNDS);
    if (entries === 'too-large') return { refused: 'too-large' };
    if (entries === 'unreadable') return { refused: 'unreadable' };
  }
  if (running >= SHEET_READER_LIMITS.maxRunning) return { refused: 'busy' };
  running++;
  try {
    return await runWorker(kind, bytes, maxRows);
  } finally {
    running--;
  }
}

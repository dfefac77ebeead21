// The sheet worker thread (started by sheet-reader.ts, never imported): parses one uploaded sheet of marks and
// answers its rows, or why it is refused. Its time and memory limits are kept by its starter.
// Built as its own file beside the server's bundle (build.mjs, dist/sheet-worker.js).
import { parentPort, workerData } from 'node:worker_threads';
import { parseCsv, parseXlsx, type SheetOutcome } from './sheet-parse.ts';

interface Job {
  kind: 'xlsx' | 'csv';
  bytes: Uint8Array;
  maxRows: number;
}

const port = parentPort;
if (port) {
  const job = workerData as Job;
  const run = async (): Promise<SheetOutcome> =>
    job.kind === 'xlsx' ? parseXlsx(job.bytes, job.maxRows) : parseCsv(job.bytes, job.maxRows);
  run().then(
    (outcome) => port.postMessage(outcome),
    () => port.postMessage({ refused: 'unreadable' }),
  );
}

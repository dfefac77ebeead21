// The SVG worker thread (started by svg-sanitiser.ts, never imported): loads DOMPurify once, says it is ready,
// then answers each `{ id, text }` with `{ id, svg }` (the sanitised SVG, or null when it is no SVG image) or
// `{ id, failed }` when sanitising threw (a stack overflow of a deep file among them). The thread's time and
// memory limits are kept by its starter, which ends the thread when one is passed.
// Built as its own file beside the server's bundle (build.mjs, dist/svg-worker.js).
import { parentPort } from 'node:worker_threads';
import { purifySvg } from './svg-purify.ts';

interface Job {
  id: number;
  text: string;
}

const port = parentPort;
if (port) {
  port.on('message', (job: Job) => {
    try {
      port.postMessage({ id: job.id, svg: purifySvg(job.text) });
    } catch (error) {
      port.postMessage({ id: job.id, failed: error instanceof Error ? error.message : String(error) });
    }
  });
  port.postMessage({ ready: true });
}

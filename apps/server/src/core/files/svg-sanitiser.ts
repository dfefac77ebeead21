// Sanitising an SVG off the event loop (docs/security.md FI9): the DOM parse and DOMPurify run on one worker thread
// (svg-worker.ts), one file at a time, with a memory limit (`resourceLimits`) and a time limit after which the thread
// is ended. A file that passes a limit is refused as too complex; the next file gets a fresh thread. The thread is
// started by the first SVG (jsdom costs about 120 MB once loaded; most processes never see an SVG) and ended again
// after a minute without one. Before a file gets here its size, elements, depth and attributes have been checked by
// svg-bounds.ts, so the limits are a second line, not the first.
import { Worker } from 'node:worker_threads';

export interface SvgSanitiserLimits {
  /** The longest one file may take on the worker before the worker is ended and the file refused. */
  timeoutMs: number;
  /** The longest the worker may take to start (load jsdom and DOMPurify). */
  startTimeoutMs: number;
  /** The worker's heap (V8 old generation) limit. */
  maxOldGenerationSizeMb: number;
  /** Files waiting for the worker beyond the one it works on; one more is answered "busy". */
  maxWaiting: number;
  /** An idle worker is ended after this long. */
  idleMs: number;
}

export const SVG_SANITISER_LIMITS: SvgSanitiserLimits = {
  timeoutMs: 10_000,
  startTimeoutMs: 30_000,
  maxOldGenerationSizeMb: 256,
  maxWaiting: 8,
  idleMs: 60_000,
};

/**
 * What sanitising answered: the clean SVG; `not-svg` (the text is no SVG image, or nothing of one is left);
 * `too-complex` (the file passed the time or memory limit, or broke the sanitiser); `busy` (too many files
 * wait, or the worker could not start).
 */
export type SvgOutcome = { svg: string } | { refused: 'not-svg' | 'too-complex' | 'busy' };

interface Job {
  id: number;
  text: string;
  resolve: (outcome: SvgOutcome) => void;
}

type WorkerAnswer = { ready: true } | { id: number; svg: string | null } | { id: number; failed: string };

/**
 * Where the worker's code is: beside this module in the source (tests load it as TypeScript, which Node strips),
 * and `svg-worker.js` beside the bundle's files in dist/ (build.mjs builds it as an entry of its own).
 */
export function svgWorkerUrl(moduleUrl: string = import.meta.url): URL {
  return new URL(moduleUrl.endsWith('.ts') ? './svg-worker.ts' : './svg-worker.js', moduleUrl);
}

export interface SvgSanitiser {
  sanitize(text: string): Promise<SvgOutcome>;
  /** Ends the worker (files waiting are answered "busy"). */
  close(): Promise<void>;
  /** The worker's thread id while one runs (for tests). */
  readonly threadId: number | null;
}

export function createSvgSanitiser(limits: SvgSanitiserLimits = SVG_SANITISER_LIMITS): SvgSanitiser {
  const waiting: Job[] = [];
  let running: Job | null = null;
  let posted = false;
  let worker: Worker | null = null;
  let ready: Promise<Worker> | null = null;
  let jobTimer: NodeJS.Timeout | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 1;

  const end = (ending: Worker | null) => {
    if (ending && ending === worker) {
      worker = null;
      ready = null;
    }
    if (ending) void ending.terminate().catch(() => {});
  };

  const finish = (job: Job, outcome: SvgOutcome) => {
    if (running !== job) return;
    clearTimeout(jobTimer);
    running = null;
    posted = false;
    job.resolve(outcome);
    pump();
  };

  /**
   * The running file's answer when the worker went away under it (out of memory, or it crashed): too complex
   * if the worker was at work on that file, busy if it went away while starting.
   */
  const lost = (gone: Worker) => {
    if (gone !== worker) return;
    end(gone);
    if (running) finish(running, { refused: posted ? 'too-complex' : 'busy' });
  };

  const start = (): Promise<Worker> => {
    const started = new Worker(svgWorkerUrl(), {
      resourceLimits: { maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb },
    });
    started.unref();
    worker = started;
    started.on('message', (answer: WorkerAnswer) => {
      if (!('id' in answer) || !running || answer.id !== running.id) return;
      if ('failed' in answer) finish(running, { refused: 'too-complex' });
      else finish(running, answer.svg === null ? { refused: 'not-svg' } : { svg: answer.svg });
    });
    started.on('error', () => lost(started));
    started.on('exit', () => lost(started));
    return new Promise<Worker>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the SVG worker did not start in time')), limits.startTimeoutMs);
      const onReady = (answer: WorkerAnswer) => {
        if (!('ready' in answer)) return;
        clearTimeout(timer);
        started.off('message', onReady);
        resolve(started);
      };
      started.on('message', onReady);
      started.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      started.once('exit', () => {
        clearTimeout(timer);
        reject(new Error('the SVG worker stopped while starting'));
      });
    });
  };

  const pump = () => {
    if (running) return;
    const job = waiting.shift();
    if (!job) {
      clearTimeout(idleTimer);
      if (worker) {
        const idle = worker;
        idleTimer = setTimeout(() => end(idle), limits.idleMs);
        idleTimer.unref();
      }
      return;
    }
    clearTimeout(idleTimer);
    running = job;
    ready ??= start();
    const starting = worker;
    ready.then(
      (at) => {
        if (running !== job) return;
        posted = true;
        at.postMessage({ id: job.id, text: job.text });
        jobTimer = setTimeout(() => {
          // The worker is ended first, so the next file starts a fresh one.
          end(at);
          finish(job, { refused: 'too-complex' });
        }, limits.timeoutMs);
      },
      () => {
        end(starting);
        finish(job, { refused: 'busy' });
      },
    );
  };

  return {
    sanitize(text) {
      if (waiting.length >= limits.maxWaiting) return Promise.resolve({ refused: 'busy' });
      return new Promise<SvgOutcome>((resolve) => {
        waiting.push({ id: nextId++, text, resolve });
        pump();
      });
    },
    async close() {
      clearTimeout(idleTimer);
      for (const job of waiting.splice(0)) job.resolve({ refused: 'busy' });
      if (running) finish(running, { refused: 'busy' });
      const closing = worker;
      worker = null;
      ready = null;
      clearTimeout(idleTimer);
      if (closing) await closing.terminate();
    },
    get threadId() {
      return worker?.threadId ?? null;
    },
  };
}

let shared: SvgSanitiser | undefined;

/** Sanitises an SVG on the process's one SVG worker (see createSvgSanitiser). */
export function sanitizeSvg(text: string): Promise<SvgOutcome> {
  shared ??= createSvgSanitiser();
  return shared.sanitize(text);
}

// The certificates' files made off the event loop (docs/decisions/037-certificate-files-off-the-event-loop.md): the
// files job (decision 036; the older PDF and badge jobs too) hands the drawing and the signing to long-lived worker
// threads (files-worker.ts) and keeps only its statements on the main thread. One thread per core but the one the event loop and the embedded
// database use (at least one, at most FILES_THREADS_MAX); a request goes to the thread with the fewest under way.
// The threads are started at the first certificate and do not keep the process alive; a thread that dies fails
// the requests it held (their jobs are tried again) and is replaced at the next request.
// The threads run at the lowest CPU priority (nice 19, decision 044): on a machine with no idle core, other users'
// requests and the database's processes go first and the certificates take what is left. A request that one of them
// has not answered within FILES_STARVED_MS (the machine busy with work at a higher priority) is asked again of one
// thread at the process's own priority, started then, and the first answer is taken; for FILES_STARVED_FOR_MS after,
// new requests go to that thread straight away. A machine that stays busy thus gets the old behaviour (the files at
// the process's priority) after a wait of seconds, and no job fails for want of CPU.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { CertificatePdfInput } from './certificate-pdf.ts';

/** At most this many files threads per process. */
export const FILES_THREADS_MAX = 4;
/** A request not answered within this time fails (its job is tried again), as a job expires. */
const FILES_REQUEST_TIMEOUT_MS = 60_000;
/** Each thread's heap bound: one certificate at a time needs a few MB. */
const FILES_THREAD_HEAP_MB = 256;
/** The files threads' nice value (Linux: their own kernel threads' alone; elsewhere the process's priority). */
export const FILES_THREAD_NICE = 19;
/** The threads' name, as the kernel shows it (`ps -L`, /proc/<pid>/task/<tid>/comm: at most 15 characters). */
export const FILES_THREAD_NAME = 'cert-files';
/** The name of the thread at the process's priority (FILES_STARVED_MS). */
const PROMPT_THREAD_NAME = 'cert-files-now';
/** A request a low-priority thread has not answered within this time is asked of a thread at the process's priority. */
export const FILES_STARVED_MS = 2_000;
/** After a starved request, new requests go to the thread at the process's priority for this long. */
export const FILES_STARVED_FOR_MS = 30_000;

/** The badges' signing key as a files thread opens it (Multikey fields, with the secret). */
export interface SigningKeyMaterial {
  id: string;
  controller: string;
  publicKeyMultibase: string;
  secretKeyMultibase: string;
}

export type FilesRequest =
  | { id: number; kind: 'pdf'; input: CertificatePdfInput }
  | { id: number; kind: 'badge'; credential: object; key: SigningKeyMaterial }
  | {
      id: number;
      kind: 'files';
      input: CertificatePdfInput | null;
      badge: { credential: object; key: SigningKeyMaterial } | null;
    };

export type FilesAnswer = { id: number; threadId: number } & (
  | { pdf: Uint8Array }
  | { badge: object & { proof: object[] } }
  | { files: { pdf: Uint8Array | null; badge: (object & { proof: object[] }) | null } }
  | { error: string }
);

/** How many files threads a process starts: the cores but one, at least one. */
export function filesThreadCount(cores: number = os.availableParallelism()): number {
  return Math.max(1, Math.min(FILES_THREADS_MAX, cores - 1));
}

/** Where the thread's code is: the .ts source under tests, `certificate-files-worker.js` beside the bundle in dist/. */
export function filesWorkerUrl(moduleUrl: string = import.meta.url): URL {
  return new URL(moduleUrl.endsWith('.ts') ? './files-worker.ts' : './certificate-files-worker.js', moduleUrl);
}

interface Pending {
  resolve(answer: FilesAnswer): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

interface FilesThread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** What a files thread is told when it starts (workerData). */
export interface FilesThreadOptions {
  nice: number;
}

const threads: FilesThread[] = [];
/** The thread at the process's priority, started only when a low-priority thread was starved (FILES_STARVED_MS). */
const promptThreads: FilesThread[] = [];
/** Until when (performance.now()) requests go to the thread at the process's priority: one was starved lately. */
let promptUntil = 0;
/** Requests asked of the thread at the process's priority since the process started (starved, or while it was). */
let promptAsked = 0;

/** How many files requests went to the thread at the process's priority (the benchmark reports it). */
export function filesRequestsAtProcessPriority(): number {
  return promptAsked;
}
let nextId = 1;

function startThread(pool: FilesThread[], nice: number): FilesThread {
  const workerData: FilesThreadOptions = { nice };
  const worker = new Worker(filesWorkerUrl(), {
    name: nice === 0 ? PROMPT_THREAD_NAME : FILES_THREAD_NAME,
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: FILES_THREAD_HEAP_MB },
  });
  const thread: FilesThread = { worker, pending: new Map() };
  const fail = (error: Error) => {
    const at = pool.indexOf(thread);
    if (at >= 0) pool.splice(at, 1);
    for (const waiting of thread.pending.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
    thread.pending.clear();
  };
  worker.on('message', (answer: FilesAnswer) => {
    const waiting = thread.pending.get(answer.id);
    if (!waiting) return;
    thread.pending.delete(answer.id);
    clearTimeout(waiting.timer);
    waiting.resolve(answer);
  });
  worker.on('error', (error) => fail(error));
  worker.on('exit', (code) => fail(new Error(`the certificate files thread stopped (exit code ${code})`)));
  // An idle thread does not keep the process alive (a test file, the CLI); one at work does, through its request.
  worker.unref();
  pool.push(thread);
  return thread;
}

/** The thread with the fewest requests under way, started while there are fewer than the cores allow. */
function leastBusy(): FilesThread {
  const idle = threads.find((thread) => thread.pending.size === 0);
  if (idle) return idle;
  if (threads.length < filesThreadCount()) return startThread(threads, FILES_THREAD_NICE);
  return threads.reduce((best, thread) => (thread.pending.size < best.pending.size ? thread : best));
}

/** Asks `request` of `thread`; answers its answer, or fails after FILES_REQUEST_TIMEOUT_MS. */
function askOf(thread: FilesThread, request: FilesRequest): Promise<FilesAnswer> {
  return new Promise<FilesAnswer>((resolve, reject) => {
    const timer = setTimeout(() => {
      thread.pending.delete(request.id);
      if (thread.pending.size === 0) thread.worker.unref();
      reject(new Error(`the certificate files thread did not answer within ${FILES_REQUEST_TIMEOUT_MS} ms`));
    }, FILES_REQUEST_TIMEOUT_MS);
    timer.unref();
    // While it holds a request, the thread keeps the process alive (its job's caller is waiting for it).
    if (thread.pending.size === 0) thread.worker.ref();
    thread.pending.set(request.id, {
      resolve: (answer) => {
        if (thread.pending.size === 0) thread.worker.unref();
        resolve(answer);
      },
      reject,
      timer,
    });
    thread.worker.postMessage(request);
  });
}

/** The one thread at the process's priority, started at the first starved request. */
function promptThread(): FilesThread {
  promptAsked += 1;
  return promptThreads[0] ?? startThread(promptThreads, 0);
}

/** Forgets `id` at `thread` (answered elsewhere): its answer, when it comes, is dropped. */
function forget(thread: FilesThread, id: number): void {
  const waiting = thread.pending.get(id);
  if (!waiting) return;
  clearTimeout(waiting.timer);
  thread.pending.delete(id);
  if (thread.pending.size === 0) thread.worker.unref();
}

/**
 * Asks `request` of the least busy low-priority thread; if it has not answered within FILES_STARVED_MS, of the
 * thread at the process's priority too, and the first answer is taken (the other is dropped).
 */
function ask(request: FilesRequest): Promise<FilesAnswer> {
  if (performance.now() < promptUntil) return askOf(promptThread(), request);
  const thread = leastBusy();
  let starved: NodeJS.Timeout | undefined;
  const low = askOf(thread, request).then(
    (answer) => {
      clearTimeout(starved);
      const helper = promptThreads[0];
      if (helper) forget(helper, request.id);
      return answer;
    },
    (error: unknown) => {
      clearTimeout(starved);
      throw error;
    },
  );
  const prompt = new Promise<FilesAnswer>((resolve, reject) => {
    starved = setTimeout(() => {
      promptUntil = performance.now() + FILES_STARVED_FOR_MS;
      askOf(promptThread(), request).then((answer) => {
        forget(thread, request.id);
        resolve(answer);
      }, reject);
    }, FILES_STARVED_MS);
    starved.unref();
  });
  return Promise.race([low, prompt]);
}

function answered<K extends 'pdf' | 'badge' | 'files'>(
  answer: FilesAnswer,
  kind: K,
): Extract<FilesAnswer, Record<K, unknown>> {
  if ('error' in answer) throw new Error(`certificate files thread: ${answer.error}`);
  if (!(kind in answer)) throw new Error(`certificate files thread answered no ${kind}`);
  return answer as Extract<FilesAnswer, Record<K, unknown>>;
}

/** Renders a certificate's PDF on a files thread; the same bytes as `renderCertificatePdf` gives. */
export async function renderPdfOffThread(input: CertificatePdfInput): Promise<{ pdf: Buffer; threadId: number }> {
  const answer = answered(await ask({ id: nextId++, kind: 'pdf', input }), 'pdf');
  return {
    pdf: Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength),
    threadId: answer.threadId,
  };
}

/** Signs a badge on a files thread (`signBadge` of badge-documents.ts) with the badges' key. */
export async function signBadgeOffThread<T extends object>(
  credential: T,
  key: SigningKeyMaterial,
): Promise<{ badge: T & { proof: object[] }; threadId: number }> {
  const answer = answered(await ask({ id: nextId++, kind: 'badge', credential, key }), 'badge');
  return { badge: answer.badge as T & { proof: object[] }, threadId: answer.threadId };
}

/**
 * A certificate's files in ONE request to a files thread: its PDF (`input`, null when it has one) and its signed
 * badge (null when it has one); each the same as `renderPdfOffThread` and `signBadgeOffThread` give.
 */
export async function makeFilesOffThread<T extends object>(
  input: CertificatePdfInput | null,
  badge: { credential: T; key: SigningKeyMaterial } | null,
): Promise<{ pdf: Buffer | null; badge: (T & { proof: object[] }) | null; threadId: number }> {
  const answer = answered(await ask({ id: nextId++, kind: 'files', input, badge }), 'files');
  const { pdf } = answer.files;
  return {
    pdf: pdf ? Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength) : null,
    badge: answer.files.badge as (T & { proof: object[] }) | null,
    threadId: answer.threadId,
  };
}

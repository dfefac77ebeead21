// The upload measurements (issue 20): assignment submissions of UPLOAD_FILE_BYTES (20 MB), which autocannon's
// repeated GETs cannot price. One participant's upload, several times in a row (throughput), then
// UPLOAD_CONCURRENCY participants uploading at once while a worker thread reads the server's resident memory
// (VmRSS of /proc/<pid>/status) every RSS_SAMPLE_MS. The server streams an upload to a temporary file, so its
// memory should grow by far less than the bytes in flight. All traffic goes to the bench's own server on 127.0.0.1.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';

/** 20 MB (decimal): under the submission limit of 20 MiB (UPLOAD_MAX_SUBMISSION_MB's default). */
export const UPLOAD_FILE_BYTES = 20_000_000;
export const UPLOAD_CONCURRENCY = 8;
/** Measured single uploads, after one warm-up; the report gives the median. */
export const UPLOAD_RUNS = 3;
export const RSS_SAMPLE_MS = 50;
const MB = 1_000_000;

export interface Uploader {
  email: string;
  token: string;
}

export interface UploadReport {
  assignmentId: number;
  fileBytes: number;
  /** One upload at a time by one participant: UPLOAD_RUNS runs after a warm-up. */
  single: {
    runsMs: number[];
    medianMs: number;
    /** File bytes ÷ median time, in MB/s (10^6 bytes). */
    mbPerSecond: number;
    /** The same multipart body POSTed to a bare Node HTTP server in the bench process that discards it. */
    loopbackMedianMs: number;
    loopbackMbPerSecond: number;
    /** mbPerSecond ÷ loopbackMbPerSecond: the share of the raw loopback transfer the upload path keeps. */
    ratioToLoopback: number;
  };
  /** UPLOAD_CONCURRENCY participants at once, with the server's resident memory sampled. */
  concurrent: {
    uploads: number;
    wallMs: number;
    slowestMs: number;
    /** All files' bytes ÷ wall time, in MB/s. */
    aggregateMbPerSecond: number;
    /** Bytes in flight: uploads × file size, in MB — what holding every file in memory would take. */
    inFlightMb: number;
    rss: {
      sampleEveryMs: number;
      samples: number;
      /** Median VmRSS over the second before the uploads, in MB. */
      beforeMb: number;
      /** Highest sampled VmRSS while the uploads ran, in MB. */
      peakMb: number;
      /** peakMb − beforeMb. */
      growthMb: number;
      /** VmRSS a second after the last answer, in MB. */
      afterMb: number;
      /** The kernel's high-water mark (VmHWM) for the uploads, when it could be reset before them; else null. */
      kernelPeakMb: number | null;
    };
  };
}

/** A PDF-looking file: `%PDF-1.4` header, filler lines, `%%EOF` — the server checks the type by its first bytes. */
function pdfPayload(bytes: number): Buffer {
  const payload = Buffer.alloc(bytes, '% bench upload filler line: the server streams this to a temporary file\n');
  payload.write('%PDF-1.4\n', 0, 'latin1');
  payload.write('\n%%EOF\n', bytes - 7, 'latin1');
  return payload;
}

/** The whole multipart/form-data body with one `assignment_file` part, built once and sent as it is. */
function multipartBody(payload: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----portal-bench-${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="assignment_file"; filename="bench-upload.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
    'latin1',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1');
  return { body: Buffer.concat([head, payload, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
export const toMb = (kib: number) => round((kib * 1024) / MB);

/** Reads VmRSS and VmHWM (kB) of a process. */
export function memoryOf(pid: number): { rssKib: number; hwmKib: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssKib: field('VmRSS'), hwmKib: field('VmHWM') };
}

/**
 * Samples a process's VmRSS every `everyMs` on its own thread (the main thread is busy sending the bodies, and a
 * late timer would miss the peak) until stopped; answers the samples in kB with their times.
 */
export function startRssSampler(pid: number, everyMs: number) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const fs = require('node:fs');
     const samples = [];
     const pause = new Int32Array(new SharedArrayBuffer(4));
     let running = true;
     parentPort.on('message', () => { running = false; });
     const tick = () => {
       try {
         const status = fs.readFileSync('/proc/' + workerData.pid + '/status', 'utf8');
         samples.push([performance.timeOrigin + performance.now(), Number(/^VmRSS:\\s+(\\d+) kB/m.exec(status)[1])]);
       } catch {}
       if (running) { Atomics.wait(pause, 0, 0, workerData.everyMs); setImmediate(tick); }
       else parentPort.postMessage(samples);
     };
     tick();`,
    { eval: true, workerData: { pid, everyMs } },
  );
  return {
    stop: (): Promise<Array<[at: number, rssKib: number]>> =>
      new Promise((resolve, reject) => {
        worker.once('message', (samples: Array<[number, number]>) => {
          void worker.terminate();
          resolve(samples);
        });
        worker.once('error', reject);
        worker.postMessage('stop');
      }),
  };
}

interface Receipt {
  receipt?: { size_bytes?: number; sha256?: string };
}

/**
 * POSTs a body with node:http (less client work than fetch for a 20 MB body, and the same client for the server
 * and the loopback sink); answers the status, the text and the time from the first byte sent to the last received.
 */
function post(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** One upload; checks the answer (200, the receipt names the file's size and SHA-256) and answers its time. */
async function upload(
  baseUrl: string,
  assignmentId: number,
  token: string,
  multipart: { body: Buffer; contentType: string },
  sha256: string,
): Promise<number> {
  const { status, text, ms } = await post(
    `${baseUrl}/api/participant/assignments/upload/${assignmentId}`,
    { authorization: `Bearer ${token}`, 'content-type': multipart.contentType, accept: 'application/json' },
    multipart.body,
  );
  if (status !== 200) throw new Error(`upload answered ${status}: ${text.slice(0, 300)}`);
  const { receipt } = JSON.parse(text) as Receipt;
  if (receipt?.size_bytes !== UPLOAD_FILE_BYTES || receipt.sha256 !== sha256) {
    throw new Error(`the upload's receipt does not match the file: ${text.slice(0, 300)}`);
  }
  return ms;
}

/** The same body to a server that only reads it: the loopback ceiling of this machine in this run. */
async function loopbackTimes(multipart: { body: Buffer; contentType: string }, runs: number): Promise<number[]> {
  const sink = http.createServer((req, res) => {
    req.on('data', () => {});
    req.on('end', () => res.end('{}'));
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const { port } = sink.address() as AddressInfo;
  try {
    const times: number[] = [];
    for (let run = 0; run <= runs; run += 1) {
      const { ms } = await post(`http://127.0.0.1:${port}/`, { 'content-type': multipart.contentType }, multipart.body);
      if (run > 0) times.push(ms);
    }
    return times;
  } finally {
    await new Promise((resolve) => sink.close(resolve));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureUploads(input: {
  baseUrl: string;
  serverPid: number;
  assignmentId: number;
  /** UPLOAD_CONCURRENCY signed-in participants of the assignment's course; the first also makes the single runs. */
  uploaders: Uploader[];
  log: (line: string) => void;
}): Promise<UploadReport> {
  const { baseUrl, serverPid, assignmentId, uploaders, log } = input;
  if (uploaders.length < UPLOAD_CONCURRENCY) throw new Error(`${UPLOAD_CONCURRENCY} uploaders needed`);
  const payload = pdfPayload(UPLOAD_FILE_BYTES);
  const sha256 = createHash('sha256').update(payload).digest('hex');
  const multipart = multipartBody(payload);
  const first = uploaders[0]!;

  // One at a time: a warm-up, then UPLOAD_RUNS measured runs.
  await upload(baseUrl, assignmentId, first.token, multipart, sha256);
  const runsMs: number[] = [];
  for (let run = 0; run < UPLOAD_RUNS; run += 1) {
    runsMs.push(await upload(baseUrl, assignmentId, first.token, multipart, sha256));
  }
  const loopback = await loopbackTimes(multipart, UPLOAD_RUNS);
  const medianMs = median(runsMs);
  const loopbackMedianMs = median(loopback);
  const mbPerSecond = UPLOAD_FILE_BYTES / MB / (medianMs / 1000);
  const loopbackMbPerSecond = UPLOAD_FILE_BYTES / MB / (loopbackMedianMs / 1000);
  log(
    `  one upload: ${runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms → ${mbPerSecond.toFixed(1)} MB/s (loopback sink ${loopbackMbPerSecond.toFixed(0)} MB/s)`,
  );

  // UPLOAD_CONCURRENCY at once, the server's memory sampled from a second before to a second after.
  await pause(1000);
  let kernelPeak = true;
  try {
    // Writing 5 to clear_refs resets VmHWM to the current RSS (Linux ≥ 4.0; the bench started the process).
    fs.writeFileSync(`/proc/${serverPid}/clear_refs`, '5');
  } catch {
    kernelPeak = false;
  }
  const sampler = startRssSampler(serverPid, RSS_SAMPLE_MS);
  await pause(1000);
  const started = performance.now();
  const startedAt = performance.timeOrigin + started;
  const times = await Promise.all(
    uploaders
      .slice(0, UPLOAD_CONCURRENCY)
      .map((uploader) => upload(baseUrl, assignmentId, uploader.token, multipart, sha256)),
  );
  const wallMs = performance.now() - started;
  const endedAt = performance.timeOrigin + performance.now();
  const hwmKib = memoryOf(serverPid).hwmKib;
  await pause(1000);
  const samples = await sampler.stop();
  const before = samples.filter(([at]) => at < startedAt).map(([, kib]) => kib);
  const during = samples.filter(([at]) => at >= startedAt && at <= endedAt).map(([, kib]) => kib);
  const after = samples.filter(([at]) => at > endedAt).map(([, kib]) => kib);
  if (!before.length || !during.length) throw new Error('the memory sampler took no samples');
  const beforeMb = toMb(median(before));
  const peakMb = toMb(Math.max(...during));
  const report: UploadReport = {
    assignmentId,
    fileBytes: UPLOAD_FILE_BYTES,
    single: {
      runsMs: runsMs.map((ms) => round(ms)),
      medianMs: round(medianMs),
      mbPerSecond: round(mbPerSecond),
      loopbackMedianMs: round(loopbackMedianMs),
      loopbackMbPerSecond: round(loopbackMbPerSecond),
      ratioToLoopback: round(mbPerSecond / loopbackMbPerSecond, 3),
    },
    concurrent: {
      uploads: UPLOAD_CONCURRENCY,
      wallMs: round(wallMs),
      slowestMs: round(Math.max(...times)),
      aggregateMbPerSecond: round((UPLOAD_CONCURRENCY * UPLOAD_FILE_BYTES) / MB / (wallMs / 1000)),
      inFlightMb: (UPLOAD_CONCURRENCY * UPLOAD_FILE_BYTES) / MB,
      rss: {
        sampleEveryMs: RSS_SAMPLE_MS,
        samples: during.length,
        beforeMb,
        peakMb,
        growthMb: round(peakMb - beforeMb),
        afterMb: after.length ? toMb(after.at(-1)!) : toMb(memoryOf(serverPid).rssKib),
        kernelPeakMb: kernelPeak ? toMb(hwmKib) : null,
      },
    },
  };
  const { rss } = report.concurrent;
  log(
    `  ${UPLOAD_CONCURRENCY} at once: ${report.concurrent.wallMs.toFixed(0)} ms; server RSS ${rss.beforeMb} MB before, peak ${rss.peakMb} MB (+${rss.growthMb} MB, ${rss.samples} samples), ${rss.afterMb} MB after`,
  );
  return report;
}

/** The report's markdown table. */
export function uploadTable(report: UploadReport): string {
  const { single, concurrent } = report;
  const { rss } = concurrent;
  const mb = report.fileBytes / MB;
  return [
    '| upload | time | throughput | compared with |',
    '|---|---:|---:|---|',
    `| one ${mb} MB file (median of ${single.runsMs.length}: ${single.runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms) | ${single.medianMs.toFixed(0)} ms | ${single.mbPerSecond.toFixed(1)} MB/s | ${single.ratioToLoopback.toFixed(3)} of the loopback sink (${single.loopbackMbPerSecond.toFixed(0)} MB/s, ${single.loopbackMedianMs.toFixed(0)} ms) |`,
    `| ${concurrent.uploads} × ${mb} MB at once (slowest ${concurrent.slowestMs.toFixed(0)} ms) | ${concurrent.wallMs.toFixed(0)} ms | ${concurrent.aggregateMbPerSecond.toFixed(1)} MB/s in all | — |`,
    '',
    `| server memory during the ${concurrent.uploads} uploads (VmRSS every ${rss.sampleEveryMs} ms) | MB |`,
    '|---|---:|',
    `| before | ${rss.beforeMb} |`,
    `| peak (${rss.samples} samples) | ${rss.peakMb} |`,
    `| peak − before | ${rss.growthMb} |`,
    `| kernel high-water mark (VmHWM) | ${rss.kernelPeakMb ?? 'n/a'} |`,
    `| a second after | ${rss.afterMb} |`,
    `| bytes in flight (${concurrent.uploads} × ${mb} MB) | ${concurrent.inFlightMb} |`,
  ].join('\n');
}

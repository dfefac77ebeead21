// The server's resident memory through the whole bench: from its start to its stop, every MEMORY_SAMPLE_MS, the
// VmRSS of the server's process and of every process under it (the workers of a WORKERS=n server are its
// children), summed, and the largest single process. Sampled on a worker thread: the main thread is busy with
// autocannon, and a late timer would miss peaks.
import { Worker } from 'node:worker_threads';

export const MEMORY_SAMPLE_MS = 250;
/** The memory target: below this resident through the whole bench (all processes of the server), in MB. */
export const RSS_TARGET_MB = 300;

export interface MemoryReport {
  sampleEveryMs: number;
  samples: number;
  /** The most processes seen at once (1 for one process, 1 + n with WORKERS=n). */
  processes: number;
  /** Highest sum of the processes' VmRSS, in MB (10^6 bytes). */
  peakTotalMb: number;
  /** Highest VmRSS of a single process, in MB. */
  peakProcessMb: number;
  /** Median of the sums, in MB. */
  medianTotalMb: number;
  target: { belowMb: number; pass: boolean };
}

export interface MemorySampler {
  stop(): Promise<MemoryReport>;
}

/** Starts sampling the process `pid` and its descendants until stop(). */
export function sampleServerMemory(pid: number): MemorySampler {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const fs = require('node:fs');
     const totals = [];
     let processes = 0, peakProcess = 0;
     const pause = new Int32Array(new SharedArrayBuffer(4));
     let running = true;
     parentPort.on('message', () => { running = false; });
     const rssOf = (pid) => {
       try {
         const m = /^VmRSS:\\s+(\\d+) kB/m.exec(fs.readFileSync('/proc/' + pid + '/status', 'utf8'));
         return m ? Number(m[1]) : 0;
       } catch { return 0; }
     };
     const childrenOf = (pid) => {
       const found = [];
       let tasks = [];
       try { tasks = fs.readdirSync('/proc/' + pid + '/task'); } catch { return found; }
       for (const task of tasks) {
         try {
           const text = fs.readFileSync('/proc/' + pid + '/task/' + task + '/children', 'utf8').trim();
           if (text) found.push(...text.split(/\\s+/).map(Number));
         } catch {}
       }
       return found;
     };
     const tick = () => {
       const pids = [workerData.pid];
       for (let i = 0; i < pids.length && i < 64; i++) pids.push(...childrenOf(pids[i]));
       let total = 0, seen = 0;
       for (const pid of pids) {
         const rss = rssOf(pid);
         if (rss > 0) { total += rss; seen++; if (rss > peakProcess) peakProcess = rss; }
       }
       if (seen) { totals.push(total); if (seen > processes) processes = seen; }
       if (running) { Atomics.wait(pause, 0, 0, workerData.everyMs); setImmediate(tick); }
       else parentPort.postMessage({ totals, processes, peakProcess });
     };
     tick();`,
    { eval: true, workerData: { pid, everyMs: MEMORY_SAMPLE_MS } },
  );
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        worker.once('message', (result: { totals: number[]; processes: number; peakProcess: number }) => {
          void worker.terminate();
          const mb = (kib: number) => Math.round((kib * 1024) / 1e5) / 10;
          const sorted = [...result.totals].sort((a, b) => a - b);
          const peakTotalMb = mb(sorted.at(-1) ?? 0);
          resolve({
            sampleEveryMs: MEMORY_SAMPLE_MS,
            samples: sorted.length,
            processes: result.processes,
            peakTotalMb,
            peakProcessMb: mb(result.peakProcess),
            medianTotalMb: mb(sorted[Math.floor(sorted.length / 2)] ?? 0),
            target: { belowMb: RSS_TARGET_MB, pass: peakTotalMb < RSS_TARGET_MB },
          });
        });
        worker.once('error', reject);
        worker.postMessage('stop');
      }),
  };
}

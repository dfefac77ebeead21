// The front-end half of the bench, against a running server: what the home page costs a first-time visitor
// (every script and stylesheet Chromium loads for `/` until the network is idle, in gzip bytes) and what
// Lighthouse makes of six pages (performance and accessibility, mobile default and desktop preset): `/` in English
// and in Bangla, `/courses`, a programme page and both dashboards, signed in as a demo participant and a demo
// coordinator.
// Both drive Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); no browser is ever downloaded.
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { programsEndpoint } from '@portal/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result as LighthouseResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/server/src/seed/demo.ts';
import { paths } from '../apps/web/src/config/paths.ts';
import { JS_BUDGET_GZIP_BYTES } from './bundle-budget.ts';

// The budget lives in bundle-budget.ts, which CI runs on the build; the bench reports it measured in Chromium.
export { JS_BUDGET_GZIP_BYTES };
/** Lighthouse scores (0–100) every measured page must reach, in both presets (issue 24). */
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100 } as const;

/** Headless Chromium for this machine (no GPU, no sandbox as root, quiet). */
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
    budget: { jsGzipMaxBytes: JS_BUDGET_GZIP_BYTES, pass: js.gzipBytes <= JS_BUDGET_GZIP_BYTES },
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
  /**
   * The median run's largest contentful paint: the element (Lighthouse's label and the start of its markup) and its
   * parts (time to first byte, resource load delay and duration, render delay), from the LCP breakdown insight.
   */
  lcp?: { element: string; parts: string };
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

/** The LCP element and the LCP's parts of a run (its `lcp-breakdown-insight`: a list of a table and a node). */
function lcpOf(run: LighthouseResult): LighthouseSummary['lcp'] {
  const details = run.audits['lcp-breakdown-insight']?.details;
  if (details?.type !== 'list') return undefined;
  let element = '';
  let parts = '';
  for (const item of details.items) {
    if (item.type === 'node') element = `${item.nodeLabel ?? ''} ${(item.snippet ?? '').slice(0, 80)}`.trim();
    if (item.type === 'table') {
      parts = item.items.map((row) => `${String(row.label)} ${Math.round(Number(row.duration))} ms`).join(', ');
    }
  }
  return element || parts ? { element, parts } : undefined;
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
    pass: performance >= LIGHTHOUSE_TARGETS.performance && accessibility >= LIGHTHOUSE_TARGETS.accessibility,
    accessibilityFailures: [...a11y]
      .map(scored)
      .filter((audit) => audit !== undefined && (audit.score ?? 1) < 1)
      .map((audit) => `${audit?.id}: ${audit?.title}`),
    performanceHints: [...perf]
      .filter((id) => !NOT_HINTS.has(id))
      .map(scored)
      .filter((audit) => audit !== undefined && (audit.score ?? 1) < 0.9)
      .map((audit) => `${audit?.id}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`),
    lcp: lcpOf(median),
    runWarnings: [...new Set(runs.flatMap((run) => run.runWarnings.map(String)))],
    lighthouseVersion: median.lighthouseVersion,
  };
}

// ─── The pages Lighthouse measures ────────────────────────────────────────────────────────────────────────

/** A page Lighthouse measures; with `account`, Chromium is signed in as that demo account first. */
export interface LighthousePage {
  name: string;
  /** Path on the server ('/courses'). */
  path: string;
  /** E-mail of a demo account (password DEMO_PASSWORD). */
  account?: string;
  /** Bangla: the page is opened as a visitor who chose Bangla (their stored choice); English otherwise. */
  language?: 'bn';
}

/**
 * The five pages of issue 24: `/`, `/courses`, the first programme the API lists, and the dashboards of the
 * first demo participant and coordinator (apps/server/src/seed/demo.ts); and `/` in Bangla beside `/` (issue 42:
 * the same targets). The paths come from the web app's `paths`, the accounts from the demo data set: nothing is
 * typed twice.
 */
export async function lighthousePages(baseUrl: string): Promise<LighthousePage[]> {
  const response = await fetch(`${baseUrl}${programsEndpoint.path}`);
  const body = (await response.json()) as { data?: { programs?: { program_short_name: string }[] } };
  const programme = body.data?.programs?.[0]?.program_short_name;
  if (!response.ok || !programme) {
    throw new Error(
      `GET ${programsEndpoint.path} listed no programme (${response.status}): no programme page to measure`,
    );
  }
  const accountOf = (role: 'participant' | 'coordinator') => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
    if (!account) throw new Error(`The demo data set has no ${role}`);
    return account.email;
  };
  return [
    { name: 'home', path: paths.home.path },
    { name: 'home in Bangla', path: paths.home.path, language: 'bn' },
    { name: 'programme list', path: paths.courses.path },
    { name: `programme page (${programme})`, path: paths.courseDetail.getHref(programme) },
    { name: 'participant dashboard', path: paths.participant.dashboard.path, account: accountOf('participant') },
    { name: 'coordinator dashboard', path: paths.coordinator.dashboard.path, account: accountOf('coordinator') },
  ];
}

/**
 * Signs the Chromium on `port` out (every cookie of its default profile goes) and its stored choice of
 * language (localStorage: none, so the page is English, as this Chromium asks for; for a Bangla page the header's
 * switch then chooses Bangla, which the app stores), then, with `account`, signs in again the way a person does: `/`,
 * Login, the drawer's e-mail and password, Sign In, until the page is the role's home. Lighthouse clears no localStorage between runs
 * (settings.clearStorageTypes), so every run of a Bangla page is a first view in Bangla.
 * The app keeps its session in cookies (auth_token and the role's id and e-mail, apps/web/src/lib/cookies.ts), and
 * Lighthouse 13 clears the cache, the service workers and Cache Storage before each run but not
 * cookies (settings.clearStorageTypes): every run is still a first view, signed in. (`disableStorageReset`
 * would keep the session too, but also the HTTP cache: the second and third runs would be warm.)
 */
async function setSession(port: number, baseUrl: string, page: LighthousePage): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The Chromium for Lighthouse has no default profile');
    await context.clearCookies();
    const tab = await context.newPage();
    try {
      await tab.goto(`${baseUrl}${paths.home.path}`);
      // What a first-time visitor has: no stored choice of language (an earlier page's Bangla goes), so English.
      await tab.evaluate(() => localStorage.clear());
      if (page.language === 'bn') {
        // Bangla chosen as a visitor does, with the header's switch: the app stores the choice, which every run then
        // opens the page with.
        await tab.reload();
        await tab.getByRole('button', { name: 'বাংলা', exact: true }).first().click();
        await tab.waitForSelector('html[lang="bn"]', { state: 'attached', timeout: 30_000 });
      }
      if (!page.account) return;
      await tab.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login', exact: true }).click();
      const drawer = tab.getByRole('dialog', { name: 'Sign In' });
      await drawer.getByLabel('Email', { exact: true }).fill(page.account);
      await drawer.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await drawer.getByRole('button', { name: 'Sign In', exact: true }).click();
      await tab.waitForURL((url) => url.pathname === page.path, { timeout: 30_000 });
    } finally {
      await tab.close();
    }
  } finally {
    // A browser reached over CDP is only disconnected: Chromium and its default profile stay.
    await browser.close();
  }
}

// ─── Lighthouse ───────────────────────────────────────────────────────────────────────────────────────────

export interface PageLighthouse {
  name: string;
  path: string;
  account?: string;
  presets: LighthouseSummary[];
}

/**
 * Lighthouse `runs` times per preset on each page, in one Chromium launched by chrome-launcher (before each
 * navigation Lighthouse clears the cache: every run is a first view). Throttling is Lighthouse's default:
 * simulated (a slow 4G phone with a 4× slower CPU for mobile; the desktop preset's cable link). A signed-in
 * page is measured after `setSession`, and a run that did not end on the page asked for (a lost session sends
 * the app to `/`) stops the bench. `register` receives the stop function at once, so an interrupted run still
 * closes Chromium.
 */
export async function runLighthouse(
  baseUrl: string,
  pages: LighthousePage[],
  runs: number,
  register: (stop: () => Promise<void>) => void,
  log: (line: string) => void = console.log,
): Promise<PageLighthouse[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
  let killed = false;
  const stop = async () => {
    if (killed) return;
    killed = true;
    chrome.kill();
  };
  register(stop);
  try {
    const measured: PageLighthouse[] = [];
    for (const page of pages) {
      await setSession(chrome.port, baseUrl, page);
      log(`  ${page.name}: ${page.path}${page.account ? ` (signed in as ${page.account})` : ''}`);
      const presets: LighthouseSummary[] = [];
      for (const preset of ['mobile', 'desktop'] as const) {
        const results: LighthouseResult[] = [];
        for (let run = 1; run <= runs; run++) {
          const started = performance.now();
          const lhr = await lighthouseRun(`${baseUrl}${page.path}`, chrome.port, preset, log);
          const landed = new URL(lhr.finalDisplayedUrl).pathname;
          if (landed !== page.path) {
            throw new Error(
              `Lighthouse on ${page.path} ended on ${landed}${page.account ? ': the session was lost' : ''}`,
            );
          }
          results.push(lhr);
          log(
            `    ${preset} run ${run}/${runs}: performance ${score(lhr, 'performance')}, accessibility ${score(lhr, 'accessibility')} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
          );
        }
        presets.push(summarise(preset, results));
      }
      measured.push({ ...page, presets });
    }
    return measured;
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
    log(`    ${preset}: Lighthouse failed (${problem}), attempt ${attempt} of ${LIGHTHOUSE_ATTEMPTS}`);
  }
  throw new Error(`Lighthouse (${preset}) failed ${LIGHTHOUSE_ATTEMPTS} times on ${url}: ${problem}`);
}

const TARGETS_TEXT = `performance ≥ ${LIGHTHOUSE_TARGETS.performance}, accessibility ${LIGHTHOUSE_TARGETS.accessibility}`;

export function lighthouseTable(pages: PageLighthouse[]): string {
  const lines = [
    `| page | preset | performance | accessibility | FCP | LCP | TBT | CLS | SI | runs (performance) | ${TARGETS_TEXT} |`,
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const page of pages) {
    for (const row of page.presets) {
      const m = row.metrics;
      lines.push(
        `| ${page.name} | ${row.preset} | ${row.performance} | ${row.accessibility} | ${m.fcpMs} ms | ${m.lcpMs} ms | ${m.tbtMs} ms | ${m.cls} | ${m.siMs} ms | ${row.performanceRuns.join(', ')} | ${row.pass ? 'PASS' : 'FAIL'} |`,
      );
    }
  }
  return lines.join('\n');
}

/** The table, then per page and preset what to look at: failed accessibility audits, weak performance audits, warnings. */
export function lighthouseReport(pages: PageLighthouse[]): string {
  const lines = [lighthouseTable(pages), ''];
  for (const page of pages) {
    for (const preset of page.presets) {
      lines.push(
        `${preset.pass ? 'PASS' : 'FAIL'}: ${page.name} (${page.path}), ${preset.preset}: performance ${preset.performance}, accessibility ${preset.accessibility} (benchmarkIndex ${preset.benchmarkIndex.join(', ')})`,
      );
      if (preset.accessibilityFailures.length)
        lines.push(`  accessibility: ${preset.accessibilityFailures.join('; ')}`);
      if (preset.performanceHints.length) lines.push(`  performance hints: ${preset.performanceHints.join('; ')}`);
      if (preset.lcp) lines.push(`  LCP: ${preset.lcp.element || 'no element'}; ${preset.lcp.parts}`);
      for (const warning of preset.runWarnings) lines.push(`  warning: ${warning}`);
    }
  }
  return lines.join('\n');
}

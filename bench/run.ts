// `npm run bench`: one run from nothing to figures. PostgreSQL (BENCH_DATABASE_URL or a throwaway cluster)
// → build the server if needed → migrate → generate the large data set → start the production server →
// sign in a bench participant → autocannon every scenario (warm-up, then measure) → table + results/latest.json
// → stop the server and the cluster, also when something fails or the run is interrupted.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startCluster } from './postgres.ts';
import { type BenchContext, type Scenario, scenarios } from './scenarios.ts';
import { BENCH_PASSWORD, participantEmail, SIZES, seedLarge } from './seed-large.ts';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(BENCH_DIR, '..');
const SERVER_DIST = path.join(ROOT, 'apps/server/dist');
const RESULTS_FILE = path.join(BENCH_DIR, 'results/latest.json');

const settings = {
  connections: positiveInt('BENCH_CONNECTIONS', 10),
  warmupSeconds: positiveInt('BENCH_WARMUP', 3),
  durationSeconds: positiveInt('BENCH_DURATION', 10),
};

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, not "${raw}"`);
  return value;
}

// Everything started is stopped in reverse order: in the finally block, and on Ctrl-C or SIGTERM.
const cleanups: Array<{ label: string; run: () => Promise<void> | void }> = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const { label, run } of cleanups.reverse()) {
      try {
        await run();
      } catch (error) {
        console.error(`cleanup "${label}" failed: ${(error as Error).message}`);
      }
    }
  })();
  return cleaning;
}
// `on`, not `once`: a second signal (tsx relays the one the terminal sent) must not kill the process mid-cleanup.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (cleaning) return;
    console.error(`\n${signal}: stopping the server and the database…`);
    void cleanUp().finally(() => {
      console.error('stopped.');
      process.exit(130);
    });
  });
}

function step(title: string): void {
  console.log(`\n▸ ${title}`);
}

/** Runs a command to its end; its output goes to the terminal. */
function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? `code ${code}`}`)),
    );
  });
}

interface ServerProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

async function startServer(env: NodeJS.ProcessEnv, port: number): Promise<ServerProcess> {
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  const child: ChildProcess = spawn(process.execPath, [path.join(SERVER_DIST, 'main.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const stop = async () => {
    if (hasExited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (hasExited) break;
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(
    `The server did not answer GET /api/health with 200 ${hasExited ? '(it exited)' : 'within 60 s'}. Its output:\n${output.join('')}`,
  );
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const body = (await response.json()) as { token?: string; error?: string };
  if (response.status !== 200 || !body.token) {
    throw new Error(`Sign-in of ${email} failed: ${response.status} ${JSON.stringify(body)}`);
  }
  // The session scenarios are worthless if the token is not recognised: check it once.
  const check = await fetch(`${baseUrl}/api/user/is_logined`, { headers: { authorization: `Bearer ${body.token}` } });
  const list = (await check.json()) as unknown[];
  if (check.status !== 200 || !Array.isArray(list) || list.length !== 1) {
    throw new Error(`is_logined does not recognise the new session: ${check.status} ${JSON.stringify(list)}`);
  }
  return body.token;
}

interface Measured {
  name: string;
  description: string;
  method: string;
  path: string;
  requestsPerSecond: number;
  latencyMs: { mean: number; p50: number; p99: number };
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Answers with another status than expected (non-2xx, or not `expectStatus`), plus errors and timeouts. */
  failed: number;
  baseline?: string;
  ratio?: number;
}

function requestOf(scenario: Scenario, ctx: BenchContext, baseUrl: string) {
  const pathText = typeof scenario.path === 'function' ? scenario.path(ctx) : scenario.path;
  const headers = { ...(typeof scenario.headers === 'function' ? scenario.headers(ctx) : (scenario.headers ?? {})) };
  let body: string | undefined;
  if (scenario.body !== undefined) {
    body = JSON.stringify(scenario.body);
    headers['content-type'] = 'application/json';
  }
  return { url: `${baseUrl}${pathText}`, path: pathText, method: scenario.method, headers, body };
}

async function measure(scenario: Scenario, ctx: BenchContext, baseUrl: string): Promise<Measured> {
  const request = requestOf(scenario, ctx, baseUrl);
  // One request first: a scenario that fails outright is reported at once, not after seconds of load.
  const probe = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  await probe.arrayBuffer();
  const isExpected = scenario.expectStatus ? probe.status === scenario.expectStatus : probe.ok;
  if (!isExpected)
    throw new Error(`Scenario "${scenario.name}": ${request.method} ${request.path} answered ${probe.status}`);

  const options = {
    url: request.url,
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
    connections: settings.connections,
  };
  await autocannon({ ...options, duration: settings.warmupSeconds });
  const result = await autocannon({ ...options, duration: settings.durationSeconds });
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  const expected = scenario.expectStatus
    ? (result.statusCodeStats?.[`${scenario.expectStatus}`]?.count ?? 0)
    : result['2xx'];
  return {
    name: scenario.name,
    description: scenario.description,
    method: request.method,
    path: request.path,
    requestsPerSecond: round(result.requests.average, 1),
    latencyMs: { mean: round(result.latency.mean, 2), p50: result.latency.p50, p99: result.latency.p99 },
    requests: answered,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    failed: answered - expected + result.errors,
    ...(scenario.baseline ? { baseline: scenario.baseline } : {}),
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function markdownTable(rows: Measured[]): string {
  const lines = [
    '| scenario | req/s | p50 ms | p99 ms | non-2xx | errors | ratio to baseline |',
    '|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const row of rows) {
    const ratio = row.ratio === undefined ? '—' : `${row.ratio.toFixed(3)} (÷ ${row.baseline})`;
    lines.push(
      `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.latencyMs.p50} | ${row.latencyMs.p99} | ${row.non2xx} | ${row.errors + row.timeouts} | ${ratio} |`,
    );
  }
  return lines.join('\n');
}

async function gitCommit(): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', () => resolve(null));
    child.on('exit', (code) => resolve(code === 0 ? out.trim() : null));
  });
}

async function main(): Promise<number> {
  const runStarted = performance.now();
  const filesSecret = randomBytes(32).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-data-'));
  cleanups.push({ label: 'data folder', run: () => fs.rmSync(dataDir, { recursive: true, force: true }) });

  step('PostgreSQL');
  let databaseUrl = process.env.BENCH_DATABASE_URL;
  let databaseNote: string;
  if (databaseUrl) {
    databaseNote = 'BENCH_DATABASE_URL';
    console.log('  using BENCH_DATABASE_URL');
  } else {
    const cluster = await startCluster();
    cleanups.push({ label: 'PostgreSQL cluster', run: () => cluster.stop() });
    databaseUrl = cluster.url;
    databaseNote = 'throwaway cluster (fsync off)';
    console.log(`  throwaway cluster on 127.0.0.1:${cluster.port}`);
  }

  step('Server build');
  if (fs.existsSync(path.join(SERVER_DIST, 'main.js')) && fs.existsSync(path.join(SERVER_DIST, 'portal.js'))) {
    console.log('  apps/server/dist is built (delete it to rebuild)');
  } else {
    await runCommand('npm', ['run', 'build', '-w', 'apps/server']);
  }

  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    FILES_SECRET: filesSecret,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
  delete serverEnv.REDIS_URL;
  delete serverEnv.SMTP_URL;

  step('Migrations');
  await runCommand(process.execPath, [path.join(SERVER_DIST, 'portal.js'), 'migrate'], serverEnv);

  step('Large data set');
  const seed = await seedLarge(databaseUrl);
  console.log(seed.generated ? `  generation took ${(seed.ms / 1000).toFixed(1)} s` : '  generation skipped');
  console.log(
    `  ${Object.entries(seed.counts)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ')}`,
  );

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let serverVersion: string;
  let ctxParticipant: BenchContext['participant'];
  try {
    serverVersion = (await db.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '?';
    const email = participantEmail(1);
    const { rows } = await db.query<{ id: number; course_id: number }>(
      'select u.id, e.course_id from users u join enrolments e on e.participant_id = u.id where u.email = $1 order by e.course_id',
      [email],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`${email} is missing from the data set`);
    ctxParticipant = { id, email, courseIds: rows.map((row) => row.course_id) };
  } finally {
    await db.end();
  }

  step('Production server');
  const port = await freePort();
  const server = await startServer({ ...serverEnv, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }, port);
  cleanups.push({ label: 'server', run: () => server.stop() });
  console.log(`  listening on ${server.baseUrl}`);

  const token = await signIn(server.baseUrl, ctxParticipant.email);
  const ctx: BenchContext = { token, participant: ctxParticipant };
  console.log(`  signed in ${ctxParticipant.email}`);

  step(
    `Load: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s measured per scenario`,
  );
  const measured: Measured[] = [];
  for (const scenario of scenarios) {
    process.stdout.write(`  ${scenario.name} … `);
    const row = await measure(scenario, ctx, server.baseUrl);
    if (row.baseline) {
      const base = measured.find((other) => other.name === row.baseline);
      if (!base) throw new Error(`Scenario "${row.name}": baseline "${row.baseline}" must come earlier in the list`);
      row.ratio = round(row.requestsPerSecond / base.requestsPerSecond, 3);
    }
    measured.push(row);
    console.log(`${row.requestsPerSecond.toFixed(0)} req/s, p99 ${row.latencyMs.p99} ms`);
  }

  const results = {
    date: new Date().toISOString(),
    commit: await gitCommit(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: round(os.totalmem() / 2 ** 30, 1),
      node: process.version,
      postgres: serverVersion,
      database: databaseNote,
    },
    load: { tool: 'autocannon', ...settings },
    dataset: { sizes: SIZES, generated: seed.generated, generationMs: seed.ms, rows: seed.counts },
    scenarios: measured,
  };
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(`${RESULTS_FILE}.tmp`, `${JSON.stringify(results, null, 2)}\n`);
  fs.renameSync(`${RESULTS_FILE}.tmp`, RESULTS_FILE);

  console.log(`\n${markdownTable(measured)}\n`);
  const generation = seed.generated ? `generated in ${(seed.ms / 1000).toFixed(1)} s` : 'already present';
  console.log(`Data set ${generation}; whole run ${((performance.now() - runStarted) / 1000).toFixed(0)} s.`);
  console.log(`Results written to ${path.relative(process.cwd(), RESULTS_FILE)}.`);
  console.log('Compare ratios within one run; absolute req/s on this machine vary from run to run.');

  const failing = measured.filter((row) => row.failed > 0);
  for (const row of failing) console.error(`✗ ${row.name}: ${row.failed} failed requests (non-2xx or errors)`);
  return failing.length ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  step('Clean-up');
  await cleanUp();
  console.log('  everything the bench started is stopped and its temporary folders are removed');
}

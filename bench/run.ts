// `npm run bench`: one run from nothing to figures. PostgreSQL (BENCH_DATABASE_URL or a throwaway cluster)
// → build the server and the web app if needed → migrate + demo seed → generate the large data set → start the
// production server → sign in a bench participant and a coordinator → autocannon every scenario (warm-up, then
// measure) → 20 MB assignment uploads (one participant's throughput, then eight at once with the server's resident
// memory sampled; uploads.ts) → size of the home page's first view in Chromium → Lighthouse → tables +
// results/latest.json → stop the server and the cluster, also when something fails or the run is interrupted.
// `--only=api` stops after the load and the uploads; `--only=web` measures only the front end, on the embedded
// database.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { type BuiltFirstLoad, measureBuiltFirstLoad } from './bundle-budget.ts';
import { freePort, startCluster } from './postgres.ts';
import { BARE_ROUTE, type BenchContext, type Scenario, scenarios } from './scenarios.ts';
import {
  BENCH_PASSWORD,
  BIG_ASSIGNMENT_TITLE,
  BUSY_THREAD_TITLE,
  PARTICIPANT_SEARCH_TEXT,
  participantEmail,
  SIZES,
  seedLarge,
  UPLOAD_ASSIGNMENT_TITLE,
  WIDE_CONTENT_TITLE,
} from './seed-large.ts';
import {
  measureUploads,
  UPLOAD_CONCURRENCY,
  UPLOAD_FILE_BYTES,
  UPLOAD_RUNS,
  type UploadReport,
  uploadTable,
} from './uploads.ts';
import {
  JS_BUDGET_GZIP_BYTES,
  kB,
  LIGHTHOUSE_TARGETS,
  lighthousePages,
  lighthouseReport,
  measureFirstView,
  type PageLighthouse,
  runLighthouse,
  type SizeReport,
  sizeTable,
} from './web.ts';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(BENCH_DIR, '..');
const SERVER_DIST = path.join(ROOT, 'apps/server/dist');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const RESULTS_FILE = path.join(BENCH_DIR, 'results/latest.json');

const settings = {
  connections: positiveInt('BENCH_CONNECTIONS', 10),
  warmupSeconds: positiveInt('BENCH_WARMUP', 3),
  durationSeconds: positiveInt('BENCH_DURATION', 10),
};
const lighthouseRuns = positiveInt('BENCH_LIGHTHOUSE_RUNS', 3);

type Mode = 'full' | 'api' | 'web';
const USAGE =
  'Usage (in bench/): npm run bench [-- --only=api | --only=web]; from the repository root: npm run bench -- -- --only=web, or BENCH_ONLY=web npm run bench; BENCH_SCENARIOS=text,text… measures only the load scenarios whose names contain one of the texts (with their baselines)';

/** `--only=api|web` on the command line, or BENCH_ONLY=api|web (handy from the repository root). */
function parseMode(args: string[]): Mode {
  let mode: Mode = 'full';
  const fromEnv = process.env.BENCH_ONLY;
  if (fromEnv) {
    if (fromEnv !== 'api' && fromEnv !== 'web') throw new Error(`BENCH_ONLY must be api or web, not "${fromEnv}"`);
    mode = fromEnv;
  }
  for (const arg of args) {
    const only = /^--only=(api|web)$/.exec(arg);
    if (only) mode = only[1] as Mode;
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown argument "${arg}". ${USAGE}`);
  }
  if (scenarioSelection) {
    if (mode === 'web') throw new Error('BENCH_SCENARIOS selects load scenarios: it does not go with --only=web');
    mode = 'api';
  }
  return mode;
}

/**
 * BENCH_SCENARIOS=name,name…: measure only the scenarios whose name contains one of these texts (any case), with
 * their baselines and the bare route; no uploads, no front end, and results/latest.json is left as it is (a partial
 * list is no reference point). For a quick look at new or changed scenarios; unset, every scenario runs.
 */
function selectedScenarios(): Scenario[] | undefined {
  const raw = process.env.BENCH_SCENARIOS?.trim();
  if (!raw) return undefined;
  const wanted = raw
    .split(',')
    .map((text) => text.trim().toLowerCase())
    .filter(Boolean);
  const chosen = new Set<string>([BARE_ROUTE]);
  for (const scenario of scenarios) {
    if (wanted.some((text) => scenario.name.toLowerCase().includes(text))) chosen.add(scenario.name);
  }
  if (chosen.size === 1) throw new Error(`BENCH_SCENARIOS="${raw}" names no scenario`);
  // Baselines are earlier in the list: one pass from the end adds every baseline of a chosen scenario.
  for (const scenario of [...scenarios].reverse()) {
    if (chosen.has(scenario.name) && scenario.baseline) chosen.add(scenario.baseline);
  }
  return scenarios.filter((scenario) => chosen.has(scenario.name));
}
const scenarioSelection = selectedScenarios();

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
  /** The server's own process (node runs main.js directly): the upload measurement reads its memory. */
  pid: number;
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
      if (response.status === 200 && child.pid !== undefined) return { baseUrl, pid: child.pid, stop };
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

async function buildIfMissing(label: string, files: string[], workspace: string): Promise<void> {
  if (files.every((file) => fs.existsSync(file))) {
    console.log(`  ${label} is built (delete it to rebuild)`);
  } else {
    await runCommand('npm', ['run', 'build', '-w', workspace]);
  }
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
  /** req/s ÷ req/s of the bare route (BARE_ROUTE) of the same run. */
  ratioToBareRoute?: number;
}

function requestOf(scenario: Scenario, ctx: BenchContext, baseUrl: string) {
  const pathText = typeof scenario.path === 'function' ? scenario.path(ctx) : scenario.path;
  const headers: Record<string, string> = {
    ...(typeof scenario.headers === 'function' ? scenario.headers(ctx) : (scenario.headers ?? {})),
  };
  let body: string | undefined;
  if (scenario.body !== undefined) {
    body = JSON.stringify(scenario.body);
    headers['content-type'] = 'application/json';
  }
  return { url: `${baseUrl}${pathText}`, path: pathText, method: scenario.method, headers, body };
}

async function measure(scenario: Scenario, ctx: BenchContext, baseUrl: string): Promise<Measured> {
  const request = requestOf(scenario, ctx, baseUrl);
  const perRequest = scenario.headersPerRequest;
  let n = 0;
  // One request first: a scenario that fails outright is reported at once, not after seconds of load.
  const probe = await fetch(request.url, {
    method: request.method,
    headers: { ...request.headers, ...perRequest?.(n++) },
    body: request.body,
  });
  const probeText = await probe.text();
  const isExpected = scenario.expectStatus ? probe.status === scenario.expectStatus : probe.ok;
  if (!isExpected)
    throw new Error(`Scenario "${scenario.name}": ${request.method} ${request.path} answered ${probe.status}`);
  if (scenario.check) {
    // The answer must hold what the scenario is about (a full page, 50 replies…), or its figures mean nothing.
    let problem: string | undefined;
    try {
      problem = scenario.check(JSON.parse(probeText), ctx);
    } catch (error) {
      problem = `unreadable answer (${(error as Error).message})`;
    }
    if (problem) throw new Error(`Scenario "${scenario.name}": ${request.method} ${request.path}: ${problem}`);
  }

  const options: autocannon.Options = {
    url: request.url,
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
    connections: settings.connections,
    ...(perRequest
      ? {
          requests: [
            {
              setupRequest: (built: autocannon.Request) => ({
                ...built,
                headers: { ...built.headers, ...perRequest(n++) },
              }),
            },
          ],
        }
      : {}),
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
    '| scenario | req/s | p50 ms | p99 ms | non-2xx | errors | ÷ bare route | ratio to baseline |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const row of rows) {
    const ratio = row.ratio === undefined ? '—' : `${row.ratio.toFixed(3)} (÷ ${row.baseline})`;
    const bare = row.ratioToBareRoute === undefined ? '—' : row.ratioToBareRoute.toFixed(3);
    lines.push(
      `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.latencyMs.p50} | ${row.latencyMs.p99} | ${row.non2xx} | ${row.errors + row.timeouts} | ${bare} | ${ratio} |`,
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

/** The parts of results/latest.json; a run with --only keeps the other part of the previous file as it was. */
interface Results {
  date: string;
  commit: string | null;
  mode: Mode;
  machine: Record<string, unknown>;
  /** When, on which commit and on which database each part below was measured (--only renews only its own). */
  parts: { api?: Part; web?: Part };
  load?: unknown;
  dataset?: unknown;
  scenarios?: Measured[];
  /** The 20 MB assignment uploads: one participant's throughput, then eight at once with the server's memory. */
  uploads?: UploadReport;
  web?: WebResults;
}

interface Part {
  date: string;
  commit: string | null;
  database: string;
  /** PostgreSQL's server_version (the api part). */
  postgres?: string;
}

interface WebResults {
  server: string;
  url: string;
  firstView: SizeReport;
  /** The same first load measured on the build without a browser (bundle-budget.ts, what CI checks). */
  built: BuiltFirstLoad;
  lighthouse: { runsPerPreset: number; targets: typeof LIGHTHOUSE_TARGETS; pages: PageLighthouse[] };
}

function writeResults(results: Results): void {
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  fs.writeFileSync(`${RESULTS_FILE}.tmp`, `${JSON.stringify(results, null, 2)}\n`);
  fs.renameSync(`${RESULTS_FILE}.tmp`, RESULTS_FILE);
}

function previousResults(): Partial<Results> {
  try {
    return JSON.parse(fs.readFileSync(RESULTS_FILE, 'utf8')) as Partial<Results>;
  } catch {
    return {};
  }
}

function machine(): Record<string, unknown> {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: round(os.totalmem() / 2 ** 30, 1),
    node: process.version,
  };
}

/**
 * Ids of the data set a scenario may use: the bench participant, the busy course, its coordinator and thread, the
 * assignments and contents with the totals their answers must give; and the upload measurement's assignment and
 * participants.
 */
async function benchContext(databaseUrl: string): Promise<{
  serverVersion: string;
  context: Omit<BenchContext, 'token' | 'coordinatorToken'>;
  uploads: { assignmentId: number; emails: string[] };
}> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const serverVersion =
      (await db.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '?';
    const email = participantEmail(1);
    const { rows } = await db.query<{ id: number; course_id: number }>(
      'select u.id, e.course_id from users u join enrolments e on e.participant_id = u.id where u.email = $1 order by e.course_id',
      [email],
    );
    const id = rows[0]?.id;
    const busyCourseId = rows[0]?.course_id;
    if (id === undefined || busyCourseId === undefined) throw new Error(`${email} is missing from the data set`);
    // The busy course is participant 1's first course; its coordinator the course's first (see seed-large.ts).
    const coordinator = await db.query<{ id: number; email: string; course_ids: number[] }>(
      `select u.id, u.email, array(select cc2.course_id from course_coordinators cc2
                                  where cc2.coordinator_id = u.id order by cc2.course_id) as course_ids
       from users u where u.id = (select min(coordinator_id) from course_coordinators where course_id = $1)`,
      [busyCourseId],
    );
    const thread = await db.query<{ id: number; reply_count: number; posts: number }>(
      `select p.id, p.reply_count, (select count(*)::int from forum_posts where course_id = $1) as posts
       from forum_posts p where p.course_id = $1 and p.title = $2 order by p.id limit 1`,
      [busyCourseId, BUSY_THREAD_TITLE],
    );
    const coordinatorRow = coordinator.rows[0];
    const threadRow = thread.rows[0];
    if (!coordinatorRow) throw new Error(`the busy course ${busyCourseId} has no coordinator`);
    if (!threadRow) throw new Error(`the busy course ${busyCourseId} has no post "${BUSY_THREAD_TITLE}"`);
    if (threadRow.posts < SIZES.busyCoursePosts) {
      throw new Error(`the busy course ${busyCourseId} holds ${threadRow.posts} posts, not ${SIZES.busyCoursePosts}+`);
    }
    const participantCourseIds = rows.map((row) => row.course_id);
    const coordinatorCourseIds = coordinatorRow.course_ids;

    // Assignments: participant 1's total, the big assignment (in one of the coordinator's courses) and its course.
    const participantAssignments = await db.query<{ n: number }>(
      'select count(*)::int as n from assignments where course_id = any($1::int[])',
      [participantCourseIds],
    );
    const big = await db.query<{ id: number; course_id: number; participants: number; submissions: number }>(
      `select a.id, a.course_id,
              (select count(*)::int from enrolments e where e.course_id = a.course_id) as participants,
              (select count(*)::int from assignment_submissions s where s.assignment_id = a.id) as submissions
       from assignments a where a.title = $1 order by a.id limit 1`,
      [BIG_ASSIGNMENT_TITLE],
    );
    const bigRow = big.rows[0];
    if (!bigRow) throw new Error(`the assignment "${BIG_ASSIGNMENT_TITLE}" is missing`);
    if (!coordinatorCourseIds.includes(bigRow.course_id)) {
      throw new Error(
        `"${BIG_ASSIGNMENT_TITLE}" is in course ${bigRow.course_id}, not one of ${coordinatorRow.email}'s`,
      );
    }

    // Contents: the busy course's list (everything filed in or sent to it: all visible to its coordinator), and
    // the content sent to all the coordinator's courses with its recipients there and those who viewed it.
    const listTotal = await db.query<{ n: number }>(
      `select count(*)::int as n from contents c
       where c.course_id = $1 or exists (select 1 from content_sends s where s.content_id = c.id and s.course_id = $1)`,
      [busyCourseId],
    );
    const wide = await db.query<{ id: number; recipients: number; viewed: number }>(
      `select c.id,
              (select count(*)::int from content_sends s join enrolments e on e.course_id = s.course_id
               where s.content_id = c.id and s.course_id = any($3::int[])) as recipients,
              (select count(*)::int from content_sends s join enrolments e on e.course_id = s.course_id
               join content_views v on v.content_id = s.content_id and v.course_id = s.course_id
                                   and v.participant_id = e.participant_id and v.view_count > 0
               where s.content_id = c.id and s.course_id = any($3::int[])) as viewed
       from contents c where c.title = $1 and c.owner_id = $2 order by c.id limit 1`,
      [WIDE_CONTENT_TITLE, coordinatorRow.id, coordinatorCourseIds],
    );
    const wideRow = wide.rows[0];
    if (!wideRow) throw new Error(`${coordinatorRow.email} has no content "${WIDE_CONTENT_TITLE}"`);

    // The uploads: the open assignment of the big course and the first participants of that course by roll.
    const upload = await db.query<{ id: number; is_open: boolean; emails: string[] }>(
      `select a.id, a.last_submit_date >= (now() at time zone 'Asia/Dhaka')::date as is_open,
              array(select u.email from enrolments e join users u on u.id = e.participant_id
                    where e.course_id = a.course_id and u.email like 'bench-p%'
                    order by e.course_roll limit $2) as emails
       from assignments a where a.title = $1 order by a.id limit 1`,
      [UPLOAD_ASSIGNMENT_TITLE, UPLOAD_CONCURRENCY],
    );
    const uploadRow = upload.rows[0];
    if (!uploadRow) throw new Error(`the assignment "${UPLOAD_ASSIGNMENT_TITLE}" is missing`);
    if (!uploadRow.is_open) throw new Error(`"${UPLOAD_ASSIGNMENT_TITLE}" is past its last submission date`);
    if (uploadRow.emails.length < UPLOAD_CONCURRENCY) {
      throw new Error(
        `"${UPLOAD_ASSIGNMENT_TITLE}" has ${uploadRow.emails.length} participants, not ${UPLOAD_CONCURRENCY}`,
      );
    }

    // The participant list: the big course (one of the coordinator's running courses), the search's matches
    // there and among all participants (the server's expression: name, e-mail, mobile; or the roll).
    const searchText = `(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || coalesce(u.mobile_no, ''))`;
    const search = await db.query<{ in_course: number; all_matches: number; all_participants: number }>(
      `select (select count(*)::int from enrolments e join users u on u.id = e.participant_id
               where e.course_id = $1 and (${searchText} ilike $2 or e.course_roll ilike $2)) as in_course,
              (select count(*)::int from users u where u.user_type = 2 and ${searchText} ilike $2) as all_matches,
              (select count(*)::int from users u where u.user_type = 2) as all_participants`,
      [bigRow.course_id, `%${PARTICIPANT_SEARCH_TEXT}%`],
    );
    const searchRow = search.rows[0];
    if (!searchRow) throw new Error('the participant search counts are missing');
    if (searchRow.all_participants < SIZES.allParticipants) {
      throw new Error(`the data set holds ${searchRow.all_participants} participants, not ${SIZES.allParticipants}`);
    }
    const coordinatorParticipants = await db.query<{ n: number }>(
      'select count(distinct participant_id)::int as n from enrolments where course_id = any($1::int[])',
      [coordinatorCourseIds],
    );

    return {
      serverVersion,
      context: {
        participant: { id, email, courseIds: participantCourseIds },
        coordinator: { id: coordinatorRow.id, email: coordinatorRow.email, courseIds: coordinatorCourseIds },
        forum: {
          busyCourseId,
          busyCoursePosts: threadRow.posts,
          threadPostId: threadRow.id,
          threadReplies: threadRow.reply_count,
        },
        assignments: {
          participantTotal: participantAssignments.rows[0]?.n ?? 0,
          bigCourseId: bigRow.course_id,
          bigCourseParticipants: bigRow.participants,
          bigAssignmentId: bigRow.id,
          bigAssignmentTitle: BIG_ASSIGNMENT_TITLE,
          bigAssignmentSubmissions: bigRow.submissions,
        },
        contents: {
          listCourseId: busyCourseId,
          listTotal: listTotal.rows[0]?.n ?? 0,
          wideContentId: wideRow.id,
          recipients: wideRow.recipients,
          viewed: wideRow.viewed,
        },
        participants: {
          courseId: bigRow.course_id,
          courseParticipants: bigRow.participants,
          searchMatches: searchRow.in_course,
          allParticipants: searchRow.all_participants,
          searchMatchesAll: searchRow.all_matches,
        },
        dashboards: { coordinatorParticipants: coordinatorParticipants.rows[0]?.n ?? 0 },
      },
      uploads: { assignmentId: uploadRow.id, emails: uploadRow.emails },
    };
  } finally {
    await db.end();
  }
}

async function loadScenarios(baseUrl: string, ctx: BenchContext): Promise<Measured[]> {
  step(
    `Load: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s measured per scenario`,
  );
  const measured: Measured[] = [];
  for (const scenario of scenarioSelection ?? scenarios) {
    process.stdout.write(`  ${scenario.name} … `);
    const row = await measure(scenario, ctx, baseUrl);
    const bare = measured.find((other) => other.name === BARE_ROUTE) ?? (row.name === BARE_ROUTE ? row : undefined);
    if (bare) row.ratioToBareRoute = round(row.requestsPerSecond / bare.requestsPerSecond, 3);
    if (row.baseline) {
      const base = measured.find((other) => other.name === row.baseline);
      if (!base) throw new Error(`Scenario "${row.name}": baseline "${row.baseline}" must come earlier in the list`);
      row.ratio = round(row.requestsPerSecond / base.requestsPerSecond, 3);
    }
    measured.push(row);
    console.log(`${row.requestsPerSecond.toFixed(0)} req/s, p99 ${row.latencyMs.p99} ms`);
  }
  return measured;
}

async function measureWeb(baseUrl: string, server: string): Promise<WebResults> {
  const url = `${baseUrl}/`;
  step('Home page, first view in Chromium (every script and stylesheet until network idle)');
  const firstView = await measureFirstView(url);
  console.log(
    `  ${Object.values(firstView.requests).reduce((n, entry) => n + entry.count, 0)} requests in ${firstView.loadMs} ms; JavaScript ${kB(firstView.js.gzipBytes)} gzip in ${firstView.js.files} files, CSS ${kB(firstView.css.gzipBytes)} gzip`,
  );
  if (firstView.failedRequests.length) {
    throw new Error(`The home page had failed requests:\n  ${firstView.failedRequests.join('\n  ')}`);
  }
  for (const line of firstView.thirdParty) console.log(`  other origin, not counted: ${line}`);
  const built = measureBuiltFirstLoad(WEB_DIST);
  console.log(
    `  on the build without a browser (CI's check): ${kB(built.js.gzipBytes)} gzip in ${built.js.files} files`,
  );

  const pages = await lighthousePages(baseUrl);
  step(`Lighthouse ${lighthouseRuns}× mobile + ${lighthouseRuns}× desktop on ${pages.length} pages`);
  const measured = await runLighthouse(baseUrl, pages, lighthouseRuns, (stop) =>
    cleanups.push({ label: 'Chromium', run: stop }),
  );
  return {
    server,
    url,
    firstView,
    built,
    lighthouse: { runsPerPreset: lighthouseRuns, targets: LIGHTHOUSE_TARGETS, pages: measured },
  };
}

async function main(mode: Mode): Promise<number> {
  const runStarted = performance.now();
  const filesSecret = randomBytes(32).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-data-'));
  cleanups.push({ label: 'data folder', run: () => fs.rmSync(dataDir, { recursive: true, force: true }) });

  let databaseUrl: string | undefined;
  let databaseNote: string;
  if (mode === 'web') {
    databaseNote = 'embedded PGlite with the demo data set (--only=web)';
  } else {
    step('PostgreSQL');
    databaseUrl = process.env.BENCH_DATABASE_URL;
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
  }

  step('Builds');
  await buildIfMissing(
    'apps/server/dist',
    [path.join(SERVER_DIST, 'main.js'), path.join(SERVER_DIST, 'portal.js')],
    'apps/server',
  );
  // GET / serves apps/web/dist/index.html, and the web part loads it: every mode needs the web build.
  await buildIfMissing('apps/web/dist', [path.join(WEB_DIST, 'index.html')], 'apps/web');

  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // The page scenario gives every request its own X-Forwarded-For address (see scenarios.ts).
    TRUST_PROXY: 'true',
  };
  delete serverEnv.REDIS_URL;
  delete serverEnv.SMTP_URL;
  delete serverEnv.DATABASE_URL;
  delete serverEnv.FILES_SECRET;
  if (databaseUrl) {
    // SEED_DEMO=true: the demo data set is already in (seeded below, before the server starts), and a production
    // server refuses demo accounts unless they were asked for on purpose.
    Object.assign(serverEnv, { DATABASE_URL: databaseUrl, FILES_SECRET: filesSecret, SEED_DEMO: 'true' });
  } else {
    // The embedded database, seeded with the demo data set at start-up: ready in seconds.
    serverEnv.SEED_DEMO = 'true';
  }

  let seed: Awaited<ReturnType<typeof seedLarge>> | undefined;
  let ctx: BenchContext | undefined;
  let uploadTarget: { assignmentId: number; emails: string[] } | undefined;
  let serverVersion: string | undefined;
  if (databaseUrl) {
    // The demo data set first (into an empty database only): programmes with images, the banner gallery and
    // director messages, so that the home page shows what a real one does. Its files go to DATA_DIR.
    step('Migrations and demo data set');
    await runCommand(process.execPath, [path.join(SERVER_DIST, 'portal.js'), 'seed-demo'], serverEnv);

    step('Large data set');
    seed = await seedLarge(databaseUrl);
    console.log(seed.generated ? `  generation took ${(seed.ms / 1000).toFixed(1)} s` : '  generation skipped');
    console.log(
      `  ${Object.entries(seed.counts)
        .map(([table, n]) => `${table} ${n}`)
        .join(', ')}`,
    );
    const found = await benchContext(databaseUrl);
    serverVersion = found.serverVersion;
    ctx = { ...found.context, token: '', coordinatorToken: '' };
    uploadTarget = found.uploads;
    const { forum, coordinator, assignments, contents } = ctx;
    console.log(
      `  busy course ${forum.busyCourseId}: ${forum.busyCoursePosts} posts, thread ${forum.threadPostId} with ${forum.threadReplies} replies; coordinator ${coordinator.email} (courses ${coordinator.courseIds.join(', ')})`,
    );
    console.log(
      `  assignments: ${assignments.participantTotal} in ${ctx.participant.email}'s courses; big course ${assignments.bigCourseId} (${assignments.bigCourseParticipants} participants), assignment ${assignments.bigAssignmentId} with ${assignments.bigAssignmentSubmissions} submissions; uploads to assignment ${uploadTarget.assignmentId}`,
    );
    console.log(
      `  contents: ${contents.listTotal} filed in or sent to course ${contents.listCourseId}; content ${contents.wideContentId} reaches ${contents.recipients} recipients in the coordinator's courses, ${contents.viewed} viewed it`,
    );
    console.log(
      `  participants: "${PARTICIPANT_SEARCH_TEXT}" matches ${ctx.participants.searchMatches} of the ${ctx.participants.courseParticipants} in course ${ctx.participants.courseId}, ${ctx.participants.searchMatchesAll} of all ${ctx.participants.allParticipants}; the coordinator's courses hold ${ctx.dashboards.coordinatorParticipants} distinct participants`,
    );
  }

  step('Production server');
  const port = await freePort();
  const server = await startServer({ ...serverEnv, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }, port);
  cleanups.push({ label: 'server', run: () => server.stop() });
  console.log(`  listening on ${server.baseUrl} (${databaseNote})`);

  const commit = await gitCommit();
  const date = new Date().toISOString();
  const previous = mode === 'full' ? {} : previousResults();
  const results: Results = {
    date,
    commit,
    mode,
    machine: machine(),
    parts: { ...previous.parts },
    ...(previous.load ? { load: previous.load } : {}),
    ...(previous.dataset ? { dataset: previous.dataset } : {}),
    ...(previous.scenarios ? { scenarios: previous.scenarios } : {}),
    ...(previous.uploads ? { uploads: previous.uploads } : {}),
    ...(previous.web ? { web: previous.web } : {}),
  };

  let measured: Measured[] = [];
  if (ctx && seed) {
    ctx.token = await signIn(server.baseUrl, ctx.participant.email);
    ctx.coordinatorToken = await signIn(server.baseUrl, ctx.coordinator.email);
    console.log(`  signed in ${ctx.participant.email} and ${ctx.coordinator.email}`);
    measured = await loadScenarios(server.baseUrl, ctx);
    results.parts.api = { date, commit, database: databaseNote, ...(serverVersion ? { postgres: serverVersion } : {}) };
    results.load = { tool: 'autocannon', ...settings };
    results.dataset = { sizes: SIZES, generated: seed.generated, generationMs: seed.ms, rows: seed.counts };
    results.scenarios = measured;
    // Written now as well, so that the load figures survive a failure of the uploads or of the browser part.
    if (!scenarioSelection) writeResults(results);

    if (uploadTarget && !scenarioSelection) {
      step(
        `Uploads of ${UPLOAD_FILE_BYTES / 1e6} MB: one participant ${UPLOAD_RUNS + 1} times (1 warm-up), then ${UPLOAD_CONCURRENCY} at once, the server's memory sampled`,
      );
      const uploaders = [];
      for (const email of uploadTarget.emails) uploaders.push({ email, token: await signIn(server.baseUrl, email) });
      console.log(`  signed in ${uploaders.length} participants of the big course`);
      results.uploads = await measureUploads({
        baseUrl: server.baseUrl,
        serverPid: server.pid,
        assignmentId: uploadTarget.assignmentId,
        uploaders,
        log: console.log,
      });
      writeResults(results);
    }
  }

  let web: WebResults | undefined;
  if (mode !== 'api') {
    web = await measureWeb(server.baseUrl, `production build, ${databaseNote}`);
    results.parts.web = { date, commit, database: databaseNote };
    results.web = web;
  }
  if (scenarioSelection)
    console.log(
      `\nBENCH_SCENARIOS: ${measured.length} scenarios measured, no uploads; results/latest.json left as it was.`,
    );
  else writeResults(results);

  let failures = 0;
  if (measured.length) {
    console.log(`\n${markdownTable(measured)}\n`);
    // (A BENCH_SCENARIOS run measures no uploads: results.uploads would be the previous run's.)
    if (results.uploads && !scenarioSelection) console.log(`${uploadTable(results.uploads)}\n`);
    if (seed) {
      const generation = seed.generated ? `generated in ${(seed.ms / 1000).toFixed(1)} s` : 'already present';
      console.log(`Data set ${generation}.`);
    }
    console.log('Compare ratios within one run; absolute req/s on this machine vary from run to run.');
    for (const row of measured.filter((row) => row.failed > 0)) {
      console.error(`✗ ${row.name}: ${row.failed} failed requests (non-2xx or errors)`);
      failures += 1;
    }
  }
  if (web) {
    const { firstView, lighthouse } = web;
    console.log(`\nHome page, first view: ${firstView.url} (HTML ${firstView.documentEncoding})\n`);
    console.log(sizeTable(firstView));
    const budget = `JavaScript ${kB(firstView.js.gzipBytes)} gzip, budget ≤ ${kB(JS_BUDGET_GZIP_BYTES)} (on the build: ${kB(web.built.js.gzipBytes)})`;
    console.log(`\n${firstView.budget.pass ? 'PASS' : 'FAIL'}: ${budget}`);
    console.log(
      `\nLighthouse ${lighthouse.pages[0]?.presets[0]?.lighthouseVersion} (Chromium ${firstView.chromiumVersion}), median of ${lighthouse.runsPerPreset} runs a preset\n`,
    );
    console.log(lighthouseReport(lighthouse.pages));
    console.log('\nLighthouse scores move by several points between runs on this shared machine: see bench/README.md.');
    // The budgets are reported, not enforced by the exit code: a front-end regression shows as FAIL above.
  }
  console.log(`\nWhole run ${((performance.now() - runStarted) / 1000).toFixed(0)} s.`);
  if (!scenarioSelection) console.log(`Results written to ${path.relative(process.cwd(), RESULTS_FILE)}.`);
  return failures ? 1 : 0;
}

try {
  process.exitCode = await main(parseMode(process.argv.slice(2)));
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  step('Clean-up');
  await cleanUp();
  console.log('  everything the bench started is stopped and its temporary folders are removed');
}

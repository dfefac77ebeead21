// `npm run scan`: sqlmap and wapiti against a production server on a throwaway PostgreSQL 15 cluster, as an
// attacker with three accounts would (issue 25, docs/security.md IN2). Not part of CI: it takes minutes and needs
// Debian's `sqlmap` and `wapiti` (`apt-get install -y sqlmap wapiti`). All traffic goes to 127.0.0.1; every scanner
// run is bounded by `timeout`. Prints one line per target and keeps the scanners' output in the run folder.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  adminPeople,
  authEndpoints,
  coordinatorParticipants,
  participantForum,
  publicEndpoints,
} from '@portal/contract';
import pg from 'pg';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo.ts';
import { type Cluster, startCluster } from '../bench/postgres.ts';
import { call, login, pathOf } from './client.ts';
import { ensureBuilt, type Portal, startPortal } from './server.ts';

/** Seconds each sqlmap target may take (SCAN_SQLMAP_SECONDS), and each wapiti run (SCAN_WAPITI_SECONDS). */
const SQLMAP_SECONDS = Number(process.env.SCAN_SQLMAP_SECONDS ?? 150);
const WAPITI_SECONDS = Number(process.env.SCAN_WAPITI_SECONDS ?? 120);
/** sqlmap targets run this many at a time (SCAN_PARALLEL). */
const PARALLEL = Number(process.env.SCAN_PARALLEL ?? 2);
const LEVEL = process.env.SCAN_LEVEL ?? '3';
const RISK = process.env.SCAN_RISK ?? '2';

const PARTICIPANT = 'participant@demo.test';
const COORDINATOR = 'coordinator@demo.test';
const ADMIN = 'admin@demo.test';

interface SqlmapTarget {
  name: string;
  url: string;
  token?: string;
  /** A JSON body with `*` injection marks (POST). */
  data?: string;
  /** The one parameter to test (query strings); otherwise the `*` marks are the injection points. */
  parameter?: string;
  /** Statuses sqlmap must not stop at (the sign-in answers 401 to a wrong e-mail or password). */
  ignoreCodes?: string;
}

interface Outcome {
  name: string;
  requests: number;
  seconds: number;
  result: string;
}

function hasTool(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Runs `timeout <seconds> command args`, its output into `logFile`; resolves with the exit code and the time. */
function runBounded(
  seconds: number,
  command: string,
  args: string[],
  logFile: string,
): Promise<{ code: number | null; ms: number }> {
  const begin = performance.now();
  const log = fs.openSync(logFile, 'w');
  const child = spawn('timeout', ['--kill-after=10', String(seconds), command, ...args], {
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, ms: performance.now() - begin })));
}

async function sqlmap(target: SqlmapTarget, runDir: string): Promise<Outcome> {
  const dir = path.join(runDir, `sqlmap-${target.name}`);
  fs.mkdirSync(dir, { recursive: true });
  const traffic = path.join(dir, 'traffic.txt');
  const args = [
    '-u',
    target.url,
    '--batch',
    `--level=${LEVEL}`,
    `--risk=${RISK}`,
    '--threads=2',
    // The server's per-address limits (contact form, sign-in failures) trust X-Forwarded-For here (TRUST_PROXY).
    '--tamper=xforwardedfor',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${dir}`,
    `-t`,
    traffic,
  ];
  if (target.token) args.push(`--header=Authorization: Bearer ${target.token}`);
  if (target.data) args.push(`--data=${target.data}`);
  if (target.parameter) args.push(`-p`, target.parameter);
  if (target.ignoreCodes) args.push(`--ignore-code=${target.ignoreCodes}`);
  const log = path.join(dir, 'sqlmap.log');
  const { code, ms } = await runBounded(SQLMAP_SECONDS, 'sqlmap', args, log);
  const output = fs.readFileSync(log, 'utf8');
  const requests = fs.existsSync(traffic)
    ? (fs.readFileSync(traffic, 'utf8').match(/^HTTP request \[#/gm) ?? []).length
    : 0;
  let result: string;
  if (/appears to be injectable|is vulnerable|sqlmap identified the following injection/i.test(output)) {
    result = `FOUND: ${(output.match(/^.*(appears to be injectable|identified the following injection).*$/im) ?? [''])[0]}`;
  } else if (/all tested parameters do not appear to be injectable/.test(output)) {
    result = 'all tested parameters do not appear to be injectable';
  } else if (code === 124 || code === 137) {
    result = `stopped after ${SQLMAP_SECONDS} s, nothing found so far`;
  } else {
    const last = output
      .trim()
      .split('\n')
      .filter((line) => /CRITICAL|ERROR/.test(line))
      .pop();
    result = `ended (exit ${code}) ${last ?? ''}`.trim();
  }
  return { name: target.name, requests, seconds: Math.round(ms / 1000), result };
}

interface WapitiRun {
  name: string;
  base: string;
  starts: string[];
  token?: string;
}

const WAPITI_MODULES = 'sql,blindsql,xss,permanentxss,exec,file,crlf,redirect,ssrf,http_headers,cookieflags';

async function wapiti(run: WapitiRun, runDir: string): Promise<Outcome> {
  const dir = path.join(runDir, `wapiti-${run.name}`);
  fs.mkdirSync(dir, { recursive: true });
  const report = path.join(dir, 'report.json');
  const args = [
    '-u',
    run.base,
    '--scope',
    'folder',
    '-m',
    WAPITI_MODULES,
    '--flush-session',
    '--store-session',
    path.join(dir, 'session'),
    '--store-config',
    path.join(dir, 'config'),
    '--max-scan-time',
    String(WAPITI_SECONDS - 15),
    '-d',
    '3',
    '-f',
    'json',
    '-o',
    report,
    '--verify-ssl',
    '0',
  ];
  for (const start of run.starts) args.push('-s', start);
  if (run.token) args.push('-H', `Authorization: Bearer ${run.token}`);
  const { code, ms } = await runBounded(WAPITI_SECONDS, 'wapiti', args, path.join(dir, 'wapiti.log'));
  let result = `exit ${code}, no report`;
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8')) as {
      vulnerabilities?: Record<string, unknown[]>;
      anomalies?: Record<string, unknown[]>;
      infos?: { crawled_pages_nbr?: number };
    };
    const counted = (group: Record<string, unknown[]> | undefined) =>
      Object.entries(group ?? {})
        .filter(([, list]) => list.length > 0)
        .map(([kind, list]) => `${kind} ${list.length}`);
    const vulnerabilities = counted(json.vulnerabilities);
    const anomalies = counted(json.anomalies);
    result = `vulnerabilities: ${vulnerabilities.join(', ') || 'none'}; anomalies: ${anomalies.join(', ') || 'none'}`;
  }
  return { name: `wapiti ${run.name}`, requests: 0, seconds: Math.round(ms / 1000), result };
}

async function pool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
        console.log(`  done: ${String((results[index] as Outcome).name)}`);
      }
    }),
  );
  return results;
}

async function main() {
  for (const tool of ['sqlmap', 'wapiti', 'timeout']) {
    if (!hasTool(tool)) throw new Error(`${tool} is missing: apt-get install -y sqlmap wapiti`);
  }
  const began = performance.now();
  ensureBuilt();
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-scan-'));
  let cluster: Cluster | null = null;
  let portal: Portal | null = null;
  const cleanUp = async () => {
    await portal?.kill();
    await cluster?.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void cleanUp().finally(() => process.exit(130));
    });
  }
  try {
    cluster = await startCluster();
    portal = await startPortal({
      name: 'scan',
      runDir,
      readyTimeoutMs: 120_000,
      env: {
        DATABASE_URL: cluster.url,
        FILES_SECRET: randomBytes(32).toString('hex'),
        // The admin is scanned without the second sign-in step (the step itself is not what is scanned).
        ADMIN_MFA: 'off',
        // sqlmap signs in thousands of times with wrong e-mails; the throttle (AU3) would answer 429 instead.
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
        LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
        MAX_CONNECTIONS: '1024',
      },
    });
    const base = portal.url;
    console.log(`server ${base}, run folder ${runDir}`);
    const participant = await login(base, PARTICIPANT, DEMO_PASSWORD);
    const coordinator = await login(base, COORDINATOR, DEMO_PASSWORD);
    const admin = await login(base, ADMIN, DEMO_PASSWORD);

    // Ids the path targets need: a post the participant may read, the coordinator's course, assignment and content.
    const posts = await call(base, participantForum.allPosts.path, { token: participant });
    const postId = (JSON.parse(posts.body) as { posts: { post_id: number }[] }).posts[0]?.post_id;
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const one = async (text: string): Promise<number> => {
      const row = (await client.query<{ id: number }>(text)).rows[0];
      if (!row) throw new Error(`no row: ${text}`);
      return row.id;
    };
    const coordinatorId = await one(`SELECT id FROM users WHERE email = '${COORDINATOR}'`);
    const courseId = await one(
      `SELECT course_id AS id FROM course_coordinators WHERE coordinator_id = ${coordinatorId} ORDER BY course_id LIMIT 1`,
    );
    const assignmentId = await one(
      `SELECT a.id FROM assignments a JOIN course_coordinators c ON c.course_id = a.course_id WHERE c.coordinator_id = ${coordinatorId} ORDER BY a.id LIMIT 1`,
    );
    const contentId = await one(`SELECT id FROM contents WHERE owner_id = ${coordinatorId} ORDER BY id LIMIT 1`);
    await client.end();
    if (!postId) throw new Error('no post for the participant');

    const participantsPath = pathOf(coordinatorParticipants.list, { page: 1, status: 1, courseId, text: 'a' });
    const sqlmapTargets: SqlmapTarget[] = [
      {
        name: 'forum-search',
        url: `${base}${participantForum.allPosts.path}?page=1&search=safety`,
        token: participant,
        parameter: 'search',
      },
      { name: 'participants-search', url: `${base}${participantsPath}*`, token: coordinator },
      {
        name: 'admin-participants-q',
        url: `${base}${adminPeople.participants.path}?page=1&q=a`,
        token: admin,
        parameter: 'q',
      },
      {
        name: 'admin-coordinators-q',
        url: `${base}${adminPeople.coordinators.path}?page=1&q=a`,
        token: admin,
        parameter: 'q',
      },
      { name: 'admin-courses-q', url: `${base}${adminPeople.courses.path}?page=1&q=a`, token: admin, parameter: 'q' },
      { name: 'post-id', url: `${base}${pathOf(participantForum.post, { postId })}*`, token: participant },
      {
        name: 'assignment-id',
        url: `${base}/api/coordinator/assignments/${assignmentId}*/submit_details/1`,
        token: coordinator,
      },
      { name: 'content-id', url: `${base}/api/coordinator/contents/${contentId}*/details/1`, token: coordinator },
      {
        name: 'login',
        url: `${base}${authEndpoints.login.path}`,
        data: JSON.stringify({ email: `${PARTICIPANT}*`, password: `${DEMO_PASSWORD}*` }),
        ignoreCodes: '401',
      },
      {
        name: 'contact',
        url: `${base}${publicEndpoints.contact.path}`,
        data: JSON.stringify({
          first_name: 'Rahim*',
          last_name: 'Uddin*',
          email: 'rahim@example.com*',
          phone: '01700000000*',
          message: 'I would like to know when the next course starts.*',
        }),
      },
    ];
    const only = process.env.SCAN_ONLY?.split(',');
    const chosen = only ? sqlmapTargets.filter((target) => only.includes(target.name)) : sqlmapTargets;
    console.log(`sqlmap: ${chosen.length} targets, level ${LEVEL}, risk ${RISK}, ≤ ${SQLMAP_SECONDS} s each`);
    const outcomes = await pool(chosen, PARALLEL, (target) => sqlmap(target, runDir));

    // Wapiti crawls with GET and attacks what it found; the logouts are POST and linked from nowhere, so the
    // sessions survive the crawl. (Its `-x` exclusions fail on Debian 12's Python 3.11, so none are given.)
    const wapitiRuns: WapitiRun[] = [
      { name: 'public', base: `${base}/`, starts: [`${base}/`] },
      {
        name: 'participant',
        base: `${base}/api/participant/`,
        token: participant,
        starts: [
          `${base}${participantForum.allPosts.path}?page=1&search=safety`,
          `${base}${pathOf(participantForum.post, { postId })}`,
        ],
      },
      {
        name: 'coordinator',
        base: `${base}/api/coordinator/`,
        token: coordinator,
        starts: [`${base}${participantsPath}`, `${base}/api/coordinator/contents/${contentId}/details/1`],
      },
      {
        name: 'admin',
        base: `${base}/api/admin/`,
        token: admin,
        starts: [
          `${base}${adminPeople.participants.path}?page=1&q=a`,
          `${base}${adminPeople.coordinators.path}?page=1&q=a`,
          `${base}${adminPeople.courses.path}?page=1&q=a`,
        ],
      },
    ];
    if (process.env.SCAN_WAPITI !== '0') {
      console.log(`wapiti: ${wapitiRuns.length} runs, ≤ ${WAPITI_SECONDS} s each (modules ${WAPITI_MODULES})`);
      for (const run of wapitiRuns) outcomes.push(await wapiti(run, runDir));
    }
    const health = await call(base, '/api/health');
    // Fastify logs every 5xx at level error (50), with the error that caused it.
    const fiveXx = fs.readFileSync(portal.logFile, 'utf8').match(/"level":50/g)?.length ?? 0;
    console.log('');
    for (const outcome of outcomes) {
      const requests = outcome.requests ? `${outcome.requests} requests, ` : '';
      console.log(`${outcome.name.padEnd(22)} ${requests}${outcome.seconds} s: ${outcome.result}`);
    }
    console.log(
      `\nserver health after the scans: ${health.status}; errors (5xx) in its log: ${fiveXx}; ` +
        `total ${Math.round((performance.now() - began) / 1000)} s; output kept in ${runDir}`,
    );
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

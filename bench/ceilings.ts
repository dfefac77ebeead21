// The ceilings every scenario is compared with, measured in the same run as the scenarios:
// - the database ceiling: a tiny node:http server in its own process beside the portal's server, answering each
//   request with ONE indexed 10-row SELECT through a `pg` pool of the server's size (DATABASE_POOL_MAX) and
//   nothing else; run.ts loads it with autocannon exactly like a scenario;
// - the login ceiling: argon2id verifies a second with the production parameters (ARGON2_OPTIONS of the server),
//   in a child process running as many verifies at once as the server's libuv threadpool has threads.
// The bare route (`is_logined` without a token, the server's own ceiling) is a scenario of scenarios.ts.
//
// run.ts imports the parent's side; the same file is the child: `node ceilings.ts db <url> <pool> <port> <course>`
// or `node ceilings.ts login <seconds> <concurrency>` (started through tsx, as the bench is).
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { verify } from '@node-rs/argon2';
import pg from 'pg';
import { ARGON2_OPTIONS, hashPassword } from '../apps/server/src/core/auth/passwords.ts';

/**
 * The database ceiling's read: the newest 10 posts of a course through `forum_posts_course_created_idx`, the forum
 * list's own index on the largest table a hot read touches (1,000,000 posts at the full scale), two narrow
 * columns. Any hot read of the portal needs at least one such round trip; this is that round trip alone. The
 * order is the index's as declared (`desc nulls last`, as the server's `newestFirst` writes it): a plain `desc`
 * means `nulls first`, which that index cannot give, and PostgreSQL would sort the course's posts instead.
 */
export const DB_CEILING_SQL =
  'select id, title from forum_posts where course_id = $1 order by created_at desc nulls last, id desc nulls last limit 10';

/** The server's pool size: DATABASE_POOL_MAX as the server reads it (apps/server/src/config.ts: default 10). */
export function serverPoolMax(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.DATABASE_POOL_MAX;
  return raw && /^[1-9][0-9]*$/.test(raw) ? Number(raw) : 10;
}

/** libuv's threadpool size (UV_THREADPOOL_SIZE, default 4): how many verifies one server process runs at once. */
export function threadpoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.UV_THREADPOOL_SIZE;
  return raw && /^[1-9][0-9]*$/.test(raw) ? Number(raw) : 4;
}

export interface DbCeiling {
  baseUrl: string;
  /** The path autocannon loads. */
  path: string;
  pid: number;
  stop(): Promise<void>;
}

export interface LoginCeiling {
  verifies: number;
  seconds: number;
  perSecond: number;
  concurrency: number;
  latencyMs: { p50: number; p99: number };
  parameters: typeof ARGON2_OPTIONS;
}

const SELF = fileURLToPath(import.meta.url);

/** A child of this file, started as the bench itself was (tsx's loader is in process.execArgv). */
function child(args: string[]): ChildProcess {
  return spawn(process.execPath, [...process.execArgv, SELF, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
}

/** Starts the database ceiling's harness on 127.0.0.1:port and waits until it answers. */
export async function startDbCeiling(
  databaseUrl: string,
  poolMax: number,
  port: number,
  courseId: number,
): Promise<DbCeiling> {
  const harness = child(['db', databaseUrl, String(poolMax), String(port), String(courseId)]);
  const exited = new Promise<void>((resolve) => harness.once('exit', () => resolve()));
  let done = false;
  void exited.then(() => {
    done = true;
  });
  const stop = async () => {
    if (done) return;
    harness.kill('SIGTERM');
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && !done) {
    try {
      const response = await fetch(`${baseUrl}/ceiling`, { signal: AbortSignal.timeout(2000) });
      const rows = (await response.json()) as unknown[];
      if (response.status === 200 && Array.isArray(rows) && harness.pid !== undefined) {
        if (rows.length !== 10) {
          await stop();
          throw new Error(`the database ceiling's query returned ${rows.length} rows, not 10`);
        }
        return { baseUrl, path: '/ceiling', pid: harness.pid, stop };
      }
    } catch (error) {
      if ((error as Error).message.includes('not 10')) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error('the database ceiling harness did not answer within 20 s');
}

/** Runs the login ceiling in a child process for `seconds` and returns what it measured. */
export function measureLoginCeiling(seconds: number, concurrency: number): Promise<LoginCeiling> {
  return new Promise((resolve, reject) => {
    const measurer = child(['login', String(seconds), String(concurrency)]);
    let out = '';
    measurer.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    measurer.on('error', reject);
    measurer.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the login ceiling ended with code ${code}`));
      try {
        resolve(JSON.parse(out) as LoginCeiling);
      } catch (error) {
        reject(new Error(`the login ceiling's answer is unreadable: ${(error as Error).message}`));
      }
    });
  });
}

// ---- the children ----

async function serveDbCeiling(databaseUrl: string, poolMax: number, port: number, courseId: number): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax });
  const server = http.createServer((req, res) => {
    pool.query<{ id: number; title: string }>(DB_CEILING_SQL, [courseId]).then(
      ({ rows }) => {
        const body = JSON.stringify(rows);
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        });
        res.end(body);
      },
      (error: Error) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(error.message);
      },
    );
    req.resume();
  });
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  process.on('SIGTERM', () => {
    server.close();
    void pool.end().finally(() => process.exit(0));
  });
}

async function runLoginCeiling(seconds: number, concurrency: number): Promise<void> {
  const password = 'bench-login-ceiling';
  const stored = await hashPassword(password);
  const times: number[] = [];
  let verifies = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const lane = async () => {
    while (performance.now() < deadline) {
      const at = performance.now();
      if (!(await verify(stored, password))) throw new Error('the password did not verify');
      times.push(performance.now() - at);
      verifies += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
  const result: LoginCeiling = {
    verifies,
    seconds: Math.round(elapsed * 100) / 100,
    perSecond: Math.round((verifies / elapsed) * 10) / 10,
    concurrency,
    latencyMs: { p50: at(0.5), p99: at(0.99) },
    parameters: ARGON2_OPTIONS,
  };
  process.stdout.write(JSON.stringify(result));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [mode, ...rest] = process.argv.slice(2);
  if (mode === 'db') {
    const [url, pool, port, course] = rest;
    await serveDbCeiling(url ?? '', Number(pool), Number(port), Number(course));
  } else if (mode === 'login') {
    await runLoginCeiling(Number(rest[0]), Number(rest[1]));
  } else {
    console.error('usage: ceilings.ts db <url> <pool> <port> <course> | login <seconds> <concurrency>');
    process.exit(2);
  }
}

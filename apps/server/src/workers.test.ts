// WORKERS=2 on PostgreSQL (main.ts): the real server started as a command, two worker processes sharing one
// port. Requests on new connections go round the workers; a session is recognised by every worker, and ended
// on every worker as soon as it is logged out (the change feed), whichever worker served the logout.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#server/testing/processes.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.TEST_DATABASE_URL;

/** One request on a connection of its own (no keep-alive), so that the next one may reach another worker. */
function request(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe.runIf(adminUrl)('WORKERS=2 on PostgreSQL', () => {
  const name = `portal_workers_${process.pid}_${Date.now()}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-workers-'));
  let server: ChildProcess;
  let port = 0;
  let output = '';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        WORKERS: '2',
        DATABASE_URL: url.href,
        DATABASE_POOL_MAX: '3',
        FILES_SECRET: 'workers-test-secret-that-is-long-enough-0123',
        SEED_DEMO: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Load shedding stays on (its default): the workers' start-up lag is not counted, so the first sign-in
        // right after the start is served, not shed (core/http/load-shedding.ts).
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    // The banner is printed once both workers listen.
    const until = Date.now() + 60_000;
    while (!output.includes('Workers: 2 processes')) {
      if (Date.now() > until || server.exitCode !== null) throw new Error(`server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 90_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }, 30_000);

  it('runs two worker processes under the first one', () => {
    const workers = fs
      .readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          // Node children only: tsx's esbuild service is a child of the first process too.
          const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
          return stat.split(') ')[1]?.split(' ')[1] === String(server.pid) && !stat.includes('(esbuild)');
        } catch {
          return false;
        }
      });
    expect(
      workers,
      `${output}\n${workers.map((pid) => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').slice(0, 40)).join('\n')}`,
    ).toHaveLength(2);
  });

  it('recognises a session on every worker and ends it on every worker at logout', async () => {
    const login = await request(
      port,
      'POST',
      '/api/user/login',
      {},
      {
        email: 'participant@demo.test',
        password: 'demo1234',
      },
    );
    expect(login.status, login.text).toBe(200);
    const headers = { authorization: `Bearer ${(JSON.parse(login.text) as { token: string }).token}` };
    for (let i = 0; i < 10; i += 1) {
      expect((await request(port, 'GET', '/api/participant/user/auth', headers)).status).toBe(200);
    }
    expect((await request(port, 'POST', '/api/participant/user/logout', headers)).status).toBe(200);
    // Every worker held the session in memory. The other worker hears of the logout in milliseconds: within
    // a bounded wait, ten requests in a row (round the workers) are all refused.
    let refusedInRow = 0;
    const until = Date.now() + 3000;
    while (refusedInRow < 10 && Date.now() < until) {
      const { status } = await request(port, 'GET', '/api/participant/user/auth', headers);
      refusedInRow = status === 401 ? refusedInRow + 1 : 0;
    }
    expect(refusedInRow).toBe(10);
  });

  it('stops every worker on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 30_000);
});

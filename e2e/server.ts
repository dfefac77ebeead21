// The server the browser tests run against: the BUILT app (`node apps/server/dist/main.js`) on a fresh temporary
// DATA_DIR, so the embedded PGlite database is created and seeded with the demo data (DATABASE_URL unset), on a
// free port of 127.0.0.1. Used by global-setup.ts; the run's base URL travels to the workers as E2E_BASE_URL.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../scripts/server-flags.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');

/** Refuses to start without both builds: the tests exercise what ships, never a dev server. */
export function assertBuilt(): void {
  const missing = [
    fs.existsSync(WEB_INDEX) ? null : 'the web app (apps/web/dist/index.html)',
    fs.existsSync(SERVER_MAIN) ? null : 'the server (apps/server/dist/main.js)',
  ].filter(Boolean);
  if (missing.length) {
    throw new Error(
      `The browser tests need the built portal, but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing.\n` +
        'Run `npm run build` at the repository root first (or `npm run e2e`, which builds and then tests).',
    );
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface StartedServer {
  baseUrl: string;
  /** The server's DATA_DIR (its outbox folder holds the mails it wrote). */
  dataDir: string;
  /** Where the server's output goes (kept until stop(), then copied to `copyLogTo` when given). */
  logFile: string;
  stop(copyLogTo?: string): Promise<void>;
}

export interface StartOptions {
  /** Runs before the server starts, with the server's environment (e.g. the CLI on the same DATA_DIR). */
  prepare?: (env: NodeJS.ProcessEnv) => Promise<void> | void;
}

export async function startServer(options: StartOptions = {}): Promise<StartedServer> {
  assertBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The embedded database is the point: no variable may send the server elsewhere.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'FILE_STORE', 'FILES_SECRET', 'SEED_DEMO'])
    delete env[name];
  Object.assign(env, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: path.join(dataDir, 'data'),
    // Load shedding off: on a busy machine (two browsers and two servers on 2 cores, or other runs beside) the event
    // loop lags past 200 ms now and then, and a page whose script was shed with 503 stays blank. A loaded test
    // machine's lag is not what the browser tests check; the shedding has its own (overload.test.ts, fault RE5).
    MAX_EVENT_LOOP_DELAY: '0ms',
  });
  fs.mkdirSync(env.DATA_DIR as string);
  await options.prepare?.(env);

  // With the production server's Node flags, as `npm start` runs it (scripts/server-flags.mjs).
  const flags = serverNodeFlags(env.NODE_OPTIONS);
  const child: ChildProcess = spawn(process.execPath, [...flags, SERVER_MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', log, log],
  });
  let hasExited = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      hasExited = true;
      resolve();
    }),
  );

  const stop = async (copyLogTo?: string) => {
    if (!hasExited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    fs.closeSync(log);
    if (copyLogTo) {
      fs.mkdirSync(path.dirname(copyLogTo), { recursive: true });
      fs.copyFileSync(logFile, copyLogTo);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  // Opening PGlite, migrating and seeding the demo data takes a few seconds on 2 cores.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !hasExited) {
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return { baseUrl, dataDir: env.DATA_DIR as string, logFile, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const output = fs.readFileSync(logFile, 'utf8').slice(-4000);
  await stop();
  throw new Error(
    `The server did not answer GET /api/health with 200 ${hasExited ? '(it exited)' : 'within 120 s'}. Its output:\n${output}`,
  );
}

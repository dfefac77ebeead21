// The production server as the faults meet it: built if needed (`apps/server/dist/main.js` missing or older
// than the sources), started with `node dist/main.js` with the production Node flags and NODE_ENV=production,
// ready once /api/health says 200.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemEndpoints } from '@portal/contract';
import { freePort } from '../bench/postgres.ts';
import { serverNodeFlags } from '../scripts/server-flags.mjs';
import { sleep } from './client.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const SOURCES = [path.join(ROOT, 'apps/server/src'), path.join(ROOT, 'packages/contract/src')];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds the server when dist/main.js is missing or older than a source file. */
export function ensureBuilt(): void {
  const built = fs.existsSync(MAIN) ? fs.statSync(MAIN).mtimeMs : 0;
  if (built > Math.max(...SOURCES.map(newestMtime))) return;
  console.log(built ? 'server sources changed: building the server' : 'building the server');
  execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** performance.now() when the process ended. */
  at: number;
}

export interface Portal {
  url: string;
  port: number;
  child: ChildProcess;
  exited: Promise<Exit>;
  /** Milliseconds from spawn to the first 200 of /api/health. */
  startMs: number;
  logFile: string;
  /** Resident memory of the process in MiB (Linux /proc). */
  rssMb(): number;
  /** SIGKILL if still running. */
  kill(): Promise<void>;
}

export interface PortalOptions {
  name: string;
  /** Folder of the run: the server's DATA_DIR and its log live under it. */
  runDir: string;
  env: Record<string, string>;
  readyTimeoutMs?: number;
}

export async function startPortal(options: PortalOptions): Promise<Portal> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(options.runDir, `${options.name}.log`);
  const log = fs.openSync(logFile, 'a');
  const begin = performance.now();
  // With the production server's Node flags, as `npm start` runs it (scripts/server-flags.mjs).
  const child = spawn(process.execPath, [...serverNodeFlags(process.env.NODE_OPTIONS), MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: path.join(options.runDir, 'data'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = begin + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (gone) throw new Error(`${options.name}: the server exited during start-up (log: ${logFile})`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.name}: not ready within ${options.readyTimeoutMs ?? 60_000} ms (log: ${logFile})`);
    }
    try {
      const response = await fetch(`${url}${systemEndpoints.health.path}`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  const startMs = performance.now() - begin;
  return {
    url,
    port,
    child,
    exited,
    startMs,
    logFile,
    rssMb() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    async kill() {
      if (!gone) child.kill('SIGKILL');
      await exited;
    },
  };
}

// Start-up: configuration → database (migrated) → demo seed when asked → buildApp → listen; a signal
// closes the server gracefully (in-flight requests finish, new ones get 503) and then the database.
//
// WORKERS=n (PostgreSQL only) runs n server processes on one port (node:cluster): the first process has a
// short-lived worker migrate and seed, then starts the workers and only looks after them (one that dies is replaced;
// a signal is passed on to every worker, which closes gracefully). It loads nothing of the app (boot.ts is imported
// only by the processes that serve or prepare). Sessions and the kept answers stay right across the workers
// through the change feed (core/db/changes.ts).
import cluster, { type Worker } from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import type { BootLog } from './boot.ts';
import { type Config, ConfigError, isEmbedded, loadConfig, seedsDemo } from './config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.ts';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function bootLogOf(config: Config): BootLog {
  return pino({
    level: config.LOG_LEVEL,
    ...(config.NODE_ENV === 'development'
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  });
}

function banner(config: Config): string {
  const lines = [`\n  Certification portal running at ${config.PUBLIC_URL}`];
  lines.push(
    `  Database: ${isEmbedded(config) ? `embedded PGlite in ${config.DATA_DIR}/db (for trying and demos)` : 'PostgreSQL'}`,
  );
  if (config.WORKERS > 1) lines.push(`  Workers: ${config.WORKERS} processes`);
  if (seedsDemo(config)) {
    lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(26)} ${account.label}`);
  }
  if (config.API_DOCS === 'on') lines.push(`  API reference: ${new URL('/api/docs', config.PUBLIC_URL).href}`);
  return `${lines.join('\n')}\n`;
}

/** The first process of WORKERS > 1: starts the workers, replaces one that dies, passes a signal on. */
async function superviseWorkers(config: Config, bootLog: BootLog): Promise<void> {
  let stopping = false;
  let listening = 0;
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      listening += 1;
      if (listening === config.WORKERS) console.log(banner(config));
    });
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    bootLog.error({ pid: worker.process.pid, code, signal }, 'worker stopped: starting another');
    fork();
  });
  for (let i = 0; i < config.WORKERS; i += 1) fork();
  closeWithGrace({ delay: 15_000 + config.DRAIN_DELAY }, async ({ signal, err }) => {
    stopping = true;
    if (err) bootLog.error({ err }, 'closing the workers after an error');
    else bootLog.info({ signal }, 'closing the workers');
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill(signal ?? 'SIGTERM');
          }),
      ),
    );
  });
}

/** Set in the environment of the worker that migrates and seeds for a WORKERS=n supervisor, then exits. */
const PREPARE_ONLY = 'PORTAL_PREPARE_ONLY';

/**
 * The supervisor's migrations and demo seed, run by a worker of their own that exits when they are done: the
 * supervisor then loads nothing of the app. Exits with the worker's code when it fails (its message is printed).
 */
function prepareInWorker(): Promise<void> {
  return new Promise((resolve) => {
    cluster.fork({ [PREPARE_ONLY]: '1' }).once('exit', (code) => {
      if (code === 0) resolve();
      else process.exit(code || 1);
    });
  });
}

async function main() {
  const config = configOrExit();
  const bootLog = bootLogOf(config);
  if (cluster.isWorker) {
    const boot = await import('./boot.ts');
    const runtime = await boot.openOrExit(config, bootLog);
    if (process.env[PREPARE_ONLY]) {
      await boot.prepare(config, runtime, bootLog);
      await runtime.close();
      process.exit(0);
    }
    // The first worker has migrated and seeded: a worker only serves.
    await boot.serve(config, runtime);
    return;
  }
  if (config.WORKERS > 1) {
    // A scrape of /metrics reaches one worker, which asks here for every worker's series (core/metrics/cluster.ts).
    if (config.METRICS_TOKEN) await (await import('./core/metrics/cluster.ts')).gatherWorkerMetrics();
    await prepareInWorker();
    await superviseWorkers(config, bootLog);
    return;
  }
  const boot = await import('./boot.ts');
  const runtime = await boot.openOrExit(config, bootLog);
  await boot.prepare(config, runtime, bootLog);
  await boot.serve(config, runtime);
  console.log(banner(config));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

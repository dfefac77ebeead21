// Start-up: configuration → database (migrated) → demo seed when asked → buildApp → listen; a signal
// closes the server gracefully (in-flight requests finish, new ones get 503) and then the database.
//
// WORKERS=n (PostgreSQL only) runs n server processes on one port (node:cluster): the first process migrates
// and seeds, then starts the workers and only looks after them (one that dies is replaced; a signal is passed
// on to every worker, which closes gracefully). Sessions and the public site's cache stay right across them
// through the change feed (core/db/changes.ts).
import cluster, { type Worker } from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app.ts';
import { type Config, ConfigError, isEmbedded, loadConfig } from './config.ts';
import { DataDirLockedError } from './core/db/data-dir-lock.ts';
import { openRuntime, type Runtime } from './runtime.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed/demo.ts';
import { DemoAccountsInProductionError, refuseDemoAccountsInProduction } from './seed/demo-guard.ts';
import { storeMediaWriter } from './seed/store-writer.ts';

type BootLog = ReturnType<typeof pino>;

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

async function openOrExit(config: Config, bootLog: BootLog): Promise<Runtime> {
  try {
    return await openRuntime(config, bootLog);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Migrations, the demo seed when asked, and the refusal of demo accounts in production: once per start. */
async function prepare(config: Config, runtime: Runtime, bootLog: BootLog): Promise<boolean> {
  await runtime.database.migrate();
  const shouldSeed = config.SEED_DEMO ?? isEmbedded(config);
  if (shouldSeed) {
    const summary = await seedDemo(runtime.database.db, storeMediaWriter(runtime.store), {
      timeZone: config.TZ_INSTITUTE,
    });
    if (summary.seeded) bootLog.info('demo data seeded');
  }
  try {
    await refuseDemoAccountsInProduction(runtime.database.db, config.NODE_ENV, shouldSeed);
  } catch (error) {
    if (error instanceof DemoAccountsInProductionError) {
      console.error(error.message);
      await runtime.close();
      process.exit(1);
    }
    throw error;
  }
  return shouldSeed;
}

/** Builds the app on an open runtime and listens; a signal closes it gracefully. */
async function serve(config: Config, runtime: Runtime): Promise<void> {
  const app = await buildApp({
    config,
    db: runtime.database.db,
    changes: runtime.changes,
    mailer: runtime.mailer,
    store: runtime.store,
    filesSecret: runtime.filesSecret,
  });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
    await runtime.close();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
}

function banner(config: Config, seeded: boolean): string {
  const lines = [`\n  Certification portal running at ${config.PUBLIC_URL}`];
  lines.push(
    `  Database: ${isEmbedded(config) ? `embedded PGlite in ${config.DATA_DIR}/db (for trying and demos)` : 'PostgreSQL'}`,
  );
  if (config.WORKERS > 1) lines.push(`  Workers: ${config.WORKERS} processes`);
  if (seeded) {
    lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(26)} ${account.label}`);
  }
  lines.push(`  API reference: ${new URL('/api/docs', config.PUBLIC_URL).href}\n`);
  return lines.join('\n');
}

/** The first process of WORKERS > 1: starts the workers, replaces one that dies, passes a signal on. */
async function superviseWorkers(config: Config, bootLog: BootLog, seeded: boolean): Promise<void> {
  let stopping = false;
  let listening = 0;
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      listening += 1;
      if (listening === config.WORKERS) console.log(banner(config, seeded));
    });
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    bootLog.error({ pid: worker.process.pid, code, signal }, 'worker stopped: starting another');
    fork();
  });
  for (let i = 0; i < config.WORKERS; i += 1) fork();
  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
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

async function main() {
  const config = configOrExit();
  const bootLog = bootLogOf(config);
  if (cluster.isWorker) {
    // The first process has migrated and seeded: a worker only serves.
    await serve(config, await openOrExit(config, bootLog));
    return;
  }
  const runtime = await openOrExit(config, bootLog);
  const seeded = await prepare(config, runtime, bootLog);
  if (config.WORKERS > 1) {
    await runtime.close();
    await superviseWorkers(config, bootLog, seeded);
    return;
  }
  await serve(config, runtime);
  console.log(banner(config, seeded));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

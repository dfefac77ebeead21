// What a server process runs beside its configuration: the database opened (with the data folder's lock), the
// migrations and demo seed, and the app built and listening. main.ts imports it only in a process that needs it, so
// that the supervisor of WORKERS=n, which only starts and replaces workers, never loads the app (docs/performance.md,
// "Memory").
import closeWithGrace from 'close-with-grace';
import type pino from 'pino';
import { buildApp } from './app.ts';
import { type Config, seedsDemo } from './config.ts';
import { DataDirLockedError } from './core/db/data-dir-lock.ts';
import { queueMissingCertificateFiles } from './features/certificates/index.ts';
import { beginDraining } from './features/system/index.ts';
import { openRuntime, type Runtime } from './runtime.ts';
import { seedDemo } from './seed/demo.ts';
import { DemoAccountsInProductionError, refuseDemoAccountsInProduction } from './seed/demo-guard.ts';
import { storeMediaWriter } from './seed/store-writer.ts';

export type BootLog = ReturnType<typeof pino>;

export async function openOrExit(config: Config, bootLog: BootLog): Promise<Runtime> {
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
export async function prepare(config: Config, runtime: Runtime, bootLog: BootLog): Promise<void> {
  await runtime.database.migrate();
  const shouldSeed = seedsDemo(config);
  if (shouldSeed) {
    const summary = await seedDemo(runtime.database.db, storeMediaWriter(runtime.store), {
      timeZone: config.TZ_INSTITUTE,
      publicUrl: config.PUBLIC_URL,
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
}

/** Builds the app on an open runtime and listens; a signal closes it gracefully. */
export async function serve(config: Config, runtime: Runtime): Promise<void> {
  // Every serving process works the queue (a job runs in one of them: pg-boss fetches with SKIP LOCKED).
  await runtime.jobs.start({ work: true });
  const app = await buildApp({
    config,
    db: runtime.database.db,
    changes: runtime.changes,
    jobs: runtime.jobs,
    store: runtime.store,
    filesSecret: runtime.filesSecret,
  });
  closeWithGrace({ delay: 10_000 + config.DRAIN_DELAY }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    // Readiness 503 first, serving on for DRAIN_DELAY, so that a load balancer stops sending traffic here.
    if (!err) await beginDraining(app, config.DRAIN_DELAY);
    await app.close();
    await runtime.close();
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  // Certificates without their files (the demo's have no signed badge: the seed has no queue; a job that gave up) get
  // their jobs now that the app that runs them is built, once the process serves: with thousands missing, queueing
  // them takes a while, and a start that waited for it answered nothing meanwhile.
  queueMissingCertificateFiles(runtime.database.db, runtime.jobs).then(
    (jobs) => {
      if (jobs > 0) app.log.info({ jobs }, 'certificate files queued');
    },
    (err: unknown) => app.log.error({ err }, 'certificate files not queued'),
  );
}

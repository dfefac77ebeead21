// Start-up: configuration → database (migrated) → demo seed when asked → buildApp → listen; a signal
// closes the server gracefully (in-flight requests finish, new ones get 503) and then the database.
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, isEmbedded, loadConfig } from './config.ts';
import { DataDirLockedError } from './core/db/data-dir-lock.ts';
import { openRuntime } from './runtime.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed/demo.ts';
import { DemoAccountsInProductionError, refuseDemoAccountsInProduction } from './seed/demo-guard.ts';
import { storeMediaWriter } from './seed/store-writer.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const bootLog = pino({
    level: config.LOG_LEVEL,
    ...(config.NODE_ENV === 'development'
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  });
  let runtime: Awaited<ReturnType<typeof openRuntime>>;
  try {
    runtime = await openRuntime(config, bootLog);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
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

  const app = await buildApp({
    config,
    db: runtime.database.db,
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

  const url = config.PUBLIC_URL;
  const lines = [`\n  Certification portal running at ${url}`];
  lines.push(
    `  Database: ${isEmbedded(config) ? `embedded PGlite in ${config.DATA_DIR}/db (for trying and demos)` : 'PostgreSQL'}`,
  );
  if (shouldSeed) {
    lines.push(`  Demo logins (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(26)} ${account.label}`);
  }
  lines.push(`  API reference: ${new URL('/api/docs', url).href}\n`);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

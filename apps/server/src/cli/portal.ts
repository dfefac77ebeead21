// `npm run portal -- <command>`: operations from the command line, on the same configuration as the server.
// On the embedded database it takes the data folder's lock, so it refuses to run while the server is up.
import pino from 'pino';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../core/db/data-dir-lock.ts';
import { localStoreDir } from '../core/files/store.ts';
import { createAdminCommand, resetAdminTwoStepCommand } from '../features/admin/index.ts';
import { backupCommand, restoreCommand } from '../features/backup/index.ts';
import { inviteCommand } from '../features/invitations/index.ts';
import { maintenanceCommand } from '../features/maintenance/index.ts';
import { openRuntime, type Runtime } from '../runtime.ts';
import { seedDemo } from '../seed/demo.ts';
import { storeMediaWriter } from '../seed/store-writer.ts';

interface Command {
  summary: string;
  /** false: the command opens the database as it is, without migrating it or starting the job queue (backup, restore). */
  migrate?: false;
  run(runtime: Runtime, args: string[]): Promise<string>;
}

const commands: Record<string, Command> = {
  migrate: {
    summary: 'apply the database migrations',
    async run() {
      return 'Migrations applied.';
    },
  },
  'seed-demo': {
    summary: 'seed the demo data set into an empty database',
    async run(runtime) {
      const config = loadConfig();
      // The demo certificates' QR codes point to this portal's address.
      const summary = await seedDemo(runtime.database.db, storeMediaWriter(runtime.store), {
        timeZone: config.TZ_INSTITUTE,
        publicUrl: config.PUBLIC_URL,
      });
      return summary.seeded ? 'Demo data seeded.' : 'The database is not empty: nothing seeded.';
    },
  },
  'create-admin': {
    summary: 'create an admin account and mail a link to choose its password: --email … [--name …]',
    async run(runtime, args) {
      const config = loadConfig();
      return createAdminCommand(
        { db: runtime.database.db, jobs: runtime.jobs, config, log: pino({ level: 'warn' }) },
        args,
      );
    },
  },
  'reset-admin-mfa': {
    summary: "clear an admin's two-step sign-in (lost authenticator) and end their sessions: --email …",
    async run(runtime, args) {
      return resetAdminTwoStepCommand({ db: runtime.database.db, changes: runtime.changes }, args);
    },
  },
  invite: {
    summary: 'invite a participant to a course: --email … --course <id|short name> --name … [--type 1|2]',
    async run(runtime, args) {
      const config = loadConfig();
      return inviteCommand({ db: runtime.database.db, jobs: runtime.jobs, config, log: pino({ level: 'warn' }) }, args);
    },
  },
  backup: {
    summary:
      'write one archive of the database and every stored file: --out FILE (beside a running server on PostgreSQL)',
    migrate: false,
    async run(runtime, args) {
      return backupCommand(runtime, args);
    },
  },
  restore: {
    summary: 'restore an archive into an empty database and file store, then migrate: --from FILE [--force]',
    migrate: false,
    async run(runtime, args) {
      const config = loadConfig();
      return restoreCommand(
        { ...runtime, storeDir: config.FILE_STORE === 'local' ? localStoreDir(config) : undefined },
        args,
      );
    },
  },
  maintenance: {
    summary: 'turn maintenance mode on or off for every server process, or show it: on|off|status [--message "…"]',
    async run(runtime, args) {
      return maintenanceCommand({ db: runtime.database.db, changes: runtime.changes }, args);
    },
  },
};

function usage(): string {
  const lines = Object.entries(commands).map(([name, command]) => `  ${name.padEnd(16)} ${command.summary}`);
  return `Usage: npm run portal -- <command> [options]\n\nCommands:\n${lines.join('\n')}`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(name && name !== 'help' ? `Unknown command "${name}".\n\n${usage()}` : usage());
    return name && name !== 'help' ? 2 : 0;
  }
  let runtime: Runtime;
  try {
    const config = loadConfig();
    runtime = await openRuntime(config, pino({ level: 'warn' }));
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    if (command.migrate !== false) {
      await runtime.database.migrate();
      // Without workers: a command that queues mail runs the due jobs itself before it ends.
      await runtime.jobs.start({ work: false });
    }
    console.log(await command.run(runtime, args));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await runtime.close();
  }
}

process.exitCode = await main(process.argv.slice(2));

// `npm run portal -- maintenance on|off|status [--message "…"]`: maintenance mode from the command line, audited
// as `command line`. On PostgreSQL it runs beside the servers, which hear the switch through the change feed at
// once; the embedded database belongs to the one server process, so there the command refuses to run while the
// server is up (the data folder's lock) and the admin console's switch is the way.
import { parseArgs } from 'node:util';
import { MAINTENANCE_MESSAGE_MAX } from '@portal/contract';
import type { ChangeFeed } from '#server/core/db/changes.ts';
import type { Db } from '#server/core/db/client.ts';
import { COMMAND_LINE_ACTOR } from '#server/features/admin/index.ts';
import { readMaintenance, shownMessage, switchMaintenance } from './maintenance.queries.ts';

export const MAINTENANCE_USAGE =
  'Usage: npm run portal -- maintenance on|off|status [--message "…"]\n' +
  '  on: every server process refuses writes (503) with the message and shows it in a banner; admins keep full access.\n' +
  '  off: back to normal. status: shows the current state.\n' +
  '  On the embedded database stop the server first, or use the switch in the admin console (Maintenance).';

export class MaintenanceCommandError extends Error {
  override name = 'MaintenanceCommandError';
}

export interface MaintenanceCommandDeps {
  db: Db;
  changes: ChangeFeed;
}

export async function maintenanceCommand(deps: MaintenanceCommandDeps, args: string[]): Promise<string> {
  let parsed: { values: { message?: string; help?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      args,
      options: { message: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw new MaintenanceCommandError(
      `${error instanceof Error ? error.message : String(error)}\n\n${MAINTENANCE_USAGE}`,
    );
  }
  const { values, positionals } = parsed;
  if (values.help) return MAINTENANCE_USAGE;
  const [action, ...rest] = positionals;
  if (rest.length > 0 || (action !== 'on' && action !== 'off' && action !== 'status')) {
    throw new MaintenanceCommandError(`Say on, off or status.\n\n${MAINTENANCE_USAGE}`);
  }
  if (action === 'status') return describe(await readMaintenance(deps.db));
  const message = (values.message ?? '').trim();
  if (action === 'off' && values.message !== undefined) {
    throw new MaintenanceCommandError(`--message goes with on only.\n\n${MAINTENANCE_USAGE}`);
  }
  if (message.length > MAINTENANCE_MESSAGE_MAX || /\p{Cc}/u.test(message)) {
    throw new MaintenanceCommandError(
      `The message must be one line of at most ${MAINTENANCE_MESSAGE_MAX} characters.\n\n${MAINTENANCE_USAGE}`,
    );
  }
  const changed = await switchMaintenance(deps.db, deps.changes, COMMAND_LINE_ACTOR, { on: action === 'on', message });
  const state = await readMaintenance(deps.db);
  return changed ? describe(state) : `Nothing changed. ${describe(state)}`;
}

function describe(state: Awaited<ReturnType<typeof readMaintenance>>): string {
  if (!state.on) return 'Maintenance mode is off.';
  const since = state.since ? ` since ${state.since.toISOString()}` : '';
  return `Maintenance mode is on${since} (by ${state.byEmail ?? 'unknown'}): "${shownMessage(state)}"`;
}

// What this process knows of maintenance mode: read from the row at start, and again whenever the change feed
// says it was switched (by any process, or the command line) or may have been (the feed's listener reconnected).
// The write guard and the public status answer from it, so a request never reads the row.
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeFeed } from '#server/core/db/changes.ts';
import type { Db } from '#server/core/db/client.ts';
import {
  MAINTENANCE_CHANGE_KEY,
  MAINTENANCE_OFF,
  type MaintenanceRow,
  readMaintenance,
} from './maintenance.queries.ts';

export interface MaintenanceMode {
  /** The state as this process last read it. */
  readonly current: MaintenanceRow;
  /** Reads the row again; a read started later always wins over one started earlier. */
  refresh(): Promise<void>;
}

export async function watchMaintenance(db: Db, changes: ChangeFeed, log: FastifyBaseLogger): Promise<MaintenanceMode> {
  let current: MaintenanceRow = MAINTENANCE_OFF;
  let started = 0;
  let applied = 0;
  const refresh = async (): Promise<void> => {
    started += 1;
    const mine = started;
    const row = await readMaintenance(db);
    // Reads on different connections may end out of order: an older read never replaces a newer one.
    if (mine > applied) {
      applied = mine;
      current = row;
    }
  };
  changes.on('public', (key) => {
    if (key !== null && key !== MAINTENANCE_CHANGE_KEY) return;
    // The database out of reach: the state stays as it was until the next switch or reconnection.
    refresh().catch((error: unknown) => log.warn({ err: error }, 'maintenance mode could not be read again'));
  });
  await refresh();
  return {
    get current() {
      return current;
    },
    refresh,
  };
}

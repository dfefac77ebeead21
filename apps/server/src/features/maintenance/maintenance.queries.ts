// The one row of maintenance mode: read at start and on every switch, written by the console and the CLI in one
// transaction with its audit row and the change feed's notification (heard by every process when it commits).
import { MAINTENANCE_TEXTS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { now } from '#server/core/clock.ts';
import type { ChangeFeed } from '#server/core/db/changes.ts';
import type { Db } from '#server/core/db/client.ts';
import { maintenanceMode } from '#server/core/db/schema/index.ts';
import { type AuditActor, recordAudit } from '#server/features/admin/index.ts';

/** The change feed's key of a switch, on the `public` topic (what every page's banner shows). */
export const MAINTENANCE_CHANGE_KEY = 'maintenance';

export interface MaintenanceRow {
  on: boolean;
  /** As the admin typed it: blank means the default text. */
  message: string;
  since: Date | null;
  byEmail: string | null;
}

export const MAINTENANCE_OFF: MaintenanceRow = { on: false, message: '', since: null, byEmail: null };

/** The text the banner shows and a refused write answers. */
export function shownMessage(row: MaintenanceRow): string {
  if (!row.on) return '';
  return row.message.trim() || MAINTENANCE_TEXTS.defaultMessage;
}

export async function readMaintenance(db: Db): Promise<MaintenanceRow> {
  const [row] = await db
    .select({
      on: maintenanceMode.on,
      message: maintenanceMode.message,
      since: maintenanceMode.since,
      byEmail: maintenanceMode.byEmail,
    })
    .from(maintenanceMode)
    .where(eq(maintenanceMode.id, 1));
  return row ?? MAINTENANCE_OFF;
}

/**
 * Switches maintenance mode: the row, its audit row (`activate` / `deactivate` of `maintenance`) and the
 * notification every process hears on commit. Answers whether anything changed.
 */
export async function switchMaintenance(
  db: Db,
  changes: ChangeFeed,
  actor: AuditActor,
  wanted: { on: boolean; message: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ on: maintenanceMode.on, message: maintenanceMode.message })
      .from(maintenanceMode)
      .where(eq(maintenanceMode.id, 1))
      .for('update');
    // Off again, or on again with the same message: nothing to write (nor to audit).
    if (before && before.on === wanted.on && (!wanted.on || before.message === wanted.message)) return false;
    // Off keeps the last message, so that the console offers it again next time.
    const message = wanted.on ? wanted.message : (before?.message ?? '');
    const since = now();
    await tx
      .insert(maintenanceMode)
      .values({ id: 1, on: wanted.on, message, since, byEmail: actor.email, byId: actor.id })
      .onConflictDoUpdate({
        target: maintenanceMode.id,
        set: { on: wanted.on, message, since, byEmail: actor.email, byId: actor.id },
      });
    await recordAudit(tx, actor, {
      action: wanted.on ? 'activate' : 'deactivate',
      entity: 'maintenance',
      entityId: null,
      before: before ? { on: before.on, message: before.message } : { on: false, message: '' },
      after: { on: wanted.on, message },
    });
    await changes.announce(tx, 'public', MAINTENANCE_CHANGE_KEY);
    return true;
  });
}

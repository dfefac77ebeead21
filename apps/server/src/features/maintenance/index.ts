// Maintenance mode (docs/decisions/030-maintenance-and-readiness.md). app.ts calls `maintenanceMode` once: it reads
// the state, adds the write guard (maintenance.guard.ts) and registers the public status and the console's switch
// (publicStatusEndpoints.status, adminMaintenance.get, adminMaintenance.set); the readiness check (features/system/)
// reads the state it answers. The CLI's `maintenance` command is `maintenanceCommand`.
import type { FeatureContext } from '#server/core/feature-context.ts';
import { refuseWritesInMaintenance } from './maintenance.guard.ts';
import { maintenanceRoutes } from './maintenance.routes.ts';
import { type MaintenanceMode, watchMaintenance } from './maintenance.state.ts';

export { MAINTENANCE_USAGE, maintenanceCommand } from './maintenance.command.ts';
export type { MaintenanceMode } from './maintenance.state.ts';

export async function maintenanceMode(context: FeatureContext): Promise<MaintenanceMode> {
  const mode = await watchMaintenance(context.db, context.changes, context.app.log);
  refuseWritesInMaintenance(context.app, mode);
  maintenanceRoutes(context, mode);
  return mode;
}

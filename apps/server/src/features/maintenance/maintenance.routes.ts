// The public status (the banner of every page) and the admin console's switch of maintenance mode.
import { adminMaintenance, MAINTENANCE_TEXTS, publicStatusEndpoints } from '@portal/contract';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { auditActor } from '#server/features/admin/index.ts';
import { shownMessage, switchMaintenance } from './maintenance.queries.ts';
import type { MaintenanceMode } from './maintenance.state.ts';

export function maintenanceRoutes({ route, db, changes }: FeatureContext, mode: MaintenanceMode) {
  // From this process's memory: every open page asks once a minute.
  route(publicStatusEndpoints.status, async () => {
    const state = mode.current;
    return {
      maintenance: {
        on: state.on,
        message: shownMessage(state),
        since: state.on ? (state.since?.toISOString() ?? null) : null,
      },
    };
  });

  route(adminMaintenance.get, async () => {
    await mode.refresh();
    const state = mode.current;
    return { on: state.on, message: state.message, since: state.since?.toISOString() ?? null, by: state.byEmail };
  });

  route(adminMaintenance.set, async ({ body, user }) => {
    await switchMaintenance(db, changes, auditActor(user), body);
    // This process reads the committed row before answering: the admin's next request sees the new state here.
    await mode.refresh();
    return { success: body.on ? MAINTENANCE_TEXTS.turnedOn : MAINTENANCE_TEXTS.turnedOff };
  });
}

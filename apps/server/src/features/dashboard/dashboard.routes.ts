// The two dashboards (docs/features.md, Dashboards): six cards each, counted in one statement, only over the caller's
// own courses; each answer also carries the data of one chart.
import { coordinatorDashboard, participantDashboard } from '@portal/contract';
import { unauthorized } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { toCoordinatorDashboard, toParticipantDashboard } from './dashboard.presenters.ts';
import { coordinatorCounts, participantCounts } from './dashboard.queries.ts';

export function dashboardRoutes({ route, db, config }: FeatureContext) {
  route(participantDashboard.summary, async ({ user }) => {
    const row = await participantCounts(db, user, config.TZ_INSTITUTE);
    if (!row) throw unauthorized();
    return toParticipantDashboard(row, config.TZ_INSTITUTE);
  });

  route(coordinatorDashboard.summary, async ({ user }) => {
    const row = await coordinatorCounts(db, user);
    if (!row) throw unauthorized();
    return toCoordinatorDashboard(row);
  });
}

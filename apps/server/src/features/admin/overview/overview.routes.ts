// The admin's home: the counts of the console's areas (overview.queries.ts), answered with the contract's names.
import { adminOverview } from '@portal/contract';
import { now } from '#server/core/clock.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { overviewCounts } from './overview.queries.ts';

export function overviewRoutes({ route, db }: FeatureContext) {
  route(adminOverview.summary, () => overviewCounts(db, now()));
}

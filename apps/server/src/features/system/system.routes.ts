// GET /api/health: 200 when the database answers, 503 when it does not (load balancers and probes).
import { systemEndpoints } from '@portal/contract';
import { pingDatabase } from '#server/core/db/client.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';

export function systemRoutes({ route, db }: FeatureContext) {
  route(systemEndpoints.health, async ({ reply }) => {
    if (await pingDatabase(db)) return { status: 'ok' as const, database: 'ok' as const };
    reply.code(503);
    return { status: 'unavailable' as const, database: 'down' as const };
  });
}

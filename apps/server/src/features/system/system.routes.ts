// GET /api/health (liveness): 200 when the database answers, 503 when it does not. GET /api/ready (readiness, for a
// load balancer deciding where to send traffic): 200 while this process takes traffic; 503 while it drains after a
// stop signal and while maintenance mode is on. A process starts listening only once the migrations have run, so
// while it migrates its port answers nothing, which a load balancer counts as not ready
// (docs/decisions/030-maintenance-and-readiness.md).
import { setTimeout as sleep } from 'node:timers/promises';
import { publicStatusEndpoints, type ReadyResponse, systemEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '#server/core/db/client.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import type { MaintenanceMode } from '#server/features/maintenance/index.ts';

/** The apps that are draining: their readiness check answers 503 while everything else still serves. */
const draining = new WeakSet<FastifyInstance>();

/**
 * The first step of a graceful stop (boot.ts): the readiness check answers 503 at once, and for `delayMs` the process
 * goes on serving every other request, so that the load balancer sees it and sends no more traffic here before the
 * port closes (DRAIN_DELAY).
 */
export async function beginDraining(app: FastifyInstance, delayMs: number): Promise<void> {
  draining.add(app);
  if (delayMs > 0) await sleep(delayMs);
}

export function systemRoutes({ app, route, db }: FeatureContext, maintenance: MaintenanceMode) {
  route(systemEndpoints.health, async ({ reply }) => {
    if (await pingDatabase(db)) return { status: 'ok' as const, database: 'ok' as const };
    reply.code(503);
    return { status: 'unavailable' as const, database: 'down' as const };
  });

  // However the app is closed, it drains from then on (a request already on its way still gets its answer).
  app.addHook('preClose', async () => {
    draining.add(app);
  });
  route(publicStatusEndpoints.ready, async ({ reply }) => {
    const status: ReadyResponse['status'] = draining.has(app)
      ? 'draining'
      : maintenance.current.on
        ? 'maintenance'
        : 'ready';
    if (status !== 'ready') reply.code(503);
    return { status };
  });
}

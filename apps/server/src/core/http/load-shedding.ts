// Load shedding (docs/security.md RE5): while the event loop lags more than MAX_EVENT_LOOP_DELAY on average, new
// requests get 503 + Retry-After in the one error shape instead of queueing (`@fastify/under-pressure`, which samples
// the lag every second). /api/health is let through: it keeps telling whether the database answers, so that a probe
// does not restart a process that is only busy.
//
// Start-up is not counted. under-pressure starts measuring when it is registered, in the middle of buildApp, and
// its first sample's mean holds whatever start-up did before it (loading the features, compiling every route's
// schemas): on a busy machine that sample was over the limit and the first requests after listen got 503. So a
// lag reading sheds nothing until STARTUP_GRACE_MS after the app is ready (Fastify's onReady, which listen
// waits for). The reading in force at a moment comes from the last sample and covers the interval before it,
// so a reading that covers only time after ready is in force at the latest two sample intervals after ready
// (the first sample after ready may still reach back before it); the grace is a third interval on top, for a
// sample timer that fires late.
import { fastifyUnderPressure, TYPE_EVENT_LOOP_DELAY } from '@fastify/under-pressure';
import { systemEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from '../errors.ts';

/** How often the lag is sampled (under-pressure's default, given here because the grace depends on it). */
export const LAG_SAMPLE_INTERVAL_MS = 1000;
/** How long after the app is ready a lag reading sheds nothing. */
export const STARTUP_GRACE_MS = 3 * LAG_SAMPLE_INTERVAL_MS;

/** Registers load shedding above `maxEventLoopDelay` ms of average lag (the caller skips it for 0). */
export async function registerLoadShedding(app: FastifyInstance, maxEventLoopDelay: number): Promise<void> {
  let sheddingFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    sheddingFrom = performance.now() + STARTUP_GRACE_MS;
  });
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay,
    sampleInterval: LAG_SAMPLE_INTERVAL_MS,
    // The error handler logs each shed request (a 503 HttpError) as a warning.
    pressureHandler: (request, _reply, type) => {
      if (request.routeOptions.url === systemEndpoints.health.path) return undefined;
      if (type === TYPE_EVENT_LOOP_DELAY && performance.now() < sheddingFrom) return undefined;
      return Promise.reject(serviceUnavailable());
    },
  });
}

// GET /metrics (docs/decisions/033-metrics.md, docs/operations.md "Monitoring"): the Prometheus text of this app's
// registry, only for `Authorization: Bearer $METRICS_TOKEN` (compared in constant time); without METRICS_TOKEN the
// route does not exist (404) and nothing is counted. It is no API route (no session, no contract, outside /api), as
// /media and the web app are not: a scraper is no user.

import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { serviceUnavailable, unauthorized } from '../errors.ts';
import { workerMetrics } from './cluster.ts';
import { type AppMetrics, createAppMetrics, type MetricsSources } from './metrics.ts';

export const METRICS_PATH = '/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's series, or null when METRICS_TOKEN is unset (core/metrics/metrics.ts). */
    metrics: AppMetrics | null;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header is `Bearer <token>`, in time that does not depend on where it differs. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (\S+)$/.exec(header ?? '');
  // Digests: equal lengths whatever was sent, so timingSafeEqual never throws and the length leaks nothing.
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}

/** Registers the request hook and GET /metrics when `token` is set; decorates `app.metrics` either way. */
export async function registerMetrics(
  app: FastifyInstance,
  token: string | undefined,
  sources: MetricsSources,
): Promise<void> {
  if (!token) {
    app.decorate('metrics', null);
    return;
  }
  const metrics = createAppMetrics(sources);
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  const scrape = cluster.isWorker ? await workerMetrics(metrics.registry) : () => metrics.registry.metrics();
  app.get(METRICS_PATH, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) throw unauthorized();
    // WORKERS > 1: a worker that does not answer the gathering (one starting after another died) fails this scrape
    // with 503 + Retry-After; Prometheus records a failed scrape and tries again at the next interval.
    const text = await scrape().catch((error: unknown) => {
      request.log.warn({ err: error, event: 'metrics_gathering_failed' }, 'the workers did not all answer');
      throw serviceUnavailable();
    });
    return reply.header('Cache-Control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}

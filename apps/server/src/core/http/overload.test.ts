// Load shedding (docs/security.md RE5) and a lost database (RE3) answer 503 in the one error shape with Retry-After.
// Overload: once the start-up grace has passed, the event loop is kept blocked in 300 ms slices for 2.5 s, well over
// MAX_EVENT_LOOP_DELAY (200 ms, sampled every second), so that the next request is shed; /api/health still answers.
// Start-up lag: the same blocking before the app is ready sheds nothing. No time is asserted.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { errorHandler, isDatabaseUnavailable, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from '../errors.ts';
import { STARTUP_GRACE_MS } from './load-shedding.ts';

/** Blocks the event loop in slices of `sliceMs`, letting it turn between them, for `totalMs`. */
async function keepBusy(sliceMs: number, totalMs: number): Promise<void> {
  const end = performance.now() + totalMs;
  while (performance.now() < end) {
    const sliceEnd = performance.now() + sliceMs;
    while (performance.now() < sliceEnd) {
      // busy on purpose
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('overload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { MAX_EVENT_LOOP_DELAY: '200ms' } });
  });
  afterAll(() => t.close());

  it('sheds a request with 503 + Retry-After in the error shape while the event loop lags; health answers', async () => {
    await new Promise((resolve) => setTimeout(resolve, STARTUP_GRACE_MS));
    await keepBusy(300, 2500);
    const [shed, health] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/public/selection-options' }),
      t.app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(shed.json()).toEqual({ error: SERVICE_UNAVAILABLE });
    expect(health.statusCode).toBe(200);
  });
});

describe('start-up lag', () => {
  it('is not counted: the first requests after a start that lagged the event loop are served', async () => {
    // The lag of a slow start on a busy machine, after under-pressure began measuring and before the app is ready.
    const t = await buildTestApp({
      seed: false,
      env: { MAX_EVENT_LOOP_DELAY: '200ms' },
      beforeReady: () => keepBusy(300, 2500),
    });
    try {
      const first = await t.app.inject({ method: 'GET', url: '/api/public/selection-options' });
      // The lag was measured and is in force: without the grace this request would have been shed.
      expect(t.app.memoryUsage().eventLoopDelay).toBeGreaterThan(200);
      expect(first.statusCode, first.body).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('a lost database', () => {
  // The app's error handler on a bare server, with one route that fails the way a query does while
  // PostgreSQL is down or restarting.
  const app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  app.get<{ Params: { code: string } }>('/db-lost/:code', async (request) => {
    throw Object.assign(new Error(`database error ${request.params.code}`), { code: request.params.code });
  });
  afterAll(() => app.close());

  it.each([
    'ECONNREFUSED', // the pool cannot connect: the server is stopped
    '57P01', // admin_shutdown: `pg_ctl stop` ended the connection
    '57P03', // cannot_connect_now: the server is starting (recovery)
    '57014', // query_canceled: statement_timeout
    '08006', // connection_failure
  ])('answers 503 { error } with Retry-After for a pg error %s', async (code) => {
    const response = await app.inject({ method: 'GET', url: `/db-lost/${code}` });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual({ error: SERVICE_UNAVAILABLE });
  });

  it('recognises the pool and client messages of a lost connection, and nothing else', () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true); // the pool's query_timeout
    const wrapped = new Error('Failed query: select 1', { cause: Object.assign(new Error('x'), { code: '57P01' }) });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });

  it('still answers 500 for any other error', async () => {
    const response = await app.inject({ method: 'GET', url: '/db-lost/42P01' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ error: 'Internal Server Error' });
  });
});

// GET /metrics: Prometheus text that a text-format parser reads, only with the bearer token, absent without
// METRICS_TOKEN, and with no user, e-mail, token, id or raw path in any label after every route of the API was sent
// its well-formed request (the list the bad-input and query-count suites share).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { InjectOptions } from 'fastify';
import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import type { Db } from '#server/core/db/client.ts';
import type { JobQueue } from '#server/core/jobs/queue.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { sessionHeader } from '#server/testing/identities.ts';
import { jsonAndFile, TINY_PNG } from '#server/testing/multipart.ts';
import { walkedRoutes } from '#server/testing/suites/route-walk.ts';
import { wellFormedInject } from '#server/testing/suites/well-formed-requests.ts';
import { buildTestApp } from '#server/testing/test-app.ts';
import { bearerMatches, METRICS_PATH } from './metrics.routes.ts';
import { createAppMetrics, UNMATCHED_ROUTE } from './metrics.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const t = await buildTestApp({
  workers: false,
  // Two failures of one e-mail, then 429: the sign-in failures and the 429s have something to count.
  env: { METRICS_TOKEN: TOKEN, LOGIN_MAX_FAILURES_PER_ACCOUNT: '2' },
});
// Without METRICS_TOKEN, and serving a built web app: /metrics must not fall through to index.html.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-metrics-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
const off = await buildTestApp({ seed: false, workers: false, webDist });
afterAll(async () => {
  await t.close();
  await off.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: METRICS_PATH, headers: authorization ? { authorization } : {} });

interface Scrape {
  families: Map<string, ParsedFamily>;
  /** Every sample line's labels, read from the text itself: the parser folds a labelled histogram into one sample. */
  labels: Array<{ line: string; labels: Array<[string, string]> }>;
  text: string;
}

async function scrapeOk(): Promise<Scrape> {
  const response = await scrape(`Bearer ${TOKEN}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = response.body;
  const families = new Map(parsePrometheusTextFormat(text).map((family) => [family.name, family]));
  const labels = text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => ({
      line,
      labels: [...line.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(
        ([, name, value]) => [name ?? '', value ?? ''] as [string, string],
      ),
    }));
  return { families, labels, text };
}

const labelsOf = (family: ParsedFamily | undefined) => (family?.metrics ?? []).map((sample) => sample.labels ?? {});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN: 404, not the web app', async () => {
    expect((await off.app.inject({ method: 'GET', url: '/courses' })).statusCode).toBe(200);
    const response = await off.app.inject({
      method: 'GET',
      url: METRICS_PATH,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found' });
    expect(off.app.metrics).toBeNull();
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', 'Bearer metrics-token-for-the-tests-0123456780'],
    ['the token cut short', `Bearer ${TOKEN.slice(0, -1)}`],
    ['the token with more after it', `Bearer ${TOKEN}x`],
    ['another scheme', `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`],
    ['the bare token', TOKEN],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 with %s', async (_label, authorization) => {
    const response = await scrape(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(response.json()).toEqual({ error: 'Unauthorized' });
    expect(response.body).not.toContain('portal_');
  });

  it('changes nothing: no row, whether answered or refused (as the reads-change-nothing suite holds the API to)', async () => {
    const before = await dbFingerprint(t.db);
    expect((await scrape(`Bearer ${TOKEN}`)).statusCode).toBe(200);
    expect((await scrape('Bearer wrong')).statusCode).toBe(401);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('compares the whole token', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN} `, TOKEN)).toBe(false);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });

  it('holds the series of requests, the pool, the event loop, memory, sessions, kept answers, jobs, uploads, sign-in failures and 429s', async () => {
    // A failed sign-in twice, then the throttle's 429; a public read (kept); an accepted upload.
    for (let i = 0; i < 3; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'participant@demo.test', password: 'not-the-password' },
      });
    }
    await t.app.inject({ method: 'GET', url: '/api/gallery/home-images' });
    const upload = jsonAndFile(
      { title: 'Metrics', link_url: '', sort_order: 1 },
      { field: 'image', name: 'a.png', data: TINY_PNG },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gallery',
      headers: { ...(await sessionHeader(t.db, 'ADM')), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const { families: all, text } = await scrapeOk();
    for (const name of [
      'portal_http_requests_total',
      'portal_http_request_duration_seconds',
      'portal_http_rate_limited_total',
      'portal_db_pool_connections',
      'portal_db_pool_waiting_requests',
      'portal_db_pool_max_connections',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'process_cpu_seconds_total',
      'portal_sessions_active',
      'portal_kept_answers',
      'portal_jobs',
      'portal_upload_bytes_total',
      'portal_sign_in_failures_total',
    ]) {
      expect(all.has(name), name).toBe(true);
    }
    const value = (name: string, labels: Record<string, string> = {}) =>
      Number(
        all.get(name)?.metrics.find((sample) => Object.entries(labels).every(([key, v]) => sample.labels?.[key] === v))
          ?.value,
      );
    expect(value('portal_sign_in_failures_total')).toBe(2);
    expect(value('portal_http_rate_limited_total', { route: '/api/user/login' })).toBe(1);
    expect(value('portal_http_requests_total', { route: '/api/user/login', method: 'POST', status: '429' })).toBe(1);
    expect(value('portal_upload_bytes_total')).toBe(TINY_PNG.length);
    expect(
      labelsOf(all.get('portal_kept_answers'))
        .map((labels) => labels.cache)
        .sort(),
    ).toEqual(['caller', 'public']);
    // PGlite is one connection; a test database on PostgreSQL has a pool of 4 (testing/test-app.ts).
    expect(value('portal_db_pool_max_connections')).toBe(t.databaseUrl === null ? 1 : 4);
    const queues = labelsOf(all.get('portal_jobs')).map((labels) => labels.queue);
    expect(queues.length).toBeGreaterThan(0);
    expect(text).toContain('portal_http_request_duration_seconds_count{route="/api/user/login",method="POST"} 3\n');
  });

  // Every route once (about 250 requests): 20 to 30 s on the shared machine, beyond the default 30 s under load.
  it('labels no series with an e-mail, a token, an id or a raw path after every route was sent its request', async () => {
    const sent = new Set<string>();
    const routes = walkedRoutes(t.app);
    for (const route of routes) {
      const request: InjectOptions = await wellFormedInject(t.db, route);
      const authorization = (request.headers as Record<string, string> | undefined)?.authorization;
      if (authorization) sent.add(authorization.replace(/^Bearer /, ''));
      await t.app.inject(request);
    }
    // Paths no route matches, carrying what a label must never hold.
    for (const url of ['/api/nothing/12345', '/u/someone@example.test', `/x/${crypto.randomUUID()}`]) {
      await t.app.inject({ method: 'GET', url });
    }
    const patterns = new Set([...t.app.registeredRoutes.map((route) => route.url), UNMATCHED_ROUTE]);
    const { families: all, labels } = await scrapeOk();
    const requested = labelsOf(all.get('portal_http_requests_total'));
    // Every route was counted under its pattern, and the unknown paths under one label.
    expect(new Set(requested.map((labels) => labels.route)).size).toBeGreaterThan(routes.length / 2);
    expect(requested.some((labels) => labels.route === UNMATCHED_ROUTE)).toBe(true);
    expect(labels.length).toBeGreaterThan(routes.length);
    for (const { line, labels: pairs } of labels) {
      // Node's version, in numbers (nodejs_version_info{major="24"}): no value of a request.
      if (line.startsWith('nodejs_version_info')) continue;
      for (const [name, value] of pairs) {
        const where = `${name}="${value}" in ${line}`;
        if (name === 'route') expect(patterns.has(value), where).toBe(true);
        if (name === 'status') expect(value, where).toMatch(/^[1-5]\d\d$/);
        else if (name !== 'le' && name !== 'quantile') expect(value, where).not.toMatch(/^\d+$/);
        expect(value, where).not.toContain('@');
        expect(value, where).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
        expect(value, where).not.toMatch(/[A-Za-z0-9_-]{32,}/);
        for (const token of sent) expect(value.includes(token), where).toBe(false);
      }
    }
  }, 180_000);
});

describe('METRICS_TOKEN', () => {
  it('is refused shorter than 32 characters', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
  });
});

describe('active sessions', () => {
  it('counts the sessions neither idle nor too old, from the database', async () => {
    await sessionHeader(t.db, 'P1');
    const read = async (idleMs: number) => {
      const metrics = createAppMetrics({ db: t.db, jobs: t.jobs, sessionLimits: { idleMs, maxMs: 86_400_000 } });
      return (await metrics.registry.getSingleMetric('portal_sessions_active')?.get())?.values[0]?.value;
    };
    expect(await read(3_600_000)).toBeGreaterThanOrEqual(1);
    // Idle for more than -1 ms: every session, none counted.
    expect(await read(-1)).toBe(0);
  });
});

describe('the database pool on PostgreSQL', () => {
  it('reports the pg pool: connections in use and idle, waiting queries, its maximum', async () => {
    // Never connects: the pool's own counters are read, no query is sent.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', max: 7 });
    const jobs = { counts: async () => [] } as unknown as JobQueue;
    const metrics = createAppMetrics({
      db: drizzle(pool) as unknown as Db,
      jobs,
      sessionLimits: { idleMs: 1000, maxMs: 1000 },
    });
    const pick = async (name: string) =>
      (await metrics.registry.getSingleMetric(name)?.get())?.values.map((sample) => [sample.labels, sample.value]);
    expect(await pick('portal_db_pool_max_connections')).toEqual([[{}, 7]]);
    expect(await pick('portal_db_pool_waiting_requests')).toEqual([[{}, 0]]);
    expect(await pick('portal_db_pool_connections')).toEqual([
      [{ state: 'in_use' }, 0],
      [{ state: 'idle' }, 0],
    ]);
    await pool.end();
  });
});

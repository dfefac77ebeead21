// The authorization matrix (docs/security.md AC1, AC2, AC3, SE2, HD2, HD3): every registered route × every identity,
// driven by the pivot file authz-matrix.ts. Per cell: the expected status; a refusal in the error shape (401 with
// `WWW-Authenticate: Bearer`); no canary the identity may not see anywhere in the raw body; a refused write leaves the
// database fingerprint and the file store unchanged; the security headers present; never a 5xx. Denied cells of a row
// run before its allowed ones. A route without a row (or a row without a route) fails the suite.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { deadTokens } from '#server/testing/identities.ts';
import { CANARY_CLASSES, IDENTITIES, type Identity, MAY_SEE, seedMatrixWorld } from '#server/testing/matrix-world.ts';
import { buildTestApp, TEST_FILES_SECRET } from '#server/testing/test-app.ts';
import { type Expected, MATRIX, type MatrixRow, resolveBody } from './authz-matrix.ts';
import {
  expectSafeAnswer,
  fillUrl,
  nextAddress,
  routeKey,
  storeListing as storeListingOf,
  walkedRoutes,
} from './route-walk.ts';

// No job workers: a job of an earlier request (a reset token, an e-mail change) must not write between two fingerprints.
const t = await buildTestApp({ workers: false });
afterAll(() => t.close());

const routes = walkedRoutes(t.app);
// The dead tokens (their own users and sessions), then the world of the matrix.
const dead = await deadTokens(t.app, t.db, t.config.SESSION_IDLE);
const world = await seedMatrixWorld(t.db, t.store, TEST_FILES_SECRET);
const ACCESS_LEVELS = ['public', 'participant', 'coordinator', 'admin'];
/** Malformed Authorization headers: each answers like no token at all. */
const MALFORMED = ['Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', `Bearer ${'a'.repeat(10_000)}`, 'bearer x y'];

const storeListing = () => storeListingOf(t.storeDir);

const isAllowed = (expected: Expected) => expected === 'LIST' || (typeof expected === 'number' && expected < 300);

function expectStatus(response: LightMyRequestResponse, expected: Expected, label: string) {
  const message = `${label}: ${response.body.slice(0, 300)}`;
  if (expected === 'DENY') expect([403, 404], message).toContain(response.statusCode);
  else expect(response.statusCode, message).toBe(expected === 'LIST' ? 200 : expected);
}

function expectHeaders(
  response: LightMyRequestResponse,
  url: string,
  access: string | undefined,
  authenticated: boolean,
  label: string,
) {
  const h = response.headers;
  // HD2, on every response.
  expect(h['x-content-type-options'], label).toBe('nosniff');
  expect(h['referrer-policy'], label).toBe('no-referrer');
  expect(h['cross-origin-opener-policy'], label).toBe('same-origin');
  expect(h['cross-origin-resource-policy'], label).toBe('same-origin');
  expect(h['x-frame-options'], label).toBeDefined();
  expect(h['strict-transport-security'], `${label}: no HSTS on an http PUBLIC_URL`).toBeUndefined();
  expect(h['x-powered-by'], label).toBeUndefined();
  // HD3, on API answers.
  if (url.startsWith('/api/') && String(h['content-type'] ?? '').startsWith('application/json')) {
    expect(h['content-type'], label).toBe('application/json; charset=utf-8');
    expect(h['content-disposition'], label).toBe('attachment; filename="api.json"');
    // A signed-in answer is never stored; public routes answer everyone alike and may be cached publicly.
    if (authenticated && access !== 'public') expect(h['cache-control'], label).toBe('no-store');
  }
}

function expectNoForeignCanary(response: LightMyRequestResponse, identity: Identity, row: MatrixRow, label: string) {
  if (row.anyCanary) return;
  const raw = response.rawPayload.toString('latin1').toLowerCase() + JSON.stringify(response.headers).toLowerCase();
  for (const name of CANARY_CLASSES) {
    if (MAY_SEE[identity].includes(name)) continue;
    expect(raw.includes(world.canaries[name].toLowerCase()), `${label} leaks canary ${name}`).toBe(false);
  }
}

function urlOf(row: MatrixRow, route: { url: string }): string {
  const params = Object.fromEntries(
    Object.entries(row.params ?? {}).map(([name, value]) => [name, world.ids[value] ?? value]),
  );
  return fillUrl(route.url, params) + (row.query ?? '');
}

describe('route registry', () => {
  it('has routes to walk, and every one declares an access level', () => {
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) expect(ACCESS_LEVELS, routeKey(route)).toContain(route.access);
  });

  it('has exactly one matrix row per registered route', () => {
    const registered = new Set(routes.map(routeKey));
    const rows = MATRIX.map((row) => row.route);
    expect(
      rows.filter((key) => !registered.has(key)),
      'rows naming no route',
    ).toEqual([]);
    expect(
      [...registered].filter((key) => !rows.includes(key)),
      'routes without a row in authz-matrix.ts',
    ).toEqual([]);
    expect(
      rows.filter((key, index) => rows.indexOf(key) !== index),
      'duplicated rows',
    ).toEqual([]);
  });

  it('names fixtures that exist, and identities of the world', () => {
    for (const row of MATRIX) {
      expect(Object.keys(row.expect).sort(), row.route).toEqual([...IDENTITIES].sort());
      for (const value of Object.values(row.params ?? {})) {
        if (/^[A-Z]+[a-z]?\.|^adm\./.test(value)) expect(world.ids[value], `${row.route}: ${value}`).toBeDefined();
      }
    }
  });
});

const byKey = new Map(routes.map((route) => [routeKey(route), route]));

describe.each(MATRIX.map((row) => [row.route, row] as const))('%s', (key, row) => {
  it('answers every identity as the matrix says, leaking nothing and changing nothing when refused', async () => {
    const route = byKey.get(key);
    if (!route) throw new Error(`no route ${key}`);
    const url = urlOf(row, route);
    const isWrite = !['GET', 'HEAD'].includes(route.method);

    const send = async (identity: Identity, authorization: string | undefined, label: string) => {
      const form = row.form?.(world);
      const json = form ? undefined : resolveBody(row, world);
      const headers: Record<string, string> = { ...(authorization ? { authorization } : {}), ...form?.headers };
      const response = await t.app.inject({
        method: route.method as 'POST',
        url,
        headers,
        remoteAddress: nextAddress(),
        ...(form ? { payload: form.payload } : json !== undefined ? { payload: json as object } : {}),
      });
      const cell = `${key} as ${label}`;
      expectSafeAnswer(response, cell);
      expectHeaders(response, url, route.access, authorization !== undefined, cell);
      expectNoForeignCanary(response, identity, row, cell);
      // SE2: a refused token says how to authenticate (a failed sign-in on the public login route is not that).
      if (response.statusCode === 401 && route.access !== 'public') {
        expect(response.headers['www-authenticate'], cell).toMatch(/^Bearer/);
      }
      return response;
    };

    const identities = [...IDENTITIES];
    const denied = identities.filter((identity) => !isAllowed(row.expect[identity]));
    const allowed = identities.filter((identity) => isAllowed(row.expect[identity]));
    // Jobs an earlier write queued (its mails, its notifications' fan-out) run first, not between two fingerprints.
    if (isWrite) await t.jobs.drain();
    let fingerprint = isWrite ? await dbFingerprint(t.db) : null;
    let files = isWrite ? storeListing() : '';
    const unchanged = async (cell: string) => {
      if (!isWrite) return;
      await t.jobs.drain();
      const after = await dbFingerprint(t.db);
      expect(after, `${cell} changed data`).toEqual(fingerprint);
      expect(storeListing(), `${cell} changed the file store`).toBe(files);
      fingerprint = after;
    };

    for (const identity of [...denied, ...allowed]) {
      const expected = row.expect[identity];
      const variants: [string, string | undefined][] =
        identity === 'DEAD'
          ? Object.entries(dead).map(([kind, token]) => [`${kind} token`, `Bearer ${token}`])
          : identity === 'ANON'
            ? [
                ['ANON', undefined],
                // A malformed header is no token: only guarded routes are worth it.
                ...(route.access === 'public'
                  ? []
                  : MALFORMED.map((header): [string, string] => [`ANON (${header.slice(0, 12)}…)`, header])),
              ]
            : [
                [
                  identity,
                  row.freshSession && isAllowed(expected) ? await world.freshHeader(identity) : world.headers[identity],
                ],
              ];
      for (const [label, authorization] of variants) {
        const response = await send(identity, authorization, label);
        expectStatus(response, expected, `${key} as ${label}`);
        if (isAllowed(expected) && (row.shows === true || row.shows?.includes(identity))) {
          const raw = response.body.toLowerCase();
          const own = MAY_SEE[identity].filter((name) => raw.includes(world.canaries[name].toLowerCase()));
          expect(own.length, `${key} as ${label} shows none of its own objects`).toBeGreaterThan(0);
        }
      }
      // Once per identity (its variants are all refused, or its one request allowed): a fingerprint per
      // variant would cost more than the requests.
      if (!isAllowed(expected)) await unchanged(`${key} as ${identity}`);
      else if (isWrite) {
        await t.jobs.drain();
        fingerprint = await dbFingerprint(t.db);
        files = storeListing();
      }
    }
  });
});

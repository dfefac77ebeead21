// Authorization sweep (SECURITY.md AC1, AC2, SE2): every registered route declares its access level, and every
// non-public route answers 401 in the error shape — without a token, with every kind of dead token, and with
// the token of each other role — and changes nothing. New routes are walked without any change here.
import { afterAll, describe, expect, it } from 'vitest';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { deadTokens, type IdentityName, ROLE_OF_IDENTITY, sessionHeader } from '#server/testing/identities.ts';
import { buildTestApp } from '#server/testing/test-app.ts';
import { expectSafeAnswer, fillUrl, routeKey, walkedRoutes } from './route-walk.ts';

const t = await buildTestApp();
afterAll(() => t.close());

const routes = walkedRoutes(t.app);
const guarded = routes.filter((route) => route.access !== 'public');
const dead = await deadTokens(t.app, t.db, t.config.SESSION_IDLE);
const ACCESS_LEVELS = ['public', 'participant', 'coordinator', 'admin'];
const someoneOf: Record<string, IdentityName> = { participant: 'P1', coordinator: 'C1', admin: 'ADM' };

describe('route registry', () => {
  it('has routes to walk, and every one declares an access level', () => {
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of routes) expect(ACCESS_LEVELS, routeKey(route)).toContain(route.access);
  });
});

describe.each(guarded.map((route) => [routeKey(route), route] as const))('%s', (_key, route) => {
  const url = fillUrl(route.url);
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
  const call = (authorization?: string) =>
    t.app.inject({
      method: route.method as 'GET',
      url,
      headers: authorization ? { authorization } : {},
      ...(hasBody ? { payload: {} } : {}),
    });
  const expect401 = async (authorization: string | undefined, label: string) => {
    const response = await call(authorization);
    expectSafeAnswer(response, label);
    expect(response.statusCode, `${label}: ${response.body}`).toBe(401);
    expect(response.headers['www-authenticate'], label).toMatch(/^Bearer/);
  };

  it('answers 401 without a token, and with a malformed Authorization header', async () => {
    const before = await dbFingerprint(t.db);
    await expect401(undefined, 'no token');
    for (const header of ['Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', `Bearer ${'a'.repeat(10_000)}`, 'bearer x y']) {
      await expect401(header, `Authorization: ${header.slice(0, 20)}`);
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('answers 401 to every dead token', async () => {
    const before = await dbFingerprint(t.db);
    for (const [kind, token] of Object.entries(dead)) await expect401(`Bearer ${token}`, `${kind} token`);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it("answers 401 to the other roles' tokens", async () => {
    const before = await dbFingerprint(t.db);
    const others = Object.entries(someoneOf).filter(([role]) => role !== route.access);
    expect(others.length).toBeGreaterThan(0);
    for (const [role, identity] of others) {
      expect(ROLE_OF_IDENTITY[identity]).toBe(role);
      const { authorization } = await sessionHeader(t.db, identity);
      await expect401(authorization, `${role} token`);
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});

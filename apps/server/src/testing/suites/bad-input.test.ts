// Bad-input sweep (SECURITY.md §4, IN1, IN7, HD6): for every route, malformed JSON, wrong content types,
// wrong types, missing fields, oversized strings, absurd path ids, injection strings and poisoned bodies get a
// 4xx in the error shape — never a 5xx — and a refused request changes nothing. A fast-check property sends
// random JSON bodies (25 runs, fixed seed). Bodies are derived from each route's own zod schema.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RegisteredRoute } from '#server/app.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { sessionHeader } from '#server/testing/identities.ts';
import { buildTestApp } from '#server/testing/test-app.ts';
import { expectSafeAnswer, fillUrl, paramNames, routeKey, walkedRoutes } from './route-walk.ts';
import { DEFAULT_IDENTITY, WELL_FORMED, type WellFormedRequest } from './well-formed-requests.ts';

const t = await buildTestApp();
afterAll(() => t.close());

const SEED = 20261123;
const routes = walkedRoutes(t.app).filter(
  (route) => !route.url.startsWith('/media/') && !route.url.startsWith('/files/'),
);

interface JsonSchemaObject {
  type?: string | string[];
  properties?: Record<string, JsonSchemaObject>;
  required?: string[];
  maxLength?: number;
}

function bodySchemaOf(route: RegisteredRoute): JsonSchemaObject | null {
  const body = route.schema?.body;
  if (!body || !(body instanceof z.ZodType)) return null;
  return z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchemaObject;
}

const INJECTIONS = [
  "' OR 1=1--",
  '1;DROP TABLE users',
  '{"$gt":""}',
  '<script>window.__xss=1</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent literally
  '${7*7}',
  '%0d%0aSet-Cookie: a=b',
  '../../etc/passwd',
  'nul\u0000byte',
  '\u202Eevil\u200B',
  "< > & &lt; &gt; &amp; ' \\' 碁 \\ \\\\",
];
const WRONG_TYPES: unknown[] = [12345, true, [], { nested: { deep: 1 } }, null, 1e308, -0, 2 ** 53 + 1];
const ABSURD_IDS = ['0', '-1', '9223372036854775808', 'abc', '1.5', '%2e%2e%2f', '%00', '..%2f', 'x'.repeat(101)];

describe.each(routes.map((route) => [routeKey(route), route] as const))('%s', (key, route) => {
  const wellFormed: WellFormedRequest = WELL_FORMED[key] ?? {};
  const schema = bodySchemaOf(route);
  // A DELETE takes a body only where its schema declares one (the participant's forum delete).
  const takesBody = !['GET', 'HEAD', 'DELETE'].includes(route.method) || schema !== null;
  const params = paramNames(route.url);
  let baseline: Record<string, string> | undefined;

  const send = async (
    label: string,
    change: {
      params?: Record<string, string>;
      body?: unknown;
      raw?: string;
      contentType?: string;
      query?: string;
    } = {},
  ): Promise<LightMyRequestResponse> => {
    const identity =
      wellFormed.identity ?? (route.access === 'public' ? undefined : DEFAULT_IDENTITY[route.access ?? '']);
    const headers: Record<string, string> = identity ? await sessionHeader(t.db, identity) : {};
    const url = fillUrl(route.url, { ...wellFormed.params, ...change.params }) + (change.query ?? '');
    let payload: string | undefined;
    if (change.raw !== undefined) payload = change.raw;
    else if (takesBody) payload = JSON.stringify(change.body === undefined ? (wellFormed.body ?? {}) : change.body);
    if (payload !== undefined) headers['content-type'] = change.contentType ?? 'application/json';
    baseline ??= await dbFingerprint(t.db);
    const response = await t.app.inject({ method: route.method as 'POST', url, headers, payload });
    expectSafeAnswer(response, `${key} ${label}`);
    if (route.method !== 'GET') {
      const after = await dbFingerprint(t.db);
      if (response.statusCode >= 400) expect(after, `${key} ${label} changed data`).toEqual(baseline);
      baseline = after;
    }
    return response;
  };

  it('has a well-formed request in the pivot file when it takes parameters or a body', () => {
    if (params.length > 0 || schema) expect(WELL_FORMED[key], `add "${key}" to well-formed-requests.ts`).toBeDefined();
  });

  it.runIf(takesBody)('refuses malformed JSON and poisoned bodies with 400', async () => {
    for (const raw of ['{"email": ', '[', 'null', '\uFEFF{}', '{"a":1,}', '']) {
      const response = await send(`malformed ${JSON.stringify(raw)}`, { raw });
      if (raw !== 'null' && raw !== '\uFEFF{}') expect(response.statusCode, `malformed ${raw}`).toBe(400);
    }
    for (const raw of ['{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}']) {
      expect((await send('poisoned', { raw })).statusCode).toBe(400);
    }
  });

  it.runIf(takesBody)('refuses wrong content types with 400 or 415', async () => {
    for (const contentType of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const response = await send(contentType, { raw: 'a=1', contentType });
      expect([400, 415], contentType).toContain(response.statusCode);
    }
  });

  it.runIf(schema !== null)('refuses wrong types, missing fields and oversized strings with 400', async () => {
    const base = wellFormed.body ?? {};
    const properties = Object.entries(schema?.properties ?? {});
    if (Array.isArray(base) || typeof base !== 'object') return;
    for (const wrong of ['a string', 42, [], true]) {
      expect((await send(`body ${JSON.stringify(wrong)}`, { body: wrong })).statusCode).toBe(400);
    }
    for (const required of schema?.required ?? []) {
      const { [required]: _dropped, ...rest } = base as Record<string, unknown>;
      expect((await send(`without ${required}`, { body: rest })).statusCode, `without ${required}`).toBe(400);
    }
    for (const [name, property] of properties) {
      const types = [property.type].flat();
      for (const wrong of WRONG_TYPES) {
        const fits =
          (wrong === null && types.includes('null')) ||
          (typeof wrong === 'number' && (types.includes('number') || types.includes('integer'))) ||
          (typeof wrong === 'boolean' && types.includes('boolean')) ||
          (Array.isArray(wrong) && types.includes('array')) ||
          (typeof wrong === 'object' && wrong !== null && !Array.isArray(wrong) && types.includes('object')) ||
          types.includes('undefined') ||
          property.type === undefined;
        if (fits) continue;
        const response = await send(`${name}=${JSON.stringify(wrong)}`, { body: { ...base, [name]: wrong } });
        expect(response.statusCode, `${name}=${JSON.stringify(wrong)}`).toBe(400);
      }
      if (types.includes('string')) {
        const limit = property.maxLength;
        if (limit !== undefined) {
          const over = await send(`${name} at max+1`, { body: { ...base, [name]: 'a'.repeat(limit + 1) } });
          expect(over.statusCode, `${name} at max+1`).toBe(400);
        }
        const huge = await send(`${name} 200 kB`, { body: { ...base, [name]: 'a'.repeat(200_000) } });
        expect([400, 413]).toContain(huge.statusCode);
      }
    }
    const tooBig = await send('2 MB body', { body: { ...base, padding: 'a'.repeat(2 * 1024 * 1024) } });
    expect(tooBig.statusCode).toBe(413);
  });

  it.runIf(schema !== null)('stores injection strings literally or refuses them, never a 5xx', async () => {
    const base = (wellFormed.body ?? {}) as Record<string, unknown>;
    for (const [name, property] of Object.entries(schema?.properties ?? {})) {
      if (![property.type].flat().includes('string')) continue;
      for (const text of INJECTIONS) await send(`${name}=${JSON.stringify(text)}`, { body: { ...base, [name]: text } });
    }
    await send('unknown keys', { body: { ...base, user_type: 0, id: 1, is_edited: 1, owner_id: 1 } });
  });

  it.runIf(params.length > 0)('refuses absurd path parameters with 400 or 404', async () => {
    for (const name of params) {
      // A free-text parameter (a search in the path) may answer 200 to any of them; injections go in as well.
      const isFreeText = wellFormed.freeText?.includes(name) ?? false;
      const allowed = isFreeText ? [200, 400, 404] : [400, 404];
      for (const value of ABSURD_IDS.filter((id) => id !== '0' || !wellFormed.zeroIsValid?.includes(name))) {
        const response = await send(`${name}=${value}`, { params: { [name]: value } });
        expect(allowed, `${name}=${value}: ${response.body}`).toContain(response.statusCode);
      }
      if (!isFreeText) continue;
      for (const text of INJECTIONS) {
        const response = await send(`${name}=${JSON.stringify(text)}`, {
          params: { [name]: encodeURIComponent(text) },
        });
        expect(allowed, `${name}=${JSON.stringify(text)}: ${response.body}`).toContain(response.statusCode);
      }
    }
  });

  it('survives duplicated query keys and injection in the query string', async () => {
    await send('duplicated query', { query: '?page=1&page=2' });
    await send('injection query', { query: `?page=${encodeURIComponent("1' OR 1=1--")}&q=%00` });
  });

  it.runIf(takesBody)('never answers 5xx to random JSON bodies (fast-check, fixed seed)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (body) => {
        const response = await send('random body', { body });
        return response.statusCode < 500;
      }),
      { numRuns: 25, seed: SEED },
    );
  });
});

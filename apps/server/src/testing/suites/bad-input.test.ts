// Bad-input sweep (docs/security.md IN1, IN5, IN7, HD4, HD6): for every route, malformed JSON, wrong content types and
// multipart forms, wrong types, missing fields, oversized strings, absurd path ids, injection strings, poisoned bodies
// and unregistered methods get a 4xx in the error shape — never a 5xx, never an internal — and a refused request
// changes neither the database nor the file store. A fast-check property per route sends random JSON bodies, path
// parameters and query strings: 25 runs with a fixed seed in `npm test`; `npm run fuzz` runs more (FUZZ_RUNS, with a
// new seed unless FUZZ_SEED is given; fast-check prints the seed of a failure). Bodies are derived from each route's
// own zod schema. Free text round-trips byte for byte.
import { ROUND_TRIP_TEXTS } from '@portal/contract/test-texts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RegisteredRoute } from '#server/app.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { makeCourse, makePerson } from '#server/testing/factories.ts';
import { sessionHeader } from '#server/testing/identities.ts';
import { jsonAndFile, multipart, type Part } from '#server/testing/multipart.ts';
import { requester } from '#server/testing/requests.ts';
import { buildTestApp } from '#server/testing/test-app.ts';
import {
  expectSafeAnswer,
  fillUrl,
  nextAddress,
  paramNames,
  routeKey,
  storeListing as storeListingOf,
  walkedRoutes,
} from './route-walk.ts';
import { DEFAULT_IDENTITY, WELL_FORMED, type WellFormedRequest } from './well-formed-requests.ts';

// No job workers: a job of an earlier request (a reset token, an e-mail change) must not write between two fingerprints.
const t = await buildTestApp({ workers: false });
afterAll(() => t.close());

const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.FUZZ_RUNS
    ? Date.now() % 2 ** 31
    : 20261123;
if (process.env.FUZZ_RUNS) console.info(`bad-input fuzz: ${FUZZ_RUNS} runs per route, seed ${SEED}`);
const storeListing = () => storeListingOf(t.storeDir);
const routes = walkedRoutes(t.app).filter(
  (route) => !route.url.startsWith('/media/') && !route.url.startsWith('/files/'),
);

interface JsonSchemaObject {
  type?: string | string[];
  properties?: Record<string, JsonSchemaObject>;
  required?: string[];
  maxLength?: number;
}

function jsonSchemaOf(schema: unknown): JsonSchemaObject | null {
  if (!schema || !(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaObject;
}
const bodySchemaOf = (route: RegisteredRoute) => jsonSchemaOf(route.schema?.body);
/** The names of a route's query-string parameters, from its zod schema. */
const queryNamesOf = (route: RegisteredRoute) => Object.keys(jsonSchemaOf(route.schema?.querystring)?.properties ?? {});

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
/**
 * Control characters as they arrive in a URL, percent-encoded: NUL (PostgreSQL refuses it in text, so a NUL that
 * reaches a query is a 500: wapiti's finding, docs/security.md), BEL and US (other C0 controls).
 */
const CONTROL_CHARACTERS = ['%00', 'a%00b', '%07', 'x%1Fy'];
/**
 * A lone surrogate (U+D800 in UTF-8 form, which is no valid UTF-8): the router refuses it in a path, and the app's
 * `onRequest` check (`hasMalformedQuery`) in a query string, both with 400.
 */
const LONE_SURROGATE = '%ED%A0%80';
const ABSURD_IDS = ['0', '-1', '9223372036854775808', 'abc', '1.5', '%2e%2e%2f', '%00', '..%2f', 'x'.repeat(101)];

describe.each(routes.map((route) => [routeKey(route), route] as const))('%s', (key, route) => {
  const wellFormed: WellFormedRequest = WELL_FORMED[key] ?? {};
  const schema = bodySchemaOf(route);
  // A DELETE takes a body only where its schema declares one (the participant's forum delete).
  const takesBody = !['GET', 'HEAD', 'DELETE'].includes(route.method) || schema !== null;
  const params = paramNames(route.url);
  const queryNames = queryNamesOf(route);
  let baseline: Record<string, string> | undefined;
  let files: string | undefined;
  const isMultipart = ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes(
    'multipart/form-data',
  );

  const send = async (
    label: string,
    change: {
      params?: Record<string, string>;
      body?: unknown;
      raw?: string | Buffer;
      contentType?: string;
      query?: string;
      method?: string;
    } = {},
    /** Compare the data after this request (the property compares once around all its runs instead). */
    checkData = true,
  ): Promise<LightMyRequestResponse> => {
    const identity =
      wellFormed.identity ?? (route.access === 'public' ? undefined : DEFAULT_IDENTITY[route.access ?? '']);
    const headers: Record<string, string> = identity ? await sessionHeader(t.db, identity) : {};
    const url = fillUrl(route.url, { ...wellFormed.params, ...change.params }) + (change.query ?? '');
    let payload: string | Buffer | undefined;
    if (change.raw !== undefined) payload = change.raw;
    else if (takesBody) payload = JSON.stringify(change.body === undefined ? (wellFormed.body ?? {}) : change.body);
    if (payload !== undefined) headers['content-type'] = change.contentType ?? 'application/json';
    // Jobs an accepted write queued (its mails, its notifications' fan-out) run before data is compared.
    if (baseline === undefined) await t.jobs.drain();
    baseline ??= await dbFingerprint(t.db);
    files ??= storeListing();
    const method = (change.method ?? route.method) as 'POST' | 'HEAD';
    // A client address of its own per request, so that per-address limits (login, 404 probes) never answer.
    const response = await t.app.inject({ method, url, headers, payload, remoteAddress: nextAddress() });
    if (method === 'HEAD') expect(response.statusCode, `${key} HEAD`).toBeLessThan(500);
    else expectSafeAnswer(response, `${key} ${label}`);
    if (route.method !== 'GET' && checkData) {
      await t.jobs.drain();
      const after = await dbFingerprint(t.db);
      const listing = storeListing();
      if (response.statusCode >= 400) {
        expect(after, `${key} ${label} changed data`).toEqual(baseline);
        expect(listing, `${key} ${label} changed the file store`).toBe(files);
      }
      baseline = after;
      files = listing;
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
    // UTF-16 with a byte-order mark, declared as JSON (which is UTF-8).
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"a":1}', 'utf16le')]);
    expect([400, 415]).toContain((await send('UTF-16 body', { raw: utf16 })).statusCode);
  });

  it.runIf(isMultipart)('refuses broken multipart forms with 400 (no file kept)', async () => {
    const form = (parts: Part[]) => {
      const body = multipart(parts);
      return { raw: body.payload, contentType: body.headers['content-type'] };
    };
    const cases: [string, { raw: Buffer; contentType: string }][] = [
      ['no parts', form([])],
      ['invalid JSON in the json part', form([{ name: 'json', value: '{"title": ' }])],
      ['poisoned json part', form([{ name: 'json', value: '{"__proto__":{"admin":true}}' }])],
      ['an unknown part name', form([{ name: 'wrong', filename: 'a.pdf', value: '%PDF-1.4' }])],
      [
        'a boundary that never closes',
        {
          raw: Buffer.from('--x\r\nContent-Disposition: form-data; name="json"\r\n\r\n{'),
          contentType: 'multipart/form-data; boundary=x',
        },
      ],
    ];
    for (const [label, request] of cases) {
      const response = await send(label, request);
      expect([400, 413, 415], `${label}: ${response.body}`).toContain(response.statusCode);
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

  it.runIf(['GET', 'DELETE'].includes(route.method) && (params.length > 0 || queryNames.length > 0))(
    'refuses a NUL, another control character or a lone surrogate in each query and path parameter with 4xx',
    async () => {
      const wellFormedQuery = wellFormed.query ?? {};
      const queryOf = (name: string, value: string) =>
        `?${[...Object.entries(wellFormedQuery).filter(([other]) => other !== name), [name, value] as const]
          .map(([key, raw]) => `${encodeURIComponent(key)}=${key === name ? raw : encodeURIComponent(raw)}`)
          .join('&')}`;
      const cases: [string, Parameters<typeof send>[1]][] = [];
      for (const value of [...CONTROL_CHARACTERS, LONE_SURROGATE]) {
        for (const name of params) cases.push([`${name}=${value}`, { params: { [name]: value } }]);
        for (const name of queryNames) cases.push([`?${name}=${value}`, { query: queryOf(name, value) }]);
      }
      for (const [label, change] of cases) {
        // send() checks: below 500, the error shape, no leak, and (for a DELETE) that nothing changed.
        const response = await send(label, change);
        expect(response.statusCode, `${label}: ${response.body}`).toBeGreaterThanOrEqual(400);
      }
    },
  );

  it('survives duplicated query keys and injection in the query string', async () => {
    await send('duplicated query', { query: '?page=1&page=2' });
    await send('injection query', { query: `?page=${encodeURIComponent("1' OR 1=1--")}&q=%00` });
  });

  it('answers unregistered methods with 404 or 405, and HEAD with nothing of the body', async () => {
    for (const method of ['TRACE', 'PUT', 'PATCH', 'DELETE', 'POST'].filter((m) => m !== route.method)) {
      if (method === 'PUT' && key.startsWith('PUT ')) continue;
      // Another route of that method may match this path (PATCH …/courses/:id matches …/courses/options).
      const sibling = routes.some(
        (other) =>
          other.method === method &&
          new RegExp(`^${other.url.replace(/:[A-Za-z_]\w*/g, '[^/]+').replace(/\*$/, '.*')}$`).test(route.url),
      );
      if (sibling) continue;
      const response = await send(`method ${method}`, { method });
      expect([404, 405], `${method}: ${response.body}`).toContain(response.statusCode);
    }
    if (route.method === 'GET') {
      const head = await send('HEAD', { method: 'HEAD' });
      expect(head.body, 'HEAD answers no body').toBe('');
    }
  });

  it(`never answers 5xx to random bodies, path parameters and query strings (fast-check, ${FUZZ_RUNS} runs, seed ${SEED})`, {
    timeout: Math.max(30_000, FUZZ_RUNS * 300),
  }, async () => {
    // Printable ASCII (quotes, slashes, percent signs), any Unicode, and the injection strings of class 7.
    const text = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.string({ unit: 'grapheme', maxLength: 120 }),
      fc.constantFrom(...INJECTIONS),
    );
    const shapes: fc.Arbitrary<{ body?: unknown; params?: Record<string, string>; query?: string }>[] = [
      fc
        .dictionary(fc.string({ unit: 'grapheme', maxLength: 12 }), fc.oneof(text, fc.array(text, { maxLength: 3 })))
        .map((entries) => ({
          query: `?${new URLSearchParams(Object.entries(entries).flatMap(([name, value]) => [value].flat().map((v): [string, string] => [name, v]))).toString()}`,
        })),
    ];
    if (takesBody) shapes.push(fc.jsonValue({ maxDepth: 3 }).map((body) => ({ body })));
    if (params.length > 0) {
      shapes.push(
        // One parameter at a time, the others well-formed, so that the handler is reached.
        fc
          .tuple(fc.constantFrom(...params), text)
          .map(([name, value]) => ({ params: { [name]: encodeURIComponent(value) } })),
      );
    }
    // Data is compared once around all runs (a fingerprint per run would cost more than the requests): when
    // every run was refused, nothing may have changed.
    if (route.method !== 'GET') await t.jobs.drain();
    const before = route.method === 'GET' ? null : await dbFingerprint(t.db);
    const filesBefore = storeListing();
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(...shapes), async (change) => {
        // send() asserts the status, the error shape and the leak patterns.
        const response = await send(`random ${JSON.stringify(change).slice(0, 200)}`, change, false);
        if (response.statusCode < 400) accepted += 1;
      }),
      { numRuns: FUZZ_RUNS, seed: SEED },
    );
    if (before && accepted === 0) {
      await t.jobs.drain();
      expect(await dbFingerprint(t.db), 'refused random requests changed data').toEqual(before);
      expect(storeListing(), 'refused random requests changed the file store').toBe(filesBefore);
    }
    baseline = undefined;
    files = undefined;
  });
});

describe('free text round-trips byte for byte (IN5)', () => {
  // The same texts as the browser test (e2e/stored-text.spec.ts) types.
  const TEXTS = ROUND_TRIP_TEXTS;
  const api = requester(() => t.app);

  it.each(Object.entries(TEXTS))('%s: forum posts, replies, both profiles and course names', async (_name, text) => {
    const participant = await makePerson(t.db, 'participant');
    const coordinator = await makePerson(t.db, 'coordinator', { mobileNo: '01712345678' });
    const admin = await makePerson(t.db, 'admin');
    const course = await makeCourse(t.db, { participants: [participant], coordinators: [coordinator] });

    const posted = await api.call(participant, 'POST', `/api/participant/forum/create_post/${course.id}`, {
      post_title: text,
      post_body: text,
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const replied = await api.call(coordinator, 'POST', `/api/coordinator/posts/${posted.body.id}/reply`, {
      reply_body: text,
    });
    expect(replied.status, JSON.stringify(replied.body)).toBe(201);
    const read = await api.call(participant, 'GET', `/api/participant/forum/post/${posted.body.id}`);
    expect(read.body.post.title).toBe(text);
    expect(read.body.post.body).toBe(text);
    expect(read.body.replies[0].body).toBe(text);

    const profile = {
      first_name: text,
      last_name: text,
      email: coordinator.email,
      mobile_no: '01712345678',
      occupation: text,
      gender: 0,
    };
    const updated = await api.sendForm(coordinator, 'PATCH', '/api/coordinator/user/update', jsonAndFile(profile));
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const mine = await api.call(coordinator, 'GET', '/api/coordinator/user/my_profile');
    expect([mine.body.first_name, mine.body.last_name, mine.body.occupation]).toEqual([text, text, text]);

    const participantProfile = {
      first_name: text,
      last_name: text,
      email: participant.email,
      mobile_no: '01712345670',
      organization_id: 0,
      organization_name: text,
      designation: text,
      present_address: text,
      permanent_address: text,
      experience_in_bank: 4,
      last_academic_degree: text,
      gender: 0,
      dob: '1992-03-04',
      alternative_contact: { mobile_no: '01812345678', relation: text },
    };
    const saved = await api.sendForm(
      participant,
      'PATCH',
      '/api/participant/user/update',
      jsonAndFile(participantProfile),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const own = (await api.call(participant, 'GET', '/api/participant/user/my_profile')).body;
    expect([
      own.first_name,
      own.last_name,
      own.other_org_name,
      own.designation,
      own.present_address,
      own.permanent_address,
      own.last_academic_degree,
      own.alternate_contact_relation,
    ]).toEqual(Array(8).fill(text));

    const created = await api.call(admin, 'POST', '/api/admin/courses', {
      ...WELL_FORMED['POST /api/admin/courses']?.body,
      name: text,
      short_name: `IN5-${admin.id}`,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const shown = await api.call(admin, 'GET', `/api/admin/courses/${created.body.id}`);
    expect(JSON.stringify(shown.body)).toContain(JSON.stringify(text));
  });
});

describe('after the sweep', () => {
  it('the app is still healthy', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

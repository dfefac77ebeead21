// The public reads kept in the process (public-cache.ts): after the first request an answer costs no SQL
// statement, revalidates with ETag / 304, is sent in the coding the client accepts as compressed once, carries
// the same headers as before, and is dropped by every change that it shows — in this process at once and (on
// PostgreSQL) in a second server process on the same database.
import zlib from 'node:zlib';
import { defineEndpoint } from '@portal/contract';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ChangeFeed } from '#server/core/db/changes.ts';
import { programs } from '#server/core/db/schema/index.ts';
import { matchesEtag, pickEncoding } from '#server/core/http/prepared-answer.ts';
import { DEMO_IDENTITIES, sessionHeader, userIdOf } from '#server/testing/identities.ts';
import { jsonAndFile } from '#server/testing/multipart.ts';
import { eventually } from '#server/testing/processes.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { createPublicCache } from './public-cache.ts';

const statements: string[] = [];
let t: TestApp;
let admin: { authorization: string };
let coordinatorId: number;
beforeAll(async () => {
  t = await buildTestApp({ onQuery: (query) => statements.push(query) });
  admin = await sessionHeader(t.db, 'ADM');
  coordinatorId = await userIdOf(t.db, DEMO_IDENTITIES.C1);
});
afterAll(() => t.close());

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

/** Statements sent while `work` runs. */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const from = statements.length;
  await work();
  return statements.slice(from);
}

const PUBLIC_READS = [
  '/api/gallery/home-images',
  '/api/gallery/home-images?offset=2',
  '/api/certification-programs',
  '/api/certification-programs?limit=2',
  '/api/certification-programs/ceaml',
  '/api/director-messages/1',
  '/api/public/selection-options',
];

describe('answers kept in the process', () => {
  it.each(PUBLIC_READS)('%s: the second and later requests send no SQL statement and the same bytes', async (url) => {
    const first = await get(t, url);
    expect(first.statusCode).toBe(200);
    const later = await statementsOf(async () => {
      for (let i = 0; i < 3; i += 1) {
        const again = await get(t, url);
        expect(again.statusCode).toBe(200);
        expect(again.body).toBe(first.body);
        expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(again.headers['cache-control']).toBe('public, no-cache');
      }
    });
    expect(later).toEqual([]);
  });

  it('keeps a coordinator profile, and keys the programme page by its short name in any case', async () => {
    await get(t, `/api/coordinator/${coordinatorId}`);
    await get(t, '/api/certification-programs/ccp');
    const later = await statementsOf(async () => {
      expect((await get(t, `/api/coordinator/${coordinatorId}`)).statusCode).toBe(200);
      for (const name of ['CCP', 'Ccp']) {
        expect((await get(t, `/api/certification-programs/${name}`)).json().data.program_short_name).toBe('CCP');
      }
    });
    expect(later).toEqual([]);
  });

  it('does not keep a 404: a programme that appears later is answered at once', async () => {
    expect((await get(t, '/api/certification-programs/later-t')).statusCode).toBe(404);
    const again = await statementsOf(async () => {
      const response = await get(t, '/api/certification-programs/later-t');
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
    });
    expect(again.length).toBeGreaterThan(0);
    // Written behind the app's back (no announcement): only an answer never kept can show it.
    await t.db.insert(programs).values({ shortName: 'LATER-T', name: 'Later', sortOrder: 95 });
    expect((await get(t, '/api/certification-programs/later-t')).statusCode).toBe(200);
  });

  it('answers 304 without a body to a matching If-None-Match, with the same validators', async () => {
    const first = await get(t, '/api/certification-programs/ceaml');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    for (const header of [etag, `"nope", ${etag}`, etag.slice(2), '*']) {
      const revalidated = await get(t, '/api/certification-programs/ceaml', { 'if-none-match': header });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers['cache-control']).toBe('public, no-cache');
    }
    const changed = await get(t, '/api/certification-programs/ceaml', { 'if-none-match': 'W/"other"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);
  });

  it('sends the brotli or gzip form compressed once, which decompresses to the same JSON', async () => {
    const url = '/api/certification-programs/ceaml';
    const plain = await get(t, url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await get(t, url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get(t, url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // The same stored bytes each time: compressed when kept, not per request.
    expect((await get(t, url, { 'accept-encoding': 'br' })).rawPayload.equals(br.rawPayload)).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
  });

  it('carries every header the app sets on its answers, on a kept answer as on a fresh one', async () => {
    const url = '/api/director-messages/2';
    const fresh = await get(t, url);
    const kept = await get(t, url);
    const other = await get(t, '/api/health');
    const names = (headers: Record<string, unknown>) =>
      Object.keys(headers)
        .filter((name) => !['date', 'x-request-id', 'content-length'].includes(name))
        .sort();
    expect(names(kept.headers)).toEqual(names(fresh.headers));
    for (const name of names(other.headers).filter((name) => name !== 'cache-control')) {
      expect(kept.headers[name], name).toBeDefined();
    }
    for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy']) {
      expect(kept.headers[name], name).toBe(other.headers[name]);
    }
    expect(kept.headers['content-disposition']).toBe('attachment; filename="api.json"');
  });
});

describe('dropped by every change it shows', () => {
  it('shows an admin edit of a programme on the very next request, on its page and in the list', async () => {
    const list = (await get(t, '/api/certification-programs')).json().data.programs;
    const ctf = list.find((p: { program_short_name: string }) => p.program_short_name === 'CTF');
    const page = (await get(t, '/api/certification-programs/ctf')).json().data;
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/programs/${ctf.id}`,
      headers: admin,
      payload: {
        short_name: 'CTF',
        name: 'Certified Trade Finance Professional (renamed)',
        sort_order: 3,
        module: page.module,
        description: '<p>New description.</p>',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await get(t, '/api/certification-programs/ctf')).json().data;
    expect(after).toMatchObject({
      program_name: expect.stringContaining('(renamed)'),
      description: '<p>New description.</p>',
    });
    const names = (await get(t, '/api/certification-programs'))
      .json()
      .data.programs.map((p: { program_name: string }) => p.program_name);
    expect(names).toContain(after.program_name);
  });

  it('shows a new organisation in the options on the very next request', async () => {
    await get(t, '/api/public/selection-options');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/organizations',
      headers: admin,
      payload: { name: 'Cache Test Bank' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const labels = (await get(t, '/api/public/selection-options'))
      .json()
      .organizations.map((o: { label: string }) => o.label);
    expect(labels).toContain('Cache Test Bank');
  });

  it("shows a coordinator's own profile change on their public profile and on programme pages at once", async () => {
    const coordinator = await sessionHeader(t.db, 'C1');
    const before = (await get(t, `/api/coordinator/${coordinatorId}`)).json().data;
    await get(t, '/api/certification-programs/ceaml');
    const form = jsonAndFile({
      first_name: 'Ayesha',
      last_name: 'Siddiqua Renamed',
      email: before.email,
      mobile_no: '01812345678',
      occupation: 'Dean',
      gender: 0,
    });
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/coordinator/user/update',
      headers: { ...coordinator, ...form.headers },
      payload: form.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(t, `/api/coordinator/${coordinatorId}`)).json().data).toMatchObject({
      name: 'Ayesha Siddiqua Renamed',
      designation: 'Dean',
    });
    const listed = (await get(t, '/api/certification-programs/ceaml')).json().data.program_coordinators;
    expect(listed).toContainEqual(
      expect.objectContaining({ coordinator_id: coordinatorId, coordinator_name: 'Ayesha Siddiqua Renamed' }),
    );
  });

  it('leaves out a deactivated coordinator at once, and shows them again when activated', async () => {
    const id = await userIdOf(t.db, DEMO_IDENTITIES.C2);
    const active = (on: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/coordinators/${id}/active`,
        headers: admin,
        payload: { active: on },
      });
    const onPage = async () =>
      (await get(t, '/api/certification-programs/ccp'))
        .json()
        .data.program_coordinators.some((c: { coordinator_id: number }) => c.coordinator_id === id);
    expect((await get(t, `/api/coordinator/${id}`)).statusCode).toBe(200);
    expect(await onPage()).toBe(true);
    expect((await active(false)).statusCode).toBe(200);
    expect((await get(t, `/api/coordinator/${id}`)).statusCode).toBe(404);
    expect(await onPage()).toBe(false);
    expect((await active(true)).statusCode).toBe(200);
    expect((await get(t, `/api/coordinator/${id}`)).statusCode).toBe(200);
    expect(await onPage()).toBe(true);
  });

  it('keeps the answer read when an unrelated session ends (a logout changes nothing public)', async () => {
    await get(t, '/api/director-messages/1');
    const session = await sessionHeader(t.db, 'P1');
    await t.app.inject({ method: 'POST', url: '/api/participant/user/logout', headers: session });
    expect(await statementsOf(() => get(t, '/api/director-messages/1'))).toEqual([]);
  });
});

describe('the cache on its own', () => {
  const ENDPOINT = defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/x',
    access: 'public',
    summary: 'A test read',
    responses: { 200: z.object({ n: z.number() }) },
  });

  /** A feed that hears nothing (as while the listener connection is lost), or one whose changes the test sends. */
  function feed(live: boolean) {
    const handlers: { topic: string; handler: (key: string | null) => void }[] = [];
    const changes: ChangeFeed = {
      async announce() {},
      async signal() {},
      on: (topic, handler) => void handlers.push({ topic, handler }),
      live,
      async close() {},
    };
    const emit = (topic: string, key: string | null) => {
      for (const entry of handlers) if (entry.topic === topic) entry.handler(key);
    };
    return { changes, emit };
  }

  async function appWith(changes: ChangeFeed, during: () => Promise<void> = async () => {}) {
    const app = Fastify();
    const cache = createPublicCache(changes, 'public, no-cache');
    let reads = 0;
    app.get('/x', async (req, reply) =>
      cache.answer(ENDPOINT, '', req, reply, async () => {
        reads += 1;
        const n = reads;
        await during();
        return { n };
      }),
    );
    await app.ready();
    return { app, cache, reads: () => reads };
  }

  it('shares one read between requests that miss the same answer at once', async () => {
    const { app, reads } = await appWith(feed(true).changes, () => new Promise((resolve) => setTimeout(resolve, 20)));
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject('/x')));
    expect(answers.map((answer) => answer.json())).toEqual(Array.from({ length: 5 }, () => ({ n: 1 })));
    expect(reads()).toBe(1);
    await app.close();
  });

  it('does not keep an answer read while a change came', async () => {
    const { changes, emit } = feed(true);
    let changeOnce = true;
    const { app, cache, reads } = await appWith(changes, async () => {
      if (changeOnce) emit('public', null);
      changeOnce = false;
    });
    expect((await app.inject('/x')).json()).toEqual({ n: 1 });
    expect(cache.size).toBe(0);
    expect((await app.inject('/x')).json()).toEqual({ n: 2 });
    expect((await app.inject('/x')).json()).toEqual({ n: 2 });
    expect(reads()).toBe(2);
    await app.close();
  });

  it('keeps nothing while the change feed is not live', async () => {
    const { app, cache, reads } = await appWith(feed(false).changes);
    for (let i = 0; i < 3; i += 1) await app.inject('/x');
    expect(reads()).toBe(3);
    expect(cache.size).toBe(0);
    await app.close();
  });

  it('drops everything on a public change and on a user change, not on a session end', async () => {
    const { changes, emit } = feed(true);
    const { app, reads } = await appWith(changes);
    await app.inject('/x');
    await app.inject('/x');
    expect(reads()).toBe(1);
    emit('session', 's42');
    await app.inject('/x');
    expect(reads()).toBe(1);
    emit('session', 'u7');
    expect((await app.inject('/x')).json()).toEqual({ n: 2 });
    emit('public', null);
    expect((await app.inject('/x')).json()).toEqual({ n: 3 });
    emit('session', null);
    expect((await app.inject('/x')).json()).toEqual({ n: 4 });
    await app.close();
  });

  it('negotiates codings and validators as RFC 9110 says', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0.1, gzip')).toBe('gzip');
    expect(matchesEtag('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('"b"', 'W/"a"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"a"')).toBe(false);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await buildTestApp({ sameDatabaseAs: t });
  });
  afterAll(() => second.close());

  it('shows on the second process what an admin publishes on the first', async () => {
    const [row] = await t.db.select({ id: programs.id }).from(programs).where(eq(programs.shortName, 'CCP'));
    const before = (await get(second, '/api/certification-programs/ccp')).json().data;
    expect((await get(second, '/api/certification-programs/ccp')).json().data).toEqual(before);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/programs/${row!.id}`,
      headers: admin,
      payload: {
        short_name: 'CCP',
        name: 'Certified Credit Professional (second process)',
        sort_order: 2,
        module: before.module,
        description: before.description,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const seen = await eventually(
      async () =>
        (await get(second, '/api/certification-programs/ccp')).json().data.program_name ===
        'Certified Credit Professional (second process)',
    );
    expect(seen).toBe(true);
  });

  it('keeps nothing on a process whose listener connection is lost', async () => {
    const spare = await buildTestApp({ sameDatabaseAs: t });
    try {
      await spare.changes.close();
      expect((await get(spare, '/api/certification-programs/later-t')).statusCode).toBe(200);
      await t.db.update(programs).set({ name: 'Behind its back' }).where(eq(programs.shortName, 'LATER-T'));
      expect((await get(spare, '/api/certification-programs/later-t')).json().data.program_name).toBe(
        'Behind its back',
      );
    } finally {
      await spare.close();
    }
  });
});

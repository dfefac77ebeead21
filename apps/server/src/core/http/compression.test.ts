// Answers compressed per request (the work areas' JSON) are gzip, also for a browser that accepts brotli: a brotli
// stream per answer cost the server tens of megabytes at its peak (PER_REQUEST_COMPRESSION, docs/performance.md,
// "Memory"). What is compressed once keeps its brotli form (web-static.test.ts, public-cache.test.ts); the work
// areas' kept answers are gzip only too (kept-answers.test.ts). This app keeps no answers (KEEP_ANSWERS=off), so
// that its list goes through the compression per request.
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeader } from '#server/testing/identities.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { COMPRESS_THRESHOLD } from './prepared-answer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { KEEP_ANSWERS: 'off' } });
});
afterAll(() => t.close());

describe('compression per request', () => {
  it('sends a work-area list above the threshold as gzip to a browser that also accepts brotli', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/participant/forum/all_posts',
      headers: { ...(await sessionHeader(t.db, 'P1')), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    const json = zlib.gunzipSync(answer.rawPayload);
    expect(json.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect((JSON.parse(json.toString()) as { total_data: number }).total_data).toBeGreaterThan(0);
  });
});

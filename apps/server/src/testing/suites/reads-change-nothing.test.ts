// "Only a write request changes data" (core/http/kept-answers.ts): the work areas' kept answers are dropped by the
// write requests that succeed (app.ts), so a GET that changed a row would leave every process answering the old
// list. Every GET route of the API, sent its well-formed request (well-formed-requests.ts) by its role, must leave
// every table as it was (sessions and sign-in counters aside: a session's last use is not data any answer shows).
import { afterAll, expect, it } from 'vitest';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { buildTestApp } from '#server/testing/test-app.ts';
import { routeKey, walkedRoutes } from './route-walk.ts';
import { wellFormedInject } from './well-formed-requests.ts';

const t = await buildTestApp();
afterAll(() => t.close());

it('changes nothing with any GET of the API', async () => {
  const reads = walkedRoutes(t.app).filter((route) => route.url.startsWith('/api/') && route.method === 'GET');
  const answered: string[] = [];
  for (const route of reads) {
    const request = await wellFormedInject(t.db, route);
    const before = await dbFingerprint(t.db);
    const response = await t.app.inject(request);
    const after = await dbFingerprint(t.db);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    expect(changed, `${routeKey(route)} (${response.statusCode}) changed ${changed.join(', ')}`).toEqual([]);
    if (response.statusCode === 200) answered.push(routeKey(route));
  }
  // The walk reads for real: most of the reads answer their data.
  expect(answered.length, answered.join('; ')).toBeGreaterThan(reads.length / 2);
});

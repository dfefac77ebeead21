// "Only a write that declares it changes data" (core/http/kept-answers.ts): the work areas' kept answers are
// dropped by the write requests that succeed and declare `changes: 'work'` (app.ts), so a GET that changed a row,
// or a write declaring `changes: 'none'` that did, would leave every process answering the old list. Every GET
// route of the API and every write declaring `none`, sent its well-formed request (well-formed-requests.ts) by its
// role, must leave every table as it was (sessions and sign-in counters aside: a session's last use, a sign-in's
// or sign-out's session, are not data any answer shows).
import { afterAll, expect, it } from 'vitest';
import type { RegisteredRoute } from '#server/app.ts';
import { dbFingerprint } from '#server/testing/db-fingerprint.ts';
import { buildTestApp } from '#server/testing/test-app.ts';
import { routeKey, walkedRoutes } from './route-walk.ts';
import { wellFormedInject } from './well-formed-requests.ts';

// No job workers: a job of an earlier request (a reset token, an e-mail change) must not write between two fingerprints.
const t = await buildTestApp({ workers: false });
afterAll(() => t.close());

/** Sends each route its well-formed request; fails on any table it changed; answers the routes that succeeded. */
async function sendEach(routes: RegisteredRoute[]): Promise<string[]> {
  const answered: string[] = [];
  for (const route of routes) {
    const request = await wellFormedInject(t.db, route);
    const before = await dbFingerprint(t.db);
    const response = await t.app.inject(request);
    const after = await dbFingerprint(t.db);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    expect(changed, `${routeKey(route)} (${response.statusCode}) changed ${changed.join(', ')}`).toEqual([]);
    if (response.statusCode < 300) answered.push(routeKey(route));
  }
  return answered;
}

const api = () => walkedRoutes(t.app).filter((route) => route.url.startsWith('/api/'));

it('changes nothing with any GET of the API', async () => {
  const reads = api().filter((route) => route.method === 'GET');
  const answered = await sendEach(reads);
  // The walk reads for real: most of the reads answer their data.
  expect(answered.length, answered.join('; ')).toBeGreaterThan(reads.length / 2);
});

it("changes nothing with any write declaring changes: 'none'", async () => {
  const writes = api().filter((route) => route.method !== 'GET' && route.changes === 'none');
  // Download links, the invitations' CSV check, sign-in and the sign-outs.
  expect(writes.length).toBeGreaterThanOrEqual(10);
  const answered = await sendEach(writes);
  expect(answered.length, answered.join('; ')).toBeGreaterThan(writes.length / 2);
});

// "A write drops the kept answers it changes, and only through the courses it reports" (core/http/kept-answers.ts):
// the work areas' answers are kept per caller, each recording its caller's courses, and a write declaring
// `changes: 'courses'` drops only the answers of the courses its handler reports (`ctx.touches`). A write that forgot
// a course would leave that course's members reading the answer from before it. Checked over every write of the
// API rather than route by route: every kept read (a descriptor with `keep: true`) is asked by every demo member of
// its role, so that each holds a kept answer; then each write is sent as the bad-input suite's well-formed request
// (well-formed-requests.ts); after each one not refused, every read is asked again (kept if the write did not drop
// it), everything is dropped,
// and every read is asked once more, fresh. Any read whose kept answer differs from the fresh one is a write that
// changed it without dropping it: it fails here, naming the write, the read and the caller. A `courses` write that
// succeeded without reporting a course fails too (it drops everything, which is safe but no longer per course).
// Kinds of data (decision 045): a write drops only the kept answers whose read names a kind it declares, so a read
// that names too few kinds (the `reads` of its descriptor), or a write that declares too few (`kinds`), leaves an
// answer from before the write and fails here the same way; and a write's signal must carry the kinds it declares.
// A per-course write that takes a file is sent as a real form (UPLOADS), since the suite's JSON would be refused: a
// submission moves both dashboards' counts, so one that declared too few kinds fails here.
import * as contract from '@portal/contract';
import { afterAll, expect, it } from 'vitest';
import { courseChangeOfKey } from '#server/core/db/changes.ts';
import { DEMO_IDENTITIES, type IdentityName, ROLE_OF_IDENTITY, sessionHeader } from '#server/testing/identities.ts';
import { jsonAndFile, type MultipartBody, multipart, tinyPdf } from '#server/testing/multipart.ts';
import { buildTestApp } from '#server/testing/test-app.ts';
import { fillUrl, routeKey, walkedRoutes } from './route-walk.ts';
import { WELL_FORMED, wellFormedInject } from './well-formed-requests.ts';

const t = await buildTestApp();
afterAll(() => t.close());

// What each write signalled on the change feed (`work` with the key of its courses, or alone for everything).
const signalled: Array<string | null> = [];
const signal = t.changes.signal.bind(t.changes);
t.changes.signal = (db, topic, key) => {
  if (topic === 'work') signalled.push(key ?? null);
  return signal(db, topic, key);
};

/** Every descriptor of the contract, by method and path. */
function descriptors(): Map<string, contract.EndpointDef> {
  const found = new Map<string, contract.EndpointDef>();
  const visit = (value: unknown, depth: number) => {
    if (typeof value !== 'object' || value === null || depth > 3) return;
    const endpoint = value as Partial<contract.EndpointDef>;
    if (typeof endpoint.method === 'string' && typeof endpoint.path === 'string' && 'access' in endpoint) {
      found.set(`${endpoint.method} ${endpoint.path}`, endpoint as contract.EndpointDef);
      return;
    }
    for (const inner of Object.values(value)) visit(inner, depth + 1);
  };
  for (const exported of Object.values(contract)) visit(exported, 0);
  return found;
}
const DESCRIPTORS = descriptors();

/**
 * The per-course writes that take a file, as real forms (demo data: participant@demo.test has not submitted to course
 * A's open assignment 2; coordinator@demo.test runs course A and set assignment 1).
 */
const UPLOADS: Record<string, () => MultipartBody> = {
  'POST /api/participant/assignments/upload/:assignmentId': () =>
    multipart([
      { name: 'assignment_file', filename: 'answer.pdf', value: tinyPdf('answer'), contentType: 'application/pdf' },
    ]),
  'POST /api/coordinator/assignments/upload/:courseId': () =>
    jsonAndFile(
      { title: 'An assignment of the suite', last_submission_date: '2999-1-1 00:00:00' },
      { field: 'assignment_file', name: 'Brief.pdf', data: tinyPdf('brief'), contentType: 'application/pdf' },
    ),
  'PATCH /api/coordinator/assignments/:id/edit': () =>
    jsonAndFile({ title: 'Renamed by the suite', last_submission_date: '2999-1-1 00:00:00' }),
};

/** Every read whose answer is kept per caller, from the contract's descriptors. */
function keptReads(): Array<{ path: string; access: string }> {
  return [...DESCRIPTORS.values()]
    .filter((endpoint) => endpoint.method === 'GET' && endpoint.keep)
    .map((endpoint) => ({ path: endpoint.path, access: endpoint.access }));
}

const members = (Object.keys(DEMO_IDENTITIES) as IdentityName[]).filter((name) => ROLE_OF_IDENTITY[name] !== 'admin');
const headers = new Map<IdentityName, { authorization: string }>();
for (const name of members) headers.set(name, await sessionHeader(t.db, name));

/** Each kept read as each member of its role, with its well-formed parameters. */
const reads = keptReads().flatMap(({ path, access }) => {
  const request = WELL_FORMED[`GET ${path}`] ?? {};
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  const url = fillUrl(path, request.params) + query;
  return members
    .filter((name) => ROLE_OF_IDENTITY[name] === access)
    .map((name) => ({ label: `GET ${url} as ${name}`, url, name }));
});

/** Every read's status and body as it is answered now (kept or read). */
async function answers(): Promise<string[]> {
  const out: string[] = [];
  for (const read of reads) {
    const response = await t.app.inject({ method: 'GET', url: read.url, headers: headers.get(read.name) });
    out.push(`${response.statusCode} ${response.body}`);
  }
  return out;
}

it('drops, with every write, every kept answer the write changed', { timeout: 600_000 }, async () => {
  expect(reads.length, 'kept reads found in the contract').toBeGreaterThan(40);
  const writes = walkedRoutes(t.app).filter((route) => route.url.startsWith('/api/') && route.method !== 'GET');
  const perCourse: string[] = [];
  await answers();
  for (const route of writes) {
    const key = routeKey(route);
    const request = await wellFormedInject(t.db, route);
    const descriptor = DESCRIPTORS.get(key);
    const upload = UPLOADS[key]?.();
    if (upload) Object.assign(request, { payload: upload.payload, headers: { ...request.headers, ...upload.headers } });
    else if (route.changes === 'courses' && descriptor?.method !== 'GET' && descriptor?.multipart) {
      expect.fail(`${key} takes a file and drops per course: give it a form in UPLOADS`);
    }
    signalled.length = 0;
    const response = await t.app.inject(request);
    const succeeded = response.statusCode < 300;
    if (route.changes === 'courses' && succeeded) {
      perCourse.push(key);
      expect
        .soft(
          signalled.length > 0 && signalled.every((courses) => courses !== null),
          `${key} (${response.statusCode}) declares changes: 'courses' but reported no course (signalled: ${JSON.stringify(signalled)})`,
        )
        .toBe(true);
      const declared = descriptor && descriptor.method !== 'GET' ? (descriptor.kinds ?? null) : null;
      const carried = signalled.map((signal) => courseChangeOfKey(signal)?.kinds ?? null);
      expect
        .soft(
          carried.map((kinds) => [...(kinds ?? [])].sort()),
          `${key} declares the kinds ${JSON.stringify(declared)} but signalled ${JSON.stringify(signalled)}`,
        )
        .toEqual(carried.map(() => [...(declared ?? [])].sort()));
    }
    // A refused write changed nothing and dropped nothing (the bad-input suite holds every route to that).
    if (response.statusCode >= 400 && response.statusCode < 500) continue;
    const after = await answers();
    await t.changes.signal(t.db, 'work');
    const fresh = await answers();
    reads.forEach((read, i) => {
      if (after[i] === fresh[i]) return;
      expect
        .soft(after[i], `${key} (${response.statusCode}) changed ${read.label} without dropping its kept answer`)
        .toBe(fresh[i]);
    });
  }
  // The walk writes for real: posts, replies, views and submissions of the suite's own succeed.
  expect(perCourse.length, `per-course writes that succeeded: ${perCourse.join('; ')}`).toBeGreaterThanOrEqual(3);
  for (const key of Object.keys(UPLOADS)) expect(perCourse, 'an upload of UPLOADS succeeded').toContain(key);
});

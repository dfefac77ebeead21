// No N+1 (issue 24): every read of the API is sent as its well-formed request, and the statements it sends to the
// database are counted. Each route has a fixed bound (HOT_READS, QUERY_BOUNDS, else DEFAULT_BOUND) that does not
// grow with the rows it answers: a query per row fails here. The session check is one statement of every guarded
// read (each request here carries a fresh session, so the in-process session cache has not seen it).
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '#server/app.ts';
import { type IdentityName, sessionHeader } from '#server/testing/identities.ts';
import { buildTestApp } from '#server/testing/test-app.ts';
import { fillUrl, paramNames, routeKey, walkedRoutes } from './route-walk.ts';
import { DEFAULT_IDENTITY, WELL_FORMED, type WellFormedRequest, wellFormedInject } from './well-formed-requests.ts';

let statements = 0;
/** The beginnings of the statements of the last request, for the message of a failure. */
let sentTexts: string[] = [];
const t = await buildTestApp({
  onQuery: (query) => {
    statements++;
    sentTexts.push(query.replace(/\s+/g, ' ').slice(0, 100));
  },
});
afterAll(() => t.close());

// The marks routes read a component of course 1 (their well-formed requests name component 1): made here while the
// demo data has none.
{
  const { evaluationComponents } = await import('#server/core/db/schema/index.ts');
  const existing = await t.db.select({ id: evaluationComponents.id }).from(evaluationComponents).limit(1);
  if (existing.length === 0) {
    await t.db
      .insert(evaluationComponents)
      .values({ courseId: 1, name: 'Mid-term', maxMarks: '50.00', weight: '30.00' });
  }
}

// The public verify's well-formed request names a certificate's code: made here while the demo data has none.
{
  const { certificates } = await import('#server/core/db/schema/index.ts');
  const { normaliseVerificationCode } = await import('@portal/contract');
  const code = normaliseVerificationCode(WELL_FORMED['GET /api/public/certificates/:code']?.params?.code ?? '') ?? '';
  await t.db
    .insert(certificates)
    .values({
      serial: 'QC-2026-0001',
      code,
      holderName: 'Query Count',
      programName: 'P',
      courseName: 'C',
      resultStatus: 'Pass',
    })
    .onConflictDoNothing();
}

/** What a read may send at most: the session check, the rows, their count and a few lookups. */
const DEFAULT_BOUND = 4;

/**
 * The hot reads of issue 24 (the bench's authenticated scenarios, and the other lists of the same features): one
 * round trip each after the session check. The access check (is the course, assignment, content or post the
 * caller's), the page and its total are one statement (docs/performance.md, "Lists at scale"), so a second
 * statement fails here.
 */
const HOT_READS: Record<string, number> = {
  'GET /api/participant/user/dashboard_details': 2,
  'GET /api/coordinator/user/dashboard_details': 2,
  'GET /api/participant/user/courses/:page': 2,
  'GET /api/coordinator/user/courses/:status/:page': 2,
  'GET /api/participant/contents/:page': 2,
  'GET /api/coordinator/contents/all_contents/:courseId/:status/:filter/:page': 2,
  'GET /api/coordinator/contents/:contentId/details/:page': 2,
  'GET /api/participant/assignments/:page': 2,
  'GET /api/coordinator/assignments/all_assignments/:courseId/:status/:page': 2,
  'GET /api/coordinator/assignments/:id/submit_details/:page': 2,
  'GET /api/participant/forum/all_posts': 2,
  'GET /api/coordinator/posts/all': 2,
  'GET /api/participant/forum/posts/unanswered': 2,
  'GET /api/coordinator/posts/unanswered': 2,
  'GET /api/participant/forum/post/:postId': 2,
  'GET /api/coordinator/post_n_replies/:postId': 2,
  'GET /api/coordinator/participants/:page/:status/:courseId/search=:text': 2,
  // Results (issue 38): the courses, components, releases, released marks and final results in one statement.
  'GET /api/participant/results': 2,
  // Certificates (decision 027): the public verify is one statement, by the unique code.
  'GET /api/public/certificates/:code': 1,
};

/** Other reads that need more than the default, and why. */
const QUERY_BOUNDS: Record<string, number> = { ...HOT_READS };

/** Reads whose well-formed request is refused on purpose (a made-up link token): they prove nothing here. */
const REFUSED = new Set([
  'GET /api/register_auth',
  'GET /api/public/user/forgot-password/verify/:token',
  'GET /api/unsubscribe/:token',
  // A made-up calendar address (404); calendar.routes.test.ts counts a real feed's statements.
  'GET /api/calendar/:file',
  // Open Badges 3.0: the demo data holds no badge (so no key): counted answered in features/badges/badges.reads.test.ts.
  'GET /api/public/badges/keys/:key_id',
  'GET /api/public/badges/status/:list_id',
  'GET /api/public/certificates/:code/badge',
]);

const reads = walkedRoutes(t.app).filter(
  (route) => route.method === 'GET' && route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
);

it('keeps every read under its fixed number of statements', async () => {
  const over: string[] = [];
  const unanswered: string[] = [];
  for (const route of reads) {
    const key = routeKey(route);
    const request = await wellFormedInject(t.db, route);
    statements = 0;
    const response = await t.app.inject(request);
    const used = statements;
    if (response.statusCode >= 300 && !REFUSED.has(key)) unanswered.push(`${key}: ${response.statusCode}`);
    if (used > (QUERY_BOUNDS[key] ?? DEFAULT_BOUND)) over.push(`${key}: ${used} statements (${response.statusCode})`);
  }
  expect(over).toEqual([]);
  // Each read was answered, so its count is that of real work (a refusal costs less and would hide a loop).
  expect(unanswered).toEqual([]);
  expect(reads.length).toBeGreaterThan(50);
  // Every hot read is a route of the API.
  expect(Object.keys(HOT_READS).filter((key) => !reads.some((route) => routeKey(route) === key))).toEqual([]);
});

/** Another caller of the same role, whose courses and rows are not those of the well-formed request's. */
const STRANGER: Partial<Record<IdentityName, IdentityName>> = { P1: 'P2', C1: 'C2' };

/**
 * The cases a single statement must also answer in one round trip: a page past the end (no row to carry the
 * total), a course, assignment, content or post that is not the caller's (no row at all: 404), and the participant
 * list without its search.
 */
function variants(route: RegisteredRoute): { label: string; request: WellFormedRequest }[] {
  const key = routeKey(route);
  const base = WELL_FORMED[key] ?? {};
  const identity = base.identity ?? DEFAULT_IDENTITY[route.access ?? ''];
  const stranger = identity ? STRANGER[identity] : undefined;
  const params = (change: Record<string, string>) => ({ ...base, params: { ...base.params, ...change } });
  const list: { label: string; request: WellFormedRequest }[] = [];
  if (paramNames(route.url).includes('page')) list.push({ label: 'page 999', request: params({ page: '999' }) });
  if (base.query?.page !== undefined)
    list.push({ label: 'page 999', request: { ...base, query: { ...base.query, page: '999' } } });
  if (stranger) list.push({ label: `as ${stranger}`, request: { ...base, identity: stranger } });
  if (paramNames(route.url).includes('text')) list.push({ label: 'no search', request: params({ text: '' }) });
  return list;
}

/** A GET as `request` says, sent by its identity with a fresh session (as wellFormedInject sends the well-formed one). */
async function injectFor(route: RegisteredRoute, request: WellFormedRequest): Promise<InjectOptions> {
  const identity = request.identity ?? DEFAULT_IDENTITY[route.access ?? ''];
  const headers = identity ? await sessionHeader(t.db, identity) : {};
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  return { method: 'GET', url: fillUrl(route.url, request.params) + query, headers };
}

describe('the hot reads', () => {
  it('stay at one statement after the session on an empty page, on rows not the caller’s and unsearched', async () => {
    const over: string[] = [];
    let sent = 0;
    for (const route of reads.filter((read) => HOT_READS[routeKey(read)] !== undefined)) {
      for (const { label, request } of variants(route)) {
        // The session is made before the count starts (its insert is no statement of the read).
        const options = await injectFor(route, request);
        statements = 0;
        sentTexts = [];
        const response = await t.app.inject(options);
        const used = statements;
        sent += 1;
        expect(response.statusCode, `${routeKey(route)} ${label}`).toBeLessThan(500);
        if (used > (HOT_READS[routeKey(route)] ?? 0))
          over.push(
            `${routeKey(route)} ${label}: ${used} statements (${response.statusCode}): ${sentTexts.join(' | ')}`,
          );
      }
    }
    expect(over).toEqual([]);
    expect(sent).toBeGreaterThan(20);
  });
});

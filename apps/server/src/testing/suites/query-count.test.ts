// No N+1 (issue 24): every read of the API is sent as its well-formed request, and the statements it sends to the
// database are counted. Each route has a fixed bound (QUERY_BOUNDS, else DEFAULT_BOUND) that does not grow with
// the rows it answers: a query per row fails here. The session check is one statement of every guarded read.
import { afterAll, expect, it } from 'vitest';
import { buildTestApp } from '#server/testing/test-app.ts';
import { routeKey, walkedRoutes } from './route-walk.ts';
import { wellFormedInject } from './well-formed-requests.ts';

let statements = 0;
const t = await buildTestApp({ onQuery: () => statements++ });
afterAll(() => t.close());

/** What a read may send at most: the session check, the rows, their count and a few lookups. */
const DEFAULT_BOUND = 4;

/** Reads that need more, and why. */
const QUERY_BOUNDS: Record<string, number> = {
  // The content (owner or shared), the caller's courses, then the recipients' page and their count.
  'GET /api/coordinator/contents/:contentId/details/:page': 5,
};

/** Reads whose well-formed request is refused on purpose (a made-up link token): they prove nothing here. */
const REFUSED = new Set(['GET /api/register_auth', 'GET /api/public/user/forgot-password/verify/:token']);

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
});

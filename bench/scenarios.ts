// What the bench measures: one entry per endpoint and caller. run.ts loads them in this order, warms each up,
// measures it, and compares it with its baseline. To add an endpoint, add an entry here (see README.md).

/** What a scenario may use from the running bench: the signed-in bench participant and the data set. */
export interface BenchContext {
  /** A live session token of participant 1 of the bench data set (bench-p1@bench.test). */
  token: string;
  /** That participant's user id and the ids of the courses they are enrolled in. */
  participant: { id: number; email: string; courseIds: number[] };
}

export interface Scenario {
  /** Short, unique; used in the table, in latest.json and as another scenario's `baseline`. */
  name: string;
  /** One line: what the request does on the server. */
  description: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path with its query string; a function when it needs ids from the data set. */
  path: string | ((ctx: BenchContext) => string);
  headers?: Record<string, string> | ((ctx: BenchContext) => Record<string, string>);
  /** A JSON body (sent with `Content-Type: application/json`). */
  body?: unknown;
  /** The name of an earlier scenario: the report gives rps(this) / rps(baseline). */
  baseline?: string;
  /** Status every answer must have (default: any 2xx); anything else counts as a failure. */
  expectStatus?: number;
  /**
   * Headers that change with every request (n = 0, 1, 2, … over the probe, the warm-up and the measured run),
   * added to `headers`. Costs the load generator a request rebuild each time: use only when needed.
   */
  headersPerRequest?: (n: number) => Record<string, string>;
}

const bearer = (ctx: BenchContext) => ({ authorization: `Bearer ${ctx.token}` });

/** What a browser sends with a page or a fetch: the server compresses the answer when it is worth it. */
const browserPage = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };
const browserFetch = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

/**
 * A different client address for every request (10.x.y.z, 16 million of them; the server runs with
 * TRUST_PROXY=true). Pages are rate-limited per address (600 a minute), as they should be; one address would
 * meet the limit within a second. Many visitors, each under the limit, is what a busy day looks like.
 */
const visitorAddress = (n: number) => ({
  'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
});

export const scenarios: Scenario[] = [
  {
    name: 'is_logined (no token)',
    description: 'GET /api/user/is_logined without a token: routing, validation, serialisation; no database work',
    method: 'GET',
    path: '/api/user/is_logined',
  },
  {
    name: 'is_logined (session)',
    description: 'the same route with a valid bearer token: one indexed session + user lookup per request',
    method: 'GET',
    path: '/api/user/is_logined',
    headers: bearer,
    baseline: 'is_logined (no token)',
  },
  {
    name: 'programmes (list)',
    description:
      'GET /api/certification-programs as the browser asks: the first 100 of 300+ programmes in display order, compressed',
    method: 'GET',
    path: '/api/certification-programs',
    headers: browserFetch,
    baseline: 'is_logined (no token)',
  },
  {
    name: 'programmes (list, identity)',
    description: 'the same list for a client that accepts no compression: the ratio prices compressing the answer',
    method: 'GET',
    path: '/api/certification-programs',
    headers: { accept: 'application/json' },
    baseline: 'programmes (list)',
  },
  {
    name: 'programme (detail)',
    description:
      'GET /api/certification-programs/bench-p149: case-insensitive lookup, 6 coordinators in 3 batches, 6 modules + description HTML sanitised',
    method: 'GET',
    path: '/api/certification-programs/bench-p149',
    headers: browserFetch,
    baseline: 'is_logined (no token)',
  },
  {
    name: 'home page (HTML)',
    description:
      'GET / as a browser: the SPA index.html from apps/web/dist, rate-limited per address (a new address each request)',
    method: 'GET',
    path: '/',
    headers: browserPage,
    headersPerRequest: visitorAddress,
    baseline: 'is_logined (no token)',
  },
];

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
}

const bearer = (ctx: BenchContext) => ({ authorization: `Bearer ${ctx.token}` });

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
];

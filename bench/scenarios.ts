// What the bench measures: one entry per endpoint and caller. run.ts loads them in this order, warms each up,
// measures it, and compares it with its baseline. To add an endpoint, add an entry here (see README.md).

import { BUSY_SEARCH_WORD } from './seed-large.ts';

/** What a scenario may use from the running bench: the signed-in bench users and ids of the data set. */
export interface BenchContext {
  /** A live session token of participant 1 of the bench data set (bench-p1@bench.test). */
  token: string;
  /** That participant's user id and the ids of the courses they are enrolled in (ascending). */
  participant: { id: number; email: string; courseIds: number[] };
  /** A live session token of the busy course's coordinator (signed in the same way). */
  coordinatorToken: string;
  /** That coordinator's user id and the ids of the courses they coordinate (ascending). */
  coordinator: { id: number; email: string; courseIds: number[] };
  /**
   * The forum of the data set: the busy course (participant 1's first course, thousands of posts), its number
   * of posts, and the post there with SIZES.threadReplies replies.
   */
  forum: { busyCourseId: number; busyCoursePosts: number; threadPostId: number; threadReplies: number };
}

/** The bare route: every row of the report also gives its req/s as a share of this one's. */
export const BARE_ROUTE = 'is_logined (no token)';

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
  /**
   * Checked once on the probe's answer (parsed JSON) before any load: returns what is wrong, or nothing. Makes
   * sure a fast figure is not the price of an empty list. A problem stops the run.
   */
  check?: (body: unknown, ctx: BenchContext) => string | undefined;
}

const bearer = (ctx: BenchContext) => ({ authorization: `Bearer ${ctx.token}` });

/** What a browser sends with a page or a fetch: the server compresses the answer when it is worth it. */
const browserPage = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };
const browserFetch = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
/** The web app's forum calls: a browser's fetch with the participant's (or the coordinator's) session. */
const participantFetch = (ctx: BenchContext) => ({ ...browserFetch, authorization: `Bearer ${ctx.token}` });
const coordinatorFetch = (ctx: BenchContext) => ({ ...browserFetch, authorization: `Bearer ${ctx.coordinatorToken}` });

interface ForumPost {
  post_id: number;
  title: string;
  body: string;
  replies_count: number;
  created_at: string;
  course_id: number;
}
interface ForumList {
  posts: ForumPost[];
  total_data: number;
}

/** A full page (10 posts) of a list of at least `min` posts, all in `courseIds`, ordered by `created_at`. */
function checkList(
  body: unknown,
  courseIds: number[],
  min: number,
  order: 'newest' | 'oldest' = 'newest',
): string | undefined {
  const list = body as ForumList;
  if (!Array.isArray(list?.posts)) return 'no posts array';
  if (list.posts.length !== 10) return `${list.posts.length} posts on the page, not 10`;
  if (!(list.total_data >= min)) return `total_data ${list.total_data}, expected at least ${min}`;
  const outside = list.posts.find((post) => !courseIds.includes(post.course_id));
  if (outside) return `post ${outside.post_id} of course ${outside.course_id}, not one of the caller's`;
  const times = list.posts.map((post) => Date.parse(post.created_at));
  const sorted = times.every((t, i) => i === 0 || (order === 'newest' ? t <= times[i - 1]! : t >= times[i - 1]!));
  return sorted ? undefined : `posts not ${order} first`;
}

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
    name: BARE_ROUTE,
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
    baseline: BARE_ROUTE,
  },
  {
    name: 'programmes (list)',
    description:
      'GET /api/certification-programs as the browser asks: the first 100 of 300+ programmes in display order, compressed',
    method: 'GET',
    path: '/api/certification-programs',
    headers: browserFetch,
    baseline: BARE_ROUTE,
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
    baseline: BARE_ROUTE,
  },
  {
    name: 'home page (HTML)',
    description:
      'GET / as a browser: the SPA index.html from apps/web/dist, rate-limited per address (a new address each request)',
    method: 'GET',
    path: '/',
    headers: browserPage,
    headersPerRequest: visitorAddress,
    baseline: BARE_ROUTE,
  },
  // The course forum, in the busy course's numbers: participant 1 sees ~6,000 posts (their busy course's ~5,500
  // and ~500 of their other course). Every call carries a session, so the session route is the baseline that
  // prices the forum's own work; the report's "÷ bare route" column gives every row's share of the floor too.
  {
    name: 'forum posts (page 1)',
    description:
      'GET /api/participant/forum/all_posts?page=1: newest 10 posts of the caller’s courses (~6,000) with author, course, reply count, + total',
    method: 'GET',
    path: '/api/participant/forum/all_posts?page=1',
    headers: participantFetch,
    expectStatus: 200,
    baseline: 'is_logined (session)',
    check: (body, ctx) => checkList(body, ctx.participant.courseIds, ctx.forum.busyCoursePosts),
  },
  {
    name: 'forum posts (page 50)',
    description: 'the same list at page 50 (offset 490): the ratio prices the depth',
    method: 'GET',
    path: '/api/participant/forum/all_posts?page=50',
    headers: participantFetch,
    expectStatus: 200,
    baseline: 'forum posts (page 1)',
    check: (body, ctx) => checkList(body, ctx.participant.courseIds, ctx.forum.busyCoursePosts),
  },
  {
    name: 'forum post (50 replies)',
    description:
      'GET /api/participant/forum/post/:id: one post of the busy course (scoped to the caller’s courses) + its first 10 of 50 replies',
    method: 'GET',
    path: (ctx) => `/api/participant/forum/post/${ctx.forum.threadPostId}`,
    headers: participantFetch,
    expectStatus: 200,
    baseline: 'is_logined (session)',
    check: (body, ctx) => {
      const detail = body as { post?: { post_id: number }; replies?: unknown[]; total_replies?: number };
      if (detail.post?.post_id !== ctx.forum.threadPostId) return `post ${detail.post?.post_id}, not the thread`;
      if (detail.total_replies !== ctx.forum.threadReplies)
        return `total_replies ${detail.total_replies}, not ${ctx.forum.threadReplies}`;
      return detail.replies?.length === 10 ? undefined : `${detail.replies?.length} replies on the page, not 10`;
    },
  },
  {
    name: 'forum unanswered (coordinator)',
    description:
      'GET /api/coordinator/posts/unanswered?sort=oldest: the busy course’s coordinator’s queue, oldest 10 posts without a reply in their 4 courses, + total',
    method: 'GET',
    path: '/api/coordinator/posts/unanswered?sort=oldest',
    headers: coordinatorFetch,
    expectStatus: 200,
    baseline: 'is_logined (session)',
    check: (body, ctx) => {
      const problem = checkList(body, ctx.coordinator.courseIds, 100, 'oldest');
      if (problem) return problem;
      const answered = (body as ForumList).posts.find((post) => post.replies_count !== 0);
      return answered ? `post ${answered.post_id} has ${answered.replies_count} replies` : undefined;
    },
  },
  {
    name: 'forum search (participant)',
    description: `GET /api/participant/forum/all_posts?page=1&search=${BUSY_SEARCH_WORD}: partial word, any case, in title or body (one busy-course post in eight); the ratio prices the search`,
    method: 'GET',
    path: `/api/participant/forum/all_posts?page=1&search=${BUSY_SEARCH_WORD}`,
    headers: participantFetch,
    expectStatus: 200,
    baseline: 'forum posts (page 1)',
    check: (body, ctx) => {
      const problem = checkList(body, ctx.participant.courseIds, 100);
      if (problem) return problem;
      const list = body as ForumList;
      if (list.total_data >= ctx.forum.busyCoursePosts)
        return `total_data ${list.total_data}: the search filters nothing`;
      const miss = list.posts.find((post) => !`${post.title} ${post.body}`.toLowerCase().includes(BUSY_SEARCH_WORD));
      return miss ? `post ${miss.post_id} does not contain "${BUSY_SEARCH_WORD}"` : undefined;
    },
  },
];

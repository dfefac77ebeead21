// What the bench measures: one entry per endpoint and caller. run.ts loads them in this order, warms each up,
// measures it, and compares it with its baseline. To add an endpoint, add an entry here (see README.md).

import { PUBLIC_SITE } from '@portal/contract';
import {
  BENCH_CERTIFICATE_CODE,
  BENCH_PASSWORD,
  BUSY_SEARCH_WORD,
  PARTICIPANT_SEARCH_TEXT,
  participantEmail,
  SIZES,
  WIDE_CONTENT_TITLE,
} from './seed-large.ts';

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
  /**
   * The assignments of the data set: how many participant 1's courses hold; the big course (one of the
   * coordinator's courses, thousands of participants) and its assignment with hundreds of submissions.
   */
  assignments: {
    participantTotal: number;
    bigCourseId: number;
    bigCourseParticipants: number;
    bigAssignmentId: number;
    bigAssignmentTitle: string;
    bigAssignmentSubmissions: number;
  };
  /**
   * The contents of the data set: the busy course's list as its coordinator sees it (how many contents are filed
   * in or sent to it), and the coordinator's content sent to all their courses with its recipients and viewers.
   */
  contents: { listCourseId: number; listTotal: number; wideContentId: number; recipients: number; viewed: number };
  /**
   * The coordinator's participant list: the big course (one of the coordinator's running courses), its number of
   * participants, how many of them PARTICIPANT_SEARCH_TEXT matches there and among all participants (and how many
   * participants there are).
   */
  participants: {
    courseId: number;
    courseParticipants: number;
    searchMatches: number;
    allParticipants: number;
    searchMatchesAll: number;
  };
  /** What the dashboards must count: the distinct participants of the coordinator's courses. */
  dashboards: { coordinatorParticipants: number };
}

/** The bare route: every row of the report also gives its req/s as a share of this one's. */
export const BARE_ROUTE = 'is_logined (no token)';

/**
 * The ceilings a row is compared with (ceilings.ts): the bare route (the server's own floor: public reads), the
 * database ceiling (one indexed 10-row SELECT through the server's pool size: everything that carries a session
 * or reads the database), the login ceiling (argon2id verifies a second at the production parameters: login).
 */
export type Ceiling = 'bare' | 'db' | 'login';
/** The targets: a hot read or a login at this share of its ceiling or more. */
export const CEILING_TARGETS: Record<Ceiling, number> = { bare: 0.8, db: 0.7, login: 0.9 };
/** The latency target: p99 at most this many ms at BENCH_CONNECTIONS (32) on the full data set. */
export const P99_TARGET_MS = 25;
/** The flatness target: p99 on the full data set ÷ p99 on the 1 % set at most this. */
export const LARGE_OVER_SMALL_TARGET = 1.5;
/** Login's connections: a few sign-ins at once, twice the verifies one server process runs together (4). */
const LOGIN_CONNECTIONS = 8;

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
  /** The ceiling the row's req/s is divided by (none: the bare route itself). */
  ceiling?: Ceiling;
  /**
   * The ceiling's target and the p99 target apply (default true when there is a ceiling). False for the rows
   * that price a variant or a worst case (the uncompressed list, the search every participant matches).
   */
  hot?: boolean;
  /** Connections for this scenario (default BENCH_CONNECTIONS): login runs at a realistic few. */
  connections?: number;
  /** Measured again with one and with two server processes side by side (WORKERS=2; PostgreSQL only). */
  workers?: boolean;
  /**
   * A JSON write every connection sends before each `every - 1` of the scenario's requests (autocannon's request
   * list): the read measured while writes drop the work areas' kept answers. Its req/s count the writes too.
   */
  writeBetween?: { every: number; path: (ctx: BenchContext) => string; body: unknown };
}

/** The post the write scenarios create. */
const BENCH_POST = {
  post_title: 'Bench load post: a question about the examination',
  post_body: 'Which chapters of the syllabus does the final examination cover this term?',
};

/** In every bench user's e-mail (…@bench.test): a search text every participant matches. */
const BENCH_DOMAIN_WORD = 'bench';

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

/** The fields of the assignment and content answers the checks read (packages/contract has the full shapes). */
interface ParticipantAssignment {
  created_at: string;
  is_open: boolean;
  assignment_file: string | null;
}
interface SubmitDetail {
  course_wise_id: string;
  is_submit: boolean;
}
interface CoordinatorContent {
  id: number;
  created_at: string;
  total_sent: number;
  total_viewed: number;
}

interface ParticipantList {
  total_data: number;
  data: Array<{ course_wise_id: string; participant_name: string; email: string; mobile_no: string | null }>;
}

/** A page of the participant list: `total` rows in all, a full page (or all of them), by course-wise id. */
function checkParticipants(body: unknown, total: number): string | undefined {
  const list = body as ParticipantList;
  if (!Array.isArray(list?.data)) return 'no data array';
  if (list.total_data !== total) return `total_data ${list.total_data}, not ${total}`;
  if (list.data.length !== Math.min(10, total)) return `${list.data.length} participants on the page`;
  const rolls = list.data.map((row) => row.course_wise_id);
  return rolls.some((roll, i) => i > 0 && roll < rolls[i - 1]!) ? 'rows not by course-wise id' : undefined;
}

/** A programme list of `count` programmes. */
function checkPrograms(body: unknown, count: number): string | undefined {
  const programs = (body as { data?: { programs?: unknown[] } }).data?.programs;
  return programs?.length === count ? undefined : `${programs?.length} programmes, not ${count}`;
}

/** ISO times in newest-first order. */
function newestFirst(times: string[]): boolean {
  const values = times.map((time) => Date.parse(time));
  return values.every((t, i) => i === 0 || t <= values[i - 1]!);
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
    workers: true,
  },
  {
    name: 'is_logined (session)',
    description: 'the same route with a valid bearer token: one indexed session + user lookup per request',
    method: 'GET',
    path: '/api/user/is_logined',
    headers: bearer,
    baseline: BARE_ROUTE,
    ceiling: 'db',
    workers: true,
  },
  {
    name: 'programmes (list)',
    description:
      'GET /api/certification-programs as the browser asks: the first 100 of 300+ programmes in display order, compressed',
    method: 'GET',
    path: '/api/certification-programs',
    headers: browserFetch,
    baseline: BARE_ROUTE,
    ceiling: 'bare',
    check: (body) => checkPrograms(body, 100),
  },
  {
    name: 'programmes (list, identity)',
    description: 'the same list for a client that accepts no compression: the ratio prices compressing the answer',
    method: 'GET',
    path: '/api/certification-programs',
    headers: { accept: 'application/json' },
    baseline: 'programmes (list)',
    ceiling: 'bare',
    hot: false,
  },
  {
    name: 'programme (detail)',
    description:
      'GET /api/certification-programs/bench-p149: case-insensitive lookup, 6 coordinators in 3 batches, 6 modules + description HTML sanitised',
    method: 'GET',
    path: '/api/certification-programs/bench-p149',
    headers: browserFetch,
    baseline: BARE_ROUTE,
    ceiling: 'bare',
    workers: true,
  },
  // The home page's own reads (apps/web/src/features/public/api.ts): the banner carousel's first page and the
  // first PUBLIC_SITE.homeProgramCount programmes; its header's is_logined without a token is the bare route.
  {
    name: 'home data (gallery)',
    description:
      'GET /api/gallery/home-images?offset=0 as the home page asks: the banner carousel’s first page, compressed',
    method: 'GET',
    path: '/api/gallery/home-images?offset=0',
    headers: browserFetch,
    baseline: BARE_ROUTE,
    ceiling: 'bare',
    check: (body) =>
      (body as { data?: { images?: unknown[] } }).data?.images?.length ? undefined : 'no banner images',
  },
  {
    name: 'home data (programmes)',
    description: `GET /api/certification-programs?limit=${PUBLIC_SITE.homeProgramCount} as the home page asks: the first programmes of the list, compressed`,
    method: 'GET',
    path: `/api/certification-programs?limit=${PUBLIC_SITE.homeProgramCount}`,
    headers: browserFetch,
    baseline: BARE_ROUTE,
    ceiling: 'bare',
    check: (body) => checkPrograms(body, PUBLIC_SITE.homeProgramCount),
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
    ceiling: 'bare',
  },
  // A bank checking a certificate (decision 027): the verify page's one call, by code (the unique index), from a new
  // address each request (the call is limited per address).
  {
    name: 'certificate (verify)',
    description: `GET /api/public/certificates/${BENCH_CERTIFICATE_CODE} as the verify page asks: one certificate by its code, rate limited per address (a new address each request)`,
    method: 'GET',
    path: `/api/public/certificates/${BENCH_CERTIFICATE_CODE}`,
    headers: browserFetch,
    headersPerRequest: visitorAddress,
    baseline: BARE_ROUTE,
    ceiling: 'bare',
    check: (body) => ((body as { status?: string }).status === 'valid' ? undefined : 'no valid certificate'),
  },
  // The participant's own lists: their courses and the contents sent to them.
  {
    name: 'courses (participant)',
    description:
      'GET /api/participant/user/courses/1: participant 1’s courses, running first, with programme and coordinators, + total',
    method: 'GET',
    path: '/api/participant/user/courses/1',
    headers: participantFetch,
    expectStatus: 200,
    baseline: 'is_logined (session)',
    ceiling: 'db',
    check: (body, ctx) => {
      const list = body as { courses?: unknown[]; total_data?: number };
      const n = ctx.participant.courseIds.length;
      return list.total_data === n && list.courses?.length === n
        ? undefined
        : `${list.courses?.length} courses, total_data ${list.total_data}; expected ${n}`;
    },
  },
  {
    name: 'contents (participant)',
    description:
      'GET /api/participant/contents/1: the newest 10 contents sent to participant 1’s courses with file, sender and their own views, + total',
    method: 'GET',
    path: '/api/participant/contents/1',
    headers: participantFetch,
    expectStatus: 200,
    baseline: 'is_logined (session)',
    ceiling: 'db',
    check: (body) => {
      const list = body as { contents?: Array<{ created_at?: string }>; total_data?: number };
      if (!Array.isArray(list.contents) || list.contents.length === 0) return 'no contents';
      if (!(list.total_data !== undefined && list.total_data >= list.contents.length))
        return `total_data ${list.total_data}`;
      return undefined;
    },
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
    ceiling: 'db',
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
    ceiling: 'db',
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
    ceiling: 'db',
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
    ceiling: 'db',
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
    ceiling: 'db',
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
  // Assignments and contents (issues 20 and 21), in the big course's numbers. Every call carries a session: the
  // session route is the baseline, the "÷ bare route" column gives the share of the floor.
  {
    name: 'assignments (participant)',
    description:
      'GET /api/participant/assignments/1: newest 10 assignments of participant 1’s courses with course, setter, file, deadline in the institute’s zone and their own submission, + total',
    method: 'GET',
    path: '/api/participant/assignments/1',
    headers: participantFetch,
    expectStatus: 200,
    baseline: 'is_logined (session)',
    ceiling: 'db',
    check: (body, ctx) => {
      const list = body as { assignments?: ParticipantAssignment[]; total_data?: number };
      if (!Array.isArray(list.assignments)) return 'no assignments array';
      if (list.total_data !== ctx.assignments.participantTotal)
        return `total_data ${list.total_data}, not ${ctx.assignments.participantTotal}`;
      if (list.assignments.length !== Math.min(10, ctx.assignments.participantTotal))
        return `${list.assignments.length} assignments on the page`;
      if (!newestFirst(list.assignments.map((row) => row.created_at))) return 'assignments not newest first';
      if (!list.assignments.some((row) => row.is_open)) return 'no open assignment on the page';
      return list.assignments.some((row) => row.assignment_file !== null) ? undefined : 'no submission on the page';
    },
  },
  {
    name: 'assignment submit details',
    description: `GET /api/coordinator/assignments/:id/submit_details/1 as the coordinator: the big course’s assignment (${SIZES.bigCourseParticipants} participants, 2 in 5 submitted), first 10 participants by roll with views, submission and versions, + total`,
    method: 'GET',
    path: (ctx) => `/api/coordinator/assignments/${ctx.assignments.bigAssignmentId}/submit_details/1`,
    headers: coordinatorFetch,
    expectStatus: 200,
    baseline: 'is_logined (session)',
    ceiling: 'db',
    check: (body, ctx) => {
      const details = body as { title?: string; total_data?: number; submit_details?: SubmitDetail[] };
      const a = ctx.assignments;
      if (details.title !== a.bigAssignmentTitle) return `title "${details.title}", not the big assignment`;
      if (details.total_data !== a.bigCourseParticipants)
        return `total_data ${details.total_data}, not the course's ${a.bigCourseParticipants} participants`;
      if (details.submit_details?.length !== 10) return `${details.submit_details?.length} rows on the page, not 10`;
      const rolls = details.submit_details.map((row) => row.course_wise_id);
      if (rolls.some((roll, i) => i > 0 && roll < rolls[i - 1]!)) return 'rows not by roll';
      return details.submit_details.some((row) => row.is_submit) ? undefined : 'no submission on the page';
    },
  },
  {
    name: 'contents (coordinator, all)',
    description:
      'GET /api/coordinator/contents/all_contents/:busyCourse/1/0/1 as its coordinator: newest 10 of the ~100 contents filed in or sent to the course (own and shared), each with sent courses, recipients and viewers counted, + total',
    method: 'GET',
    path: (ctx) => `/api/coordinator/contents/all_contents/${ctx.contents.listCourseId}/1/0/1`,
    headers: coordinatorFetch,
    expectStatus: 200,
    baseline: 'is_logined (session)',
    ceiling: 'db',
    check: (body, ctx) => {
      const list = body as { contents?: CoordinatorContent[]; total_data?: number };
      const c = ctx.contents;
      if (!Array.isArray(list.contents)) return 'no contents array';
      if (list.total_data !== c.listTotal) return `total_data ${list.total_data}, not ${c.listTotal}`;
      if (list.contents.length !== 10) return `${list.contents.length} contents on the page, not 10`;
      if (!newestFirst(list.contents.map((row) => row.created_at))) return 'contents not newest first';
      const wide = list.contents[0];
      if (wide?.id !== c.wideContentId) return `the newest content is ${wide?.id}, not "${WIDE_CONTENT_TITLE}"`;
      if (wide.total_sent !== c.recipients || wide.total_viewed !== c.viewed)
        return `"${WIDE_CONTENT_TITLE}": ${wide.total_sent} recipients, ${wide.total_viewed} viewed; expected ${c.recipients}, ${c.viewed}`;
      return undefined;
    },
  },
  {
    name: 'content view details',
    description: `GET /api/coordinator/contents/:id/details/1 as its owner: "${WIDE_CONTENT_TITLE}", sent to their 4 courses (~2,600 recipients, 2 in 5 viewed): first 10 recipients by course and roll, + total and viewers`,
    method: 'GET',
    path: (ctx) => `/api/coordinator/contents/${ctx.contents.wideContentId}/details/1`,
    headers: coordinatorFetch,
    expectStatus: 200,
    baseline: 'is_logined (session)',
    ceiling: 'db',
    check: (body, ctx) => {
      const details = body as {
        total_data?: number;
        total_viewed?: number;
        content_title?: string;
        details?: unknown[];
      };
      const c = ctx.contents;
      if (details.content_title !== WIDE_CONTENT_TITLE) return `content_title "${details.content_title}"`;
      if (details.total_data !== c.recipients) return `total_data ${details.total_data}, not ${c.recipients}`;
      if (details.total_viewed !== c.viewed) return `total_viewed ${details.total_viewed}, not ${c.viewed}`;
      return details.details?.length === 10 ? undefined : `${details.details?.length} recipients on the page, not 10`;
    },
  },
  // The coordinator's participant list (issue 22) in the big course, among SIZES.allParticipants participants;
  // the search is inside the path (`search=` with nothing after it is the unsearched list).
  {
    name: 'participants (course)',
    description: `GET /api/coordinator/participants/1/1/:bigCourse/search= as its coordinator: first 10 of the course's ${SIZES.bigCourseParticipants} participants by course-wise id with organisation, + total`,
    method: 'GET',
    path: (ctx) => `/api/coordinator/participants/1/1/${ctx.participants.courseId}/search=`,
    headers: coordinatorFetch,
    expectStatus: 200,
    baseline: 'is_logined (session)',
    ceiling: 'db',
    check: (body, ctx) => checkParticipants(body, ctx.participants.courseParticipants),
  },
  // The Report List (issue 38) of the big course: 2,000 participants with marks in four components (seed-large.ts,
  // resultSteps). The ratio to the participant list of the same course prices the marks and the grading.
  {
    name: 'report sheet (2,000)',
    description: `GET /api/coordinator/reports/:bigCourse/sheet/1 as its coordinator: first 10 of the course's ${SIZES.bigCourseParticipants} participants by course-wise id, their marks in 4 components, total and status (computed, not released), + total`,
    method: 'GET',
    path: (ctx) => `/api/coordinator/reports/${ctx.participants.courseId}/sheet/1`,
    headers: coordinatorFetch,
    expectStatus: 200,
    baseline: 'participants (course)',
    ceiling: 'db',
    check: (body, ctx) => {
      const sheet = body as { total_data?: number; components?: unknown[]; data?: { status?: string }[] };
      if (sheet.total_data !== ctx.participants.courseParticipants)
        return `total_data ${sheet.total_data}, not ${ctx.participants.courseParticipants}`;
      if (sheet.components?.length !== 4) return `${sheet.components?.length} components, not 4`;
      if (sheet.data?.length !== 10) return `${sheet.data?.length} rows on the page, not 10`;
      return sheet.data.every((row) => row.status) ? undefined : 'a row without a status';
    },
  },
  {
    name: 'report summary (2,000)',
    description: `GET /api/coordinator/reports/:bigCourse/summary as its coordinator: Pass / Fail / Incomplete, pass rate, ten bands and by organisation over the course's ${SIZES.bigCourseParticipants} participants (one statement, graded in memory)`,
    method: 'GET',
    path: (ctx) => `/api/coordinator/reports/${ctx.participants.courseId}/summary`,
    headers: coordinatorFetch,
    expectStatus: 200,
    baseline: 'participants (course)',
    ceiling: 'db',
    check: (body, ctx) => {
      const summary = body as { counts?: { pass: number; fail: number; incomplete: number }; bands?: unknown[] };
      const c = summary.counts;
      if (!c) return 'no counts';
      if (c.pass + c.fail + c.incomplete !== ctx.participants.courseParticipants)
        return `${c.pass + c.fail + c.incomplete} results, not ${ctx.participants.courseParticipants}`;
      // Every participant has a mark (or AB) in every component of the seed: Pass and Fail, no Incomplete.
      if (c.pass === 0 || c.fail === 0) return `counts ${JSON.stringify(c)}: a status missing`;
      return summary.bands?.length === 10 ? undefined : `${summary.bands?.length} bands, not 10`;
    },
  },
  {
    name: 'participants search (1 %)',
    description: `the same list, search=${PARTICIPANT_SEARCH_TEXT}: part of a surname of 1 in 100 of all participants (100,000 at the full scale) and of the course's (name, roll, e-mail or mobile, any case; trigram index); the ratio prices the search`,
    method: 'GET',
    path: (ctx) => `/api/coordinator/participants/1/1/${ctx.participants.courseId}/search=${PARTICIPANT_SEARCH_TEXT}`,
    headers: coordinatorFetch,
    expectStatus: 200,
    baseline: 'participants (course)',
    ceiling: 'db',
    check: (body, ctx) => {
      const p = ctx.participants;
      const share = p.searchMatchesAll / p.allParticipants;
      if (share < 0.005 || share > 0.02)
        return `the text matches ${p.searchMatchesAll} of ${p.allParticipants} participants, not about 1 %`;
      const problem = checkParticipants(body, p.searchMatches);
      if (problem) return problem;
      const miss = (body as ParticipantList).data.find(
        (row) =>
          !`${row.participant_name} ${row.email} ${row.mobile_no ?? ''} ${row.course_wise_id}`
            .toLowerCase()
            .includes(PARTICIPANT_SEARCH_TEXT),
      );
      return miss ? `${miss.course_wise_id} does not contain "${PARTICIPANT_SEARCH_TEXT}"` : undefined;
    },
  },
  {
    name: 'participants search (all match)',
    description: `the same list, search=${BENCH_DOMAIN_WORD}: in every participant's e-mail, so all ${SIZES.bigCourseParticipants} of the course match and are counted (the worst case of a common text)`,
    method: 'GET',
    path: (ctx) => `/api/coordinator/participants/1/1/${ctx.participants.courseId}/search=${BENCH_DOMAIN_WORD}`,
    headers: coordinatorFetch,
    expectStatus: 200,
    baseline: 'participants (course)',
    ceiling: 'db',
    hot: false,
    check: (body, ctx) => checkParticipants(body, ctx.participants.courseParticipants),
  },
  // The dashboards: each is one statement of count subqueries (the coordinator's chart a JSON array on its row).
  {
    name: 'dashboard (participant)',
    description:
      'GET /api/participant/user/dashboard_details: participant 1’s six cards (courses, assignments, submissions, contents, posts in the busy course, replies) and assignment progress, one statement',
    method: 'GET',
    path: '/api/participant/user/dashboard_details',
    headers: participantFetch,
    expectStatus: 200,
    baseline: 'is_logined (session)',
    ceiling: 'db',
    workers: true,
    check: (body, ctx) => {
      const cards = body as { total_courses?: number; total_assignments?: number; total_posts?: number };
      if (cards.total_courses !== ctx.participant.courseIds.length)
        return `total_courses ${cards.total_courses}, not ${ctx.participant.courseIds.length}`;
      if (cards.total_assignments !== ctx.assignments.participantTotal)
        return `total_assignments ${cards.total_assignments}, not ${ctx.assignments.participantTotal}`;
      return cards.total_posts ? undefined : 'no posts counted';
    },
  },
  // The participant's Results (issue 38): their courses, components, component releases, released marks and
  // released final results, read through the release-gate views in one statement.
  {
    name: 'results (participant)',
    description:
      'GET /api/participant/results: participant 1’s courses with their four components, the released marks (from the released_marks view) and, for an expired course, the released final result, one statement',
    method: 'GET',
    path: '/api/participant/results',
    headers: participantFetch,
    expectStatus: 200,
    baseline: 'is_logined (session)',
    ceiling: 'db',
    check: (body, ctx) => {
      const answer = body as { courses?: { components?: { released?: boolean; marks?: unknown }[] }[] };
      const courses = answer.courses ?? [];
      if (courses.length !== ctx.participant.courseIds.length)
        return `${courses.length} courses, not ${ctx.participant.courseIds.length}`;
      const released = courses.flatMap((course) => course.components ?? []).filter((c) => c.released);
      return released.length > 0 && released.every((c) => 'marks' in c) ? undefined : 'no released marks';
    },
  },
  // The bell (issue 39): page 1 of the participant's notifications and their unread count, two indexed statements,
  // never kept (the count changes on other people's writes through the queue), so every request asks the database.
  {
    name: 'notifications bell (participant)',
    description:
      'GET /api/participant/notifications/1: participant 1’s 10 newest notifications (text and link made from their objects) and the unread and total counts, among ~600,000 rows; not kept',
    method: 'GET',
    path: '/api/participant/notifications/1',
    headers: participantFetch,
    expectStatus: 200,
    baseline: 'is_logined (session)',
    ceiling: 'db',
    check: (body) => {
      const answer = body as { total_data?: number; unread?: number; notifications?: unknown[] };
      if (!answer.total_data) return 'no notifications for participant 1';
      if (typeof answer.unread !== 'number') return 'no unread count';
      return answer.notifications?.length === Math.min(10, answer.total_data) ? undefined : 'not a page of 10';
    },
  },
  {
    name: 'dashboard (coordinator)',
    description:
      'GET /api/coordinator/user/dashboard_details: the busy course’s coordinator’s six cards (4 courses, thousands of distinct participants, assignments, 200+ contents, sends, posts) + the activity of their running courses',
    method: 'GET',
    path: '/api/coordinator/user/dashboard_details',
    headers: coordinatorFetch,
    expectStatus: 200,
    baseline: 'is_logined (session)',
    ceiling: 'db',
    check: (body, ctx) => {
      const cards = body as { total_courses?: number; total_participants?: number; course_activity?: unknown[] };
      if (cards.total_courses !== ctx.coordinator.courseIds.length)
        return `total_courses ${cards.total_courses}, not ${ctx.coordinator.courseIds.length}`;
      if (cards.total_participants !== ctx.dashboards.coordinatorParticipants)
        return `total_participants ${cards.total_participants}, not ${ctx.dashboards.coordinatorParticipants}`;
      return cards.course_activity?.length ? undefined : 'no course activity';
    },
  },
  // Login and a write. Login: a correct password (a success clears no failure count: the limiter counts only
  // failures, per e-mail and per address), so no limit is met; argon2id is most of its cost, hence its own ceiling.
  {
    name: 'login',
    description: `POST /api/user/login with bench-p2's e-mail and password at ${LOGIN_CONNECTIONS} connections: user lookup, argon2id verify (production parameters), failure counter cleared, session created`,
    method: 'POST',
    path: '/api/user/login',
    headers: { accept: 'application/json' },
    body: { email: participantEmail(2), password: BENCH_PASSWORD },
    expectStatus: 200,
    baseline: BARE_ROUTE,
    ceiling: 'login',
    connections: LOGIN_CONNECTIONS,
    check: (body) => ((body as { token?: string }).token ? undefined : 'no token'),
  },
  // Writes grow the data set while they run: last.
  {
    name: 'forum post creation',
    description:
      'POST /api/participant/forum/create_post/:busyCourse as participant 1: membership check, validation, one INSERT (the busy course grows by thousands of posts)',
    method: 'POST',
    path: (ctx) => `/api/participant/forum/create_post/${ctx.forum.busyCourseId}`,
    headers: participantFetch,
    body: BENCH_POST,
    expectStatus: 201,
    baseline: 'is_logined (session)',
    ceiling: 'db',
    // A write: its ratio to the database ceiling is reported; the targets are the reads'.
    hot: false,
    check: (body) => (typeof (body as { id?: unknown }).id === 'number' ? undefined : 'no id of the new post'),
  },
  // The kept answers under writes: what the hot reads above cost when writes keep dropping them.
  {
    name: 'forum posts (page 1, 1 write in 10)',
    description:
      'each connection sends a post creation (participant 1, the busy course), then 9 reads of forum page 1: every write drops every caller’s kept answers; req/s counts both',
    method: 'GET',
    path: '/api/participant/forum/all_posts?page=1',
    headers: participantFetch,
    baseline: 'forum posts (page 1)',
    ceiling: 'db',
    hot: false,
    writeBetween: {
      every: 10,
      path: (ctx) => `/api/participant/forum/create_post/${ctx.forum.busyCourseId}`,
      body: BENCH_POST,
    },
  },
];

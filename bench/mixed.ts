// The mixed workload (issue 43): what the hot reads cost on a busy portal, where writes keep arriving. Many bench
// participants, one in each of many running courses, each signed in; 32 connections (BENCH_CONNECTIONS) send 90 %
// reads across the participant's hot routes (dashboard, courses, contents, assignments, forum page 1, a post of their
// course with its replies, their own posts) and 10 % writes in their course (a post, a reply, a submission of an open
// assignment, a content's view), each request by a caller drawn at random. The reads' throughput and p99 are set
// against the database ceiling measured with the same load generator in the same run (one indexed 10-row SELECT
// through a pool of the server's size, ceilings.ts). Four figures: the mix with kept answers on; the same mix with
// the writes on MIXED_WRITERS connections of their own (paced to 1 request in 10), the reads on the 32; the same
// reads alone (no writes) with kept answers on; and the same reads alone on a server with KEEP_ANSWERS=off (every
// read asks the database). The load generator is node:http with a keep-alive agent (autocannon cannot tell reads from writes in
// one run, nor give each request its own caller).
import http from 'node:http';
import pg from 'pg';
import { BENCH_PASSWORD } from './seed-large.ts';

/** Mixed-workload callers: one participant in each of this many running courses (fewer at a small scale). */
export const MIXED_CALLERS = 200;
/** One request in this many is a write. */
export const MIXED_WRITE_EVERY = 10;
/** Connections of the writers when they are apart from the readers' (the second mixed figure). */
export const MIXED_WRITERS = 8;
/** Targets: the mix's reads ≥ 0.8 of the ceiling, reads not kept ≥ 0.5; p99 ≤ 25 ms for both. */
export const MIXED_TARGET = 0.8;
export const NOT_KEPT_TARGET = 0.5;

export interface Caller {
  email: string;
  token: string;
  courseId: number;
  postId: number | null;
  contentId: number | null;
  assignmentId: number | null;
}

export interface LoadFigures {
  /** Requests a second of the kind measured (the reads, or the ceiling's). */
  readsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  reads: number;
  writes: number;
  writesPerSecond: number;
  writeP99Ms: number | null;
  /** Answers outside 2xx, and transport errors. */
  failed: number;
  /** The reads' p99 per route (ms) and their share. */
  routes: Record<string, { count: number; p99Ms: number }>;
}

export interface MixedReport {
  callers: number;
  courses: number;
  connections: number;
  seconds: number;
  ceiling: LoadFigures;
  mixed: LoadFigures;
  /** The same mix with the writes sent on MIXED_WRITERS connections of their own. */
  mixedApart: LoadFigures;
  readsKept: LoadFigures;
  readsNotKept: LoadFigures | null;
}

interface Op {
  route: string;
  method: 'GET' | 'POST';
  path: string;
  body?: Buffer;
  contentType?: string;
  write: boolean;
}

const browserFetch = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

/** A PDF-looking file of 2 kB: the server checks a submission's type by its first bytes. */
function submission(): { body: Buffer; contentType: string } {
  const payload = Buffer.alloc(2048, '% bench mixed workload submission\n');
  payload.write('%PDF-1.4\n', 0, 'latin1');
  payload.write('\n%%EOF\n', payload.length - 7, 'latin1');
  const boundary = '----portal-bench-mixed';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="assignment_file"; filename="mixed.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
    'latin1',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1');
  return { body: Buffer.concat([head, payload, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

const POST_BODY = Buffer.from(
  JSON.stringify({ post_title: 'Mixed load: a question', post_body: 'Which chapters does the examination cover?' }),
);
const REPLY_BODY = Buffer.from(JSON.stringify({ reply_body: 'Chapters one to four, as the syllabus says.' }));
const EMPTY_BODY = Buffer.from('{}');

function readOps(caller: Caller): Op[] {
  const read = (route: string, path: string): Op => ({ route, method: 'GET', path, write: false });
  return [
    read('dashboard', '/api/participant/user/dashboard_details'),
    read('courses', '/api/participant/user/courses/1'),
    read('contents', '/api/participant/contents/1'),
    read('assignments', '/api/participant/assignments/1'),
    read('forum page 1', '/api/participant/forum/all_posts?page=1'),
    read('my posts', '/api/participant/forum/my_posts?page=1'),
    ...(caller.postId === null ? [] : [read('post', `/api/participant/forum/post/${caller.postId}?page=1`)]),
  ];
}

function writeOps(caller: Caller): Op[] {
  const json = (route: string, path: string, body: Buffer): Op => ({
    route,
    method: 'POST',
    path,
    body,
    contentType: 'application/json',
    write: true,
  });
  const upload = submission();
  return [
    json('post', `/api/participant/forum/create_post/${caller.courseId}`, POST_BODY),
    ...(caller.postId === null
      ? []
      : [json('reply', `/api/participant/forum/post/${caller.postId}/reply`, REPLY_BODY)]),
    ...(caller.contentId === null
      ? []
      : [
          json('content view', `/api/participant/contents/download/${caller.contentId}/${caller.courseId}`, EMPTY_BODY),
        ]),
    ...(caller.assignmentId === null
      ? []
      : [
          {
            route: 'submission',
            method: 'POST' as const,
            path: `/api/participant/assignments/upload/${caller.assignmentId}`,
            body: upload.body,
            contentType: upload.contentType,
            write: true,
          },
        ]),
  ];
}

/** Participants spread over many running courses, with a post, a content and an open assignment of that course. */
export async function pickCallers(databaseUrl: string, count = MIXED_CALLERS): Promise<Omit<Caller, 'token'>[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      email: string;
      course_id: number;
      post_id: number | null;
      content_id: number | null;
      assignment_id: number | null;
    }>(
      `select distinct on (e.course_id) u.email, e.course_id,
              (select p.id from forum_posts p where p.course_id = e.course_id order by p.id desc limit 1) as post_id,
              (select s.content_id from content_sends s where s.course_id = e.course_id order by s.id limit 1) as content_id,
              (select a.id from assignments a where a.course_id = e.course_id and a.last_submit_date >= current_date
                order by a.id limit 1) as assignment_id
       from enrolments e
       join courses c on c.id = e.course_id and c.status = 1
       join users u on u.id = e.participant_id and u.email like 'bench-p%' and u.is_active
       order by e.course_id, e.id
       limit $1`,
      [count],
    );
    return rows.map((row) => ({
      email: row.email,
      courseId: row.course_id,
      postId: row.post_id,
      contentId: row.content_id,
      assignmentId: row.assignment_id,
    }));
  } finally {
    await client.end();
  }
}

/** Signs every caller in (each from an address of its own: the sign-in limits count per address). */
export async function signInCallers(baseUrl: string, picked: Omit<Caller, 'token'>[]): Promise<Caller[]> {
  const callers: Caller[] = [];
  let n = 0;
  for (const caller of picked) {
    n += 1;
    const response = await fetch(`${baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.43.${n >> 8}.${n & 255}` },
      body: JSON.stringify({ email: caller.email, password: BENCH_PASSWORD }),
    });
    const body = (await response.json()) as { token?: string };
    if (response.status !== 200 || !body.token)
      throw new Error(`mixed: sign-in of ${caller.email}: ${response.status}`);
    callers.push({ ...caller, token: body.token });
  }
  return callers;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Runs `next()`'s requests on `connections` keep-alive connections for `warmup` then `seconds` seconds, and
 * measures the second part: reads and writes apart.
 */
async function drive(
  baseUrl: string,
  connections: number,
  warmup: number,
  seconds: number,
  next: (n: number) => { op: Op; headers: Record<string, string> },
  writes?: { connections: number; every: number; next: (n: number) => { op: Op; headers: Record<string, string> } },
): Promise<LoadFigures> {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections + (writes?.connections ?? 0) });
  const readTimes: number[] = [];
  const writeTimes: number[] = [];
  const byRoute = new Map<string, number[]>();
  let failed = 0;
  let n = 0;
  let measuring = false;
  const started = performance.now();
  const measureFrom = started + warmup * 1000;
  const end = measureFrom + seconds * 1000;
  const send = (op: Op, headers: Record<string, string>) =>
    new Promise<number>((resolve) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: op.method,
          path: op.path,
          agent,
          headers: {
            ...headers,
            ...(op.body ? { 'content-type': op.contentType ?? '', 'content-length': String(op.body.length) } : {}),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', () => resolve(0));
      request.end(op.body);
    });
  const loop = async () => {
    for (;;) {
      const now = performance.now();
      if (now >= end) return;
      if (!measuring && now >= measureFrom) measuring = true;
      const { op, headers } = next(n++);
      const at = performance.now();
      const status = await send(op, headers);
      const took = performance.now() - at;
      if (!measuring || at < measureFrom) continue;
      if (status < 200 || status >= 300) failed += 1;
      if (op.write) {
        writeTimes.push(took);
      } else {
        readTimes.push(took);
        const times = byRoute.get(op.route) ?? [];
        byRoute.set(op.route, times);
        times.push(took);
      }
    }
  };
  // The writers: connections of their own (a class uploading does not hold back another class's reads), each
  // sending a write whenever the writes sent are fewer than 1 in `every` of all requests, else waiting a moment.
  let sentReads = 0;
  let sentWrites = 0;
  const countingNext = (k: number) => {
    sentReads += 1;
    return next(k);
  };
  const writer = async () => {
    if (!writes) return;
    let k = 0;
    for (;;) {
      const now = performance.now();
      if (now >= end) return;
      if (sentWrites * (writes.every - 1) >= sentReads) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        continue;
      }
      sentWrites += 1;
      const { op, headers } = writes.next(k++);
      const at = performance.now();
      const status = await send(op, headers);
      const took = performance.now() - at;
      if (at < measureFrom) continue;
      if (status < 200 || status >= 300) failed += 1;
      writeTimes.push(took);
    }
  };
  const reader = writes ? () => loopWith(countingNext) : loop;
  const loopWith = async (pick: typeof next) => {
    for (;;) {
      const now = performance.now();
      if (now >= end) return;
      const { op, headers } = pick(n++);
      const at = performance.now();
      const status = await send(op, headers);
      const took = performance.now() - at;
      if (at < measureFrom) continue;
      if (status < 200 || status >= 300) failed += 1;
      readTimes.push(took);
      const times = byRoute.get(op.route) ?? [];
      byRoute.set(op.route, times);
      times.push(took);
    }
  };
  await Promise.all([
    ...Array.from({ length: connections }, reader),
    ...Array.from({ length: writes?.connections ?? 0 }, writer),
  ]);
  agent.destroy();
  readTimes.sort((a, b) => a - b);
  writeTimes.sort((a, b) => a - b);
  return {
    readsPerSecond: round(readTimes.length / seconds),
    p50Ms: round(percentile(readTimes, 50), 2),
    p99Ms: round(percentile(readTimes, 99), 2),
    reads: readTimes.length,
    writes: writeTimes.length,
    writesPerSecond: round(writeTimes.length / seconds),
    writeP99Ms: writeTimes.length ? round(percentile(writeTimes, 99), 2) : null,
    failed,
    routes: Object.fromEntries(
      [...byRoute].map(([route, times]) => {
        times.sort((a, b) => a - b);
        return [route, { count: times.length, p99Ms: round(percentile(times, 99), 2) }];
      }),
    ),
  };
}

/** A generator of the workload: request n's caller and operation, from a fixed pseudo-random sequence. */
function workload(callers: Caller[], writeEvery: number | null) {
  const reads = callers.map(readOps);
  const writes = callers.map(writeOps);
  // A linear congruential sequence: the same mix in every run and on every server.
  let seed = 43;
  const random = (below: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % below;
  };
  return (n: number) => {
    const who = random(callers.length);
    const caller = callers[who] as Caller;
    const isWrite = writeEvery !== null && n % writeEvery === writeEvery - 1;
    const ops = (isWrite ? writes[who] : reads[who]) ?? [];
    const op = ops[random(ops.length)] as Op;
    return { op, headers: { ...browserFetch, authorization: `Bearer ${caller.token}` } };
  };
}

/** The writes alone, each by a caller drawn at random, from a fixed pseudo-random sequence. */
function writeWorkload(callers: Caller[]) {
  const writes = callers.map(writeOps);
  let seed = 4343;
  const random = (below: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % below;
  };
  return (_n: number) => {
    const who = random(callers.length);
    const caller = callers[who] as Caller;
    const ops = writes[who] ?? [];
    const op = ops[random(ops.length)] as Op;
    return { op, headers: { ...browserFetch, authorization: `Bearer ${caller.token}` } };
  };
}

export interface MixedOptions {
  /** The server with kept answers on, and (optional) one with KEEP_ANSWERS=off on the same database. */
  baseUrl: string;
  notKeptBaseUrl: string | null;
  databaseUrl: string;
  /** The database ceiling's harness (`GET {ceilingUrl}` answers the 10-row SELECT). */
  ceilingUrl: string;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  log: (line: string) => void;
}

export async function measureMixed(options: MixedOptions): Promise<MixedReport> {
  const { connections, warmupSeconds: warmup, seconds, log } = options;
  const picked = await pickCallers(options.databaseUrl);
  if (picked.length === 0) throw new Error('mixed: no bench participant in a running course');
  const callers = await signInCallers(options.baseUrl, picked);
  const notKeptCallers = options.notKeptBaseUrl ? await signInCallers(options.notKeptBaseUrl, picked) : null;
  log(
    `  ${callers.length} callers in ${new Set(callers.map((c) => c.courseId)).size} courses; ` +
      `${callers.filter((c) => c.assignmentId !== null).length} with an open assignment, ` +
      `${callers.filter((c) => c.contentId !== null).length} with a content`,
  );
  const ceilingUrl = new URL(options.ceilingUrl);
  const ceilingOp: Op = { route: 'ceiling', method: 'GET', path: ceilingUrl.pathname, write: false };
  const ceiling = await drive(ceilingUrl.origin, connections, warmup, seconds, () => ({ op: ceilingOp, headers: {} }));
  log(`  database ceiling (same generator): ${ceiling.readsPerSecond} req/s, p99 ${ceiling.p99Ms} ms`);
  const mixed = await drive(options.baseUrl, connections, warmup, seconds, workload(callers, MIXED_WRITE_EVERY));
  // The same mix with the writes on connections of their own (MIXED_WRITERS), the reads on the 32.
  const writers = writeWorkload(callers);
  const mixedApart = await drive(options.baseUrl, connections, warmup, seconds, workload(callers, null), {
    connections: MIXED_WRITERS,
    every: MIXED_WRITE_EVERY,
    next: writers,
  });
  log(
    `  mixed, writes on ${MIXED_WRITERS} connections of their own: reads ${mixedApart.readsPerSecond}/s (${round(mixedApart.readsPerSecond / ceiling.readsPerSecond, 3)}), p99 ${mixedApart.p99Ms} ms; writes ${mixedApart.writesPerSecond}/s, p99 ${mixedApart.writeP99Ms} ms; ${mixedApart.failed} failed`,
  );
  log(
    `  mixed (kept answers on): reads ${mixed.readsPerSecond}/s (${round(mixed.readsPerSecond / ceiling.readsPerSecond, 3)} of the ceiling), p99 ${mixed.p99Ms} ms; writes ${mixed.writesPerSecond}/s, p99 ${mixed.writeP99Ms} ms; ${mixed.failed} failed`,
  );
  const readsKept = await drive(options.baseUrl, connections, warmup, seconds, workload(callers, null));
  log(
    `  reads alone (kept answers on): ${readsKept.readsPerSecond}/s (${round(readsKept.readsPerSecond / ceiling.readsPerSecond, 3)}), p99 ${readsKept.p99Ms} ms`,
  );
  let readsNotKept: LoadFigures | null = null;
  if (options.notKeptBaseUrl && notKeptCallers) {
    readsNotKept = await drive(options.notKeptBaseUrl, connections, warmup, seconds, workload(notKeptCallers, null));
    log(
      `  reads alone (KEEP_ANSWERS=off): ${readsNotKept.readsPerSecond}/s (${round(readsNotKept.readsPerSecond / ceiling.readsPerSecond, 3)}), p99 ${readsNotKept.p99Ms} ms`,
    );
  }
  return {
    callers: callers.length,
    courses: new Set(callers.map((c) => c.courseId)).size,
    connections,
    seconds,
    ceiling,
    mixed,
    mixedApart,
    readsKept,
    readsNotKept,
  };
}

/** The three figures as a table, against the ceiling of the same run and the targets. */
export function mixedTable(report: MixedReport): string {
  const ratio = (figures: LoadFigures) => round(figures.readsPerSecond / report.ceiling.readsPerSecond, 3);
  const row = (name: string, figures: LoadFigures, target: string) =>
    `| ${name} | ${figures.readsPerSecond} | ${ratio(figures)} | ${figures.p50Ms} | ${figures.p99Ms} | ${figures.writes ? `${figures.writesPerSecond}/s, p99 ${figures.writeP99Ms} ms` : '—'} | ${figures.failed} | ${target} |`;
  return [
    `${report.callers} callers in ${report.courses} courses, ${report.connections} connections, ${report.seconds} s each; database ceiling (same generator) ${report.ceiling.readsPerSecond} req/s, p99 ${report.ceiling.p99Ms} ms`,
    '',
    '| workload | reads/s | ÷ ceiling | p50 ms | p99 ms | writes | failed | target |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: | --- |',
    row(`mixed (1 write in ${MIXED_WRITE_EVERY}), kept answers on`, report.mixed, `≥ ${MIXED_TARGET}, p99 ≤ 25 ms`),
    row(
      `mixed, writes on ${MIXED_WRITERS} connections of their own`,
      report.mixedApart,
      `≥ ${MIXED_TARGET}, p99 ≤ 25 ms`,
    ),
    row('reads alone, kept answers on', report.readsKept, '—'),
    ...(report.readsNotKept
      ? [row('reads alone, KEEP_ANSWERS=off', report.readsNotKept, `≥ ${NOT_KEPT_TARGET}, p99 ≤ 25 ms`)]
      : []),
  ].join('\n');
}

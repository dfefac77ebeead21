// Notifications (decision 023), a part of `npm run bench` (run.ts starts this file as a child process and reads the
// JSON line it prints last) and on its own: `npm run bench:notifications -w bench`. On a database of its own (a new
// database on TEST_DATABASE_URL's PostgreSQL server, as run.ts passes it, or embedded PGlite in memory), through the
// app in this process (inject) with the queue's workers running as in a server:
// - the fan-out of one content to a course of BENCH_RECIPIENTS (10,000) participants: the send's answer, and the
//   time from it to the last notification row the queue writes;
// - meanwhile, other users' work-area reads (participants of another course: their dashboard and their courses,
//   READERS at once, with KEEP_ANSWERS=off so that every read asks the database) against the same reads for the
//   same time just before the send, without it: p50 and p99 of each, and the ratio of the p99s (target ≤ 1.2);
// - the bell's unread count as a hot read: `GET /api/participant/notifications/1` of a participant with unread
//   notifications, BELL_READS in a row, p50 and p99.
// Figures only: run.ts prints the ratio beside its target as PASS/FAIL, reported, not the exit code.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/core/db/client.ts';
import { makeContent, makeCourse, makePerson, type Person } from '../apps/server/src/testing/factories.ts';
import { buildTestApp, type TestApp } from '../apps/server/src/testing/test-app.ts';
import {
  describeNotifications,
  FANOUT_READ_RATIO_TARGET,
  type NotificationBench,
  printPartResult,
} from './notification-report.ts';
import { OTHER_PATHS, readWhile } from './other-readers.ts';
import { startCluster } from './postgres.ts';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const BELL_READS = Number(process.env.BENCH_READS ?? 500);
/** Other users reading their work area at once while the fan-out runs. */
const READERS = 4;
/** How long the reads without a fan-out are measured (the baseline). */
const BASELINE_MS = Number(process.env.BENCH_BASELINE_MS ?? 3_000);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => Number(value.toFixed(1));
const summary = (times: number[]) => ({
  reads: times.length,
  p50Ms: ms(percentile(times, 50)),
  p99Ms: ms(percentile(times, 99)),
});

async function notificationCount(t: TestApp): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from notifications where kind = 'content-new'`,
  );
  return row?.n ?? 0;
}

async function measureNotifications(): Promise<NotificationBench> {
  // KEEP_ANSWERS=off: the other users' reads ask the database each time (the harder case for the comparison).
  const t = await buildTestApp({ seed: false, env: { KEEP_ANSWERS: 'off' } });
  try {
    const coordinator = await makePerson(t.db, 'coordinator');
    const reader = await makePerson(t.db, 'participant');
    const course = await makeCourse(t.db, { coordinators: [coordinator], participants: [reader] });
    // The other participants of the big course, in one statement.
    await t.db.execute(sql`
      with people as (
        insert into users (email, password_hash, user_type, first_name, last_name)
        select 'bench-' || g || '@bench.test', 'x', 2, 'Bench', 'P' || g from generate_series(1, ${RECIPIENTS - 1}) g
        returning id
      )
      insert into enrolments (course_id, participant_id, course_roll)
      select ${course.id}, id, 'R' || id from people`);
    // Other users: participants of another course, with its content, reading their own work area.
    const others: Person[] = [];
    for (let i = 0; i < 8; i += 1) others.push(await makePerson(t.db, 'participant'));
    const otherCoordinator = await makePerson(t.db, 'coordinator');
    const otherCourse = await makeCourse(t.db, { coordinators: [otherCoordinator], participants: others });
    await makeContent(t.db, { owner: otherCoordinator, courseId: otherCourse.id });
    const contentId = await makeContent(t.db, { owner: coordinator, courseId: course.id });

    // Warm-up, then the reads without a fan-out.
    let stop = performance.now() + 500;
    await readWhile(t, others, READERS, () => performance.now() > stop);
    stop = performance.now() + BASELINE_MS;
    const without = await readWhile(t, others, READERS, () => performance.now() > stop);

    const started = performance.now();
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/coordinator/contents/send/${course.id}`,
      headers: coordinator.headers,
      payload: { contents: [contentId] },
    });
    const answered = performance.now();
    if (answer.statusCode !== 200) throw new Error(`send answered ${answer.statusCode}: ${answer.body}`);
    // The fan-out runs on the queue after the answer: the other users read until its last row is in.
    let done = false;
    const during = readWhile(t, others, READERS, () => done);
    while ((await notificationCount(t)) < RECIPIENTS) await new Promise((resolve) => setTimeout(resolve, 50));
    const last = performance.now();
    done = true;
    const duringTimes = await during;

    // The bell: a participant with unread notifications (the content above and a few more).
    const times: number[] = [];
    let unread = 0;
    for (let i = 0; i < BELL_READS; i += 1) {
      const before = performance.now();
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/participant/notifications/1',
        headers: reader.headers,
      });
      times.push(performance.now() - before);
      if (read.statusCode !== 200) throw new Error(`the bell's read answered ${read.statusCode}`);
      unread = (read.json() as { unread: number }).unread;
    }

    const withoutSummary = summary(without);
    const duringSummary = summary(duringTimes);
    const p99Ratio = Number((duringSummary.p99Ms / Math.max(withoutSummary.p99Ms, 0.1)).toFixed(2));
    return {
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      recipients: RECIPIENTS,
      sendAnswerMs: Math.round(answered - started),
      lastNotificationAfterMs: Math.round(last - answered),
      otherReads: {
        readers: READERS,
        paths: OTHER_PATHS,
        without: withoutSummary,
        during: duringSummary,
        p99Ratio,
        target: FANOUT_READ_RATIO_TARGET,
        pass: p99Ratio <= FANOUT_READ_RATIO_TARGET,
      },
      bell: { unread, ...summary(times) },
    };
  } finally {
    await t.close();
  }
}

// On its own, a throwaway PostgreSQL cluster (as `npm run bench:mail` with MAIL_BENCH_POSTGRES=1): the embedded
// database's one connection is no place to compare reads during a fan-out (BENCH_PGLITE=1 uses it anyway).
const cluster = !process.env.TEST_DATABASE_URL && process.env.BENCH_PGLITE !== '1' ? await startCluster() : null;
if (cluster) process.env.TEST_DATABASE_URL = cluster.url;
let result: NotificationBench;
try {
  result = await measureNotifications();
} finally {
  await cluster?.stop();
}
for (const line of describeNotifications(result)) console.log(line);
// The last line: what run.ts reads.
printPartResult(result);

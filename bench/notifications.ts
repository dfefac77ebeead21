// Notifications on the embedded database (decision 023), outside `npm run bench`'s PostgreSQL data set:
// - the fan-out of one content to a course of 10,000 participants: time from the send's answer to the last
//   notification row (the queue's workers run it), and how long the send's answer itself took;
// - the bell's unread count as a hot read: p50/p99 of `GET /api/participant/notifications/1` for one participant.
// Run: `npm run bench:notifications -w bench` (PGlite in memory, under a minute here). Figures only, no
// PASS/FAIL: the machine is too noisy for a target.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/core/db/client.ts';
import { makeContent, makeCourse, makePerson } from '../apps/server/src/testing/factories.ts';
import { buildTestApp } from '../apps/server/src/testing/test-app.ts';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const READS = Number(process.env.BENCH_READS ?? 500);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const t = await buildTestApp({ seed: false });
try {
  const coordinator = await makePerson(t.db, 'coordinator');
  const reader = await makePerson(t.db, 'participant');
  const course = await makeCourse(t.db, { coordinators: [coordinator], participants: [reader] });
  // The other participants, in one statement.
  await t.db.execute(sql`
    with people as (
      insert into users (email, password_hash, user_type, first_name, last_name)
      select 'bench-' || g || '@bench.test', 'x', 2, 'Bench', 'P' || g from generate_series(1, ${RECIPIENTS - 1}) g
      returning id
    )
    insert into enrolments (course_id, participant_id, course_roll)
    select ${course.id}, id, 'R' || id from people`);
  const contentId = await makeContent(t.db, { owner: coordinator, courseId: course.id });

  const started = performance.now();
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/coordinator/contents/send/${course.id}`,
    headers: coordinator.headers,
    payload: { contents: [contentId] },
  });
  const answered = performance.now();
  if (answer.statusCode !== 200) throw new Error(`send answered ${answer.statusCode}: ${answer.body}`);
  for (;;) {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from notifications where kind = 'content-new'`,
    );
    if ((row?.n ?? 0) >= RECIPIENTS) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const done = performance.now();
  console.log(`send's answer: ${(answered - started).toFixed(0)} ms`);
  console.log(
    `fan-out to ${RECIPIENTS} recipients: last notification ${((done - answered) / 1000).toFixed(2)} s after the answer`,
  );

  const times: number[] = [];
  for (let i = 0; i < READS; i += 1) {
    const before = performance.now();
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/participant/notifications/1',
      headers: reader.headers,
    });
    times.push(performance.now() - before);
    if (read.statusCode !== 200) throw new Error(`read answered ${read.statusCode}`);
  }
  console.log(
    `bell read (${READS} in a row): p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
  );
} finally {
  await t.close();
}

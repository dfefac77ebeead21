// Issuing certificates on the embedded database (decision 024), outside `npm run bench`'s PostgreSQL data set: a
// course of 1,000 participants who all passed its released final result; one `POST …/issue` issues them all (the
// answer's time), then the queue's workers render and store every PDF and sign every badge (time to the last one).
// Meanwhile, other users (participants of another course, READERS at once, KEEP_ANSWERS=off so that every read asks
// the database) read their dashboard and their courses, as for the same time just before the issue: p50 and p99 of
// each and the ratio of the p99s (target ≤ 1.2, certificate-report.ts).
// Printed: both times, certificates per second and per second per core, and the process's peak resident memory (the
// server runs in this process, so its peak is the server's); the last line is the same as JSON for `npm run bench`
// (certificate-report.ts), which runs it as a part (200 then 1,000 at the full scale, to compare the peaks; 20 at the
// tiny one). Run alone: `npm run bench:certificates -w bench` (`BENCH_CERTIFICATES=200` for a shorter run).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/core/db/client.ts';
import { makeCourse, makePerson } from '../apps/server/src/testing/factories.ts';
import { makeComponent, makeRules, releaseFinal } from '../apps/server/src/testing/results-factories.ts';
import { buildTestApp } from '../apps/server/src/testing/test-app.ts';
import { CERTIFICATE_READS_TARGET, type CertificateBench, latencySummary } from './certificate-report.ts';
import { printPartResult } from './notification-report.ts';
import { OTHER_PATHS, readWhile } from './other-readers.ts';

const COUNT = Number(process.env.BENCH_CERTIFICATES ?? 1000);
/** Other users reading their work area at once while the certificates are made. */
const READERS = 2;
/** How long the reads without an issue are measured (the baseline). */
const BASELINE_MS = Number(process.env.BENCH_BASELINE_MS ?? (COUNT >= 200 ? 5_000 : 1_000));

// KEEP_ANSWERS=off: the other users' reads ask the database each time (the harder case for the comparison).
const t = await buildTestApp({ seed: false, env: { KEEP_ANSWERS: 'off' } });

try {
  const coordinator = await makePerson(t.db, 'coordinator');
  const course = await makeCourse(t.db, { coordinators: [coordinator] });
  const others = await Promise.all(Array.from({ length: 4 }, () => makePerson(t.db, 'participant')));
  await makeCourse(t.db, { participants: others });
  await t.db.execute(sql`
    with people as (
      insert into users (email, password_hash, user_type, first_name, last_name)
      select 'bench-' || g || '@bench.test', 'x', 2, 'Bench', 'Holder ' || g from generate_series(1, ${COUNT}) g
      returning id
    )
    insert into enrolments (course_id, participant_id, course_roll)
    select ${course.id}, id, 'R' || id from people`);
  await makeRules(t.db, course.id, 50);
  const component = await makeComponent(t.db, course.id, { name: 'Exam', maxMarks: 100, weight: 100 });
  await t.db.execute(sql`
    insert into marks (component_id, participant_id, marks)
    select ${component}, participant_id, 60 + (participant_id % 40) from enrolments where course_id = ${course.id}`);
  await releaseFinal(t.db, course.id);

  // Warm-up, then the other users' reads without an issue.
  let stop = performance.now() + 500;
  await readWhile(t, others, READERS, () => performance.now() > stop);
  stop = performance.now() + BASELINE_MS;
  const without = await readWhile(t, others, READERS, () => performance.now() > stop);

  const rssBefore = process.memoryUsage().rss;
  let done = false;
  const started = performance.now();
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/coordinator/certificates/${course.id}/issue`,
    headers: coordinator.headers,
    payload: {},
  });
  const answered = performance.now();
  if (answer.statusCode !== 200) throw new Error(`issue answered ${answer.statusCode}: ${answer.body}`);
  // The PDFs and badges are made by the queue after the answer: the other users read until the last one is stored.
  const during = readWhile(t, others, READERS, () => done);
  for (;;) {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from certificates where course_id = ${course.id} and pdf_file_id is not null and badge_file_id is not null`,
    );
    if ((row?.n ?? 0) >= COUNT) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const finished = performance.now();
  done = true;
  const duringTimes = await during;
  const seconds = (finished - started) / 1000;
  const withoutSummary = latencySummary(without);
  const duringSummary = latencySummary(duringTimes);
  const p99Ratio = Number((duringSummary.p99Ms / Math.max(withoutSummary.p99Ms, 0.1)).toFixed(2));
  const cores = os.availableParallelism();
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log(`issue's answer (${COUNT} certificates, one transaction): ${(answered - started).toFixed(0)} ms`);
  console.log(`every PDF and badge stored: ${seconds.toFixed(1)} s after the request`);
  console.log(
    `${(COUNT / seconds).toFixed(1)} certificates/s, ${(COUNT / seconds / cores).toFixed(1)} per second per core (${cores} cores)`,
  );
  // maxRSS is in kilobytes.
  console.log(
    `resident memory: ${mb(rssBefore)} MB before, peak ${mb(process.resourceUsage().maxRSS * 1024)} MB (the whole process)`,
  );
  console.log(
    `other users' reads (${READERS} at once): p99 ${withoutSummary.p99Ms} ms without, ${duringSummary.p99Ms} ms during (× ${p99Ratio})`,
  );
  const result: CertificateBench = {
    certificates: COUNT,
    answerMs: Math.round(answered - started),
    lastFileAfterS: Number(seconds.toFixed(1)),
    perSecondPerCore: Number((COUNT / seconds / cores).toFixed(1)),
    cores,
    rssBeforeMb: Number(mb(rssBefore)),
    peakRssMb: Number(mb(process.resourceUsage().maxRSS * 1024)),
    otherReads: {
      readers: READERS,
      paths: OTHER_PATHS,
      without: withoutSummary,
      during: duringSummary,
      p99Ratio,
      target: CERTIFICATE_READS_TARGET,
      pass: p99Ratio <= CERTIFICATE_READS_TARGET,
    },
  };
  printPartResult(result);
} finally {
  await t.close();
}

// Issuing certificates on the embedded database (decision 024), outside `npm run bench`'s PostgreSQL data set: a
// course of 1,000 participants who all passed its released final result; one `POST …/issue` issues them all (the
// answer's time), then the queue's workers render and store every PDF and sign every badge (time to the last one).
// Printed: both times, certificates per second and per second per core, and the process's peak resident memory (the
// server runs in this process, so its peak is the server's); the last line is the same as JSON for `npm run bench`
// (certificate-report.ts), which runs it as a part (1,000 at the full scale, 20 at the tiny one).
// Run alone: `npm run bench:certificates -w bench` (`BENCH_CERTIFICATES=200` for a shorter run).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/core/db/client.ts';
import { makeCourse, makePerson } from '../apps/server/src/testing/factories.ts';
import { makeComponent, makeRules, releaseFinal } from '../apps/server/src/testing/results-factories.ts';
import { buildTestApp } from '../apps/server/src/testing/test-app.ts';

import type { CertificateBench } from './certificate-report.ts';
import { printPartResult } from './notification-report.ts';

const COUNT = Number(process.env.BENCH_CERTIFICATES ?? 1000);

const t = await buildTestApp({ seed: false });
try {
  const coordinator = await makePerson(t.db, 'coordinator');
  const course = await makeCourse(t.db, { coordinators: [coordinator] });
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

  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/coordinator/certificates/${course.id}/issue`,
    headers: coordinator.headers,
    payload: {},
  });
  const answered = performance.now();
  if (answer.statusCode !== 200) throw new Error(`issue answered ${answer.statusCode}: ${answer.body}`);
  for (;;) {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from certificates where course_id = ${course.id} and pdf_file_id is not null and badge_file_id is not null`,
    );
    if ((row?.n ?? 0) >= COUNT) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const done = performance.now();
  const seconds = (done - started) / 1000;
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
  const result: CertificateBench = {
    certificates: COUNT,
    answerMs: Math.round(answered - started),
    lastFileAfterS: Number(seconds.toFixed(1)),
    perSecondPerCore: Number((COUNT / seconds / cores).toFixed(1)),
    cores,
    rssBeforeMb: Number(mb(rssBefore)),
    peakRssMb: Number(mb(process.resourceUsage().maxRSS * 1024)),
  };
  printPartResult(result);
} finally {
  await t.close();
}

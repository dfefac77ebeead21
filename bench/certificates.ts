// Issuing certificates on the embedded database (decision 024), outside `npm run bench`'s PostgreSQL data set: a
// course of 1,000 participants who all passed its released final result; one `POST …/issue` issues them all (the
// answer's time), then the queue's workers store every PDF and signed badge (time to the last one), the drawing and
// the signing on the certificates' files threads (decision 037), the statements on the main thread.
// Meanwhile, other users (participants of another course, READERS at once, KEEP_ANSWERS=off so that every read asks
// the database) read their dashboard and their courses, as for the same time just before the issue: p50 and p99 of
// each and the ratio of the p99s (target ≤ 1.2, certificate-report.ts).
// Printed: both times, certificates per second and per second per core, the process's CPU time per certificate (every
// thread: what the machine's load cannot stretch), the load average, and the peak resident memory while the
// certificates are made (the kernel's high-water mark reset when the issue starts, so that opening the embedded
// database and migrating it, which peak higher, do not hide it; the server runs in this process) beside the whole
// run's. The last line is the same as JSON for `npm run bench` (certificate-report.ts), which runs it as a part (200
// then 1,000 at the full scale, to compare the peaks; 20 at the tiny one). Run alone: `npm run bench:certificates -w
// bench` (`BENCH_CERTIFICATES=200` for a shorter run, `BENCH_READERS=0` for the certificates alone,
// `BENCH_POSTGRES=1` for a throwaway PostgreSQL cluster instead of the embedded database: the statements then run in
// PostgreSQL's processes, not on this process's event loop, and its memory is not in the peak).
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/core/db/client.ts';
import { filesRequestsAtProcessPriority } from '../apps/server/src/features/certificates/files-thread.ts';
import { makeCourse, makePerson } from '../apps/server/src/testing/factories.ts';
import { makeComponent, makeRules, releaseFinal } from '../apps/server/src/testing/results-factories.ts';
import { buildTestApp } from '../apps/server/src/testing/test-app.ts';
import { CERTIFICATE_READS_TARGET, type CertificateBench, latencySummary } from './certificate-report.ts';
import { printPartResult } from './notification-report.ts';
import { OTHER_PATHS, readWhile } from './other-readers.ts';
import { startCluster } from './postgres.ts';

const COUNT = Number(process.env.BENCH_CERTIFICATES ?? 1000);
/** Other users reading their work area at once while the certificates are made. */
const READERS = Number(process.env.BENCH_READERS ?? 2);
/** How long the reads without an issue are measured (the baseline). */
const BASELINE_MS = Number(process.env.BENCH_BASELINE_MS ?? (COUNT >= 200 ? 5_000 : 1_000));

/**
 * Resets the kernel's high-water mark of this process's resident memory (Linux: `clear_refs` 5), so that the peak
 * read after is that of what ran after; false where it cannot (the whole run's peak is then reported instead).
 */
function resetPeakRss(): boolean {
  try {
    fs.writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

/** The resident memory's high-water mark (VmHWM) in bytes, since the last reset; the whole run's without one. */
function peakRss(): number {
  try {
    const status = fs.readFileSync('/proc/self/status', 'utf8');
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
    if (kb) return Number(kb) * 1024;
  } catch {
    // Not Linux: the whole run's peak below.
  }
  return process.resourceUsage().maxRSS * 1024;
}

// KEEP_ANSWERS=off: the other users' reads ask the database each time (the harder case for the comparison).
const cluster = process.env.BENCH_POSTGRES === '1' && !process.env.TEST_DATABASE_URL ? await startCluster() : null;
if (cluster) process.env.TEST_DATABASE_URL = cluster.url;
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
  const processPeakBefore = process.resourceUsage().maxRSS * 1024;
  const windowed = resetPeakRss();
  const loadBefore = os.loadavg()[0] ?? 0;
  const cpuBefore = process.cpuUsage();
  const promptBefore = filesRequestsAtProcessPriority();
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
  const filesAtProcessPriority = filesRequestsAtProcessPriority() - promptBefore;
  const cpu = process.cpuUsage(cpuBefore);
  const peakDuring = peakRss();
  const loadAfter = os.loadavg()[0] ?? 0;
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
  const cpuMsPerCertificate = Number(((cpu.user + cpu.system) / 1000 / COUNT).toFixed(1));
  console.log(
    `CPU time (every thread of the process, readers included): ${cpuMsPerCertificate} ms a certificate; load average ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end`,
  );
  console.log(
    `resident memory: ${mb(rssBefore)} MB before, peak ${mb(peakDuring)} MB while the certificates were made${windowed ? '' : ' (the whole run: the peak could not be reset)'}; the whole run's peak ${mb(Math.max(processPeakBefore, peakDuring))} MB (opening and migrating the database)`,
  );
  console.log(
    `files made at the process's priority (the nice-19 files thread starved, decision 044): ${filesAtProcessPriority} of ${COUNT}`,
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
    cpuMsPerCertificate,
    filesAtProcessPriority,
    loadAverage: { start: Number(loadBefore.toFixed(1)), end: Number(loadAfter.toFixed(1)) },
    rssBeforeMb: Number(mb(rssBefore)),
    peakRssMb: Number(mb(peakDuring)),
    processPeakRssMb: Number(mb(Math.max(processPeakBefore, peakDuring))),
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
  await cluster?.stop();
}

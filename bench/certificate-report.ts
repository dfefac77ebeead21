// The certificates part of `npm run bench` (certificates.ts, run as a child process that prints its result as its
// last line, JSON): issuing a course's certificates in one request, then every PDF and signed badge made by the queue,
// with other users' reads beside it; at the full scale run twice (200, then 1,000) so that the peak memory of the two
// counts while the certificates are made can be compared (flat: the jobs hold one certificate at a time).
import { runPart } from './notification-report.ts';

/** The target at the full scale: 1,000 certificates (PDF + signed badge) made within this many seconds. */
export const CERTIFICATES_TARGET_S = 60;
/** Other users' reads while the files are made: p99 at most this many times their p99 without. */
export const CERTIFICATE_READS_TARGET = 1.2;
/** The full run's peak memory at most this many times the smaller run's: "flat in the count". */
export const CERTIFICATE_MEMORY_TARGET = 1.25;
const FULL_COUNT = 1000;
const SMALL_COUNT = 200;
const TINY_COUNT = 20;

export interface LatencySummary {
  reads: number;
  p50Ms: number;
  p99Ms: number;
}

export function latencySummary(times: number[]): LatencySummary {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return { reads: times.length, p50Ms: Number(at(50).toFixed(1)), p99Ms: Number(at(99).toFixed(1)) };
}

export interface CertificateBench {
  certificates: number;
  answerMs: number;
  lastFileAfterS: number;
  perSecondPerCore: number;
  cores: number;
  /** The process's CPU time (user + system, every thread) from the request to the last file, per certificate. */
  cpuMsPerCertificate?: number;
  /**
   * Files requests the nice-19 files thread left unanswered for 2 s (the machine busy at a higher priority), or asked
   * while one had, which a thread at the process's priority made instead (decision 044).
   */
  filesAtProcessPriority?: number;
  /** The machine's 1-minute load average when the issue started and when the last file was stored. */
  loadAverage?: { start: number; end: number };
  rssBeforeMb: number;
  /** The peak resident memory while the certificates were made (from the request to the last file). */
  peakRssMb: number;
  /** The whole run's peak, opening and migrating the embedded database included. */
  processPeakRssMb?: number;
  otherReads: {
    readers: number;
    paths: string[];
    without: LatencySummary;
    during: LatencySummary;
    p99Ratio: number;
    target: number;
    pass: boolean;
  };
  /** At the full scale: the same run at 200 certificates, and the ratio of the peaks (1,000 / 200). */
  smaller?: { certificates: number; peakRssMb: number; lastFileAfterS: number; peakRatio: number };
}

export async function measureCertificates(options: {
  full: boolean;
  log: (line: string) => void;
}): Promise<CertificateBench> {
  const run = (count: number) =>
    runPart<CertificateBench>('certificates.ts', { BENCH_CERTIFICATES: String(count) }, options.log);
  if (!options.full) return run(TINY_COUNT);
  const small = await run(SMALL_COUNT);
  const result = await run(FULL_COUNT);
  return {
    ...result,
    smaller: {
      certificates: small.certificates,
      peakRssMb: small.peakRssMb,
      lastFileAfterS: small.lastFileAfterS,
      peakRatio: Number((result.peakRssMb / Math.max(small.peakRssMb, 1)).toFixed(2)),
    },
  };
}

/** The report's line; the 60 s and memory targets are judged at the full count only. */
export function describeCertificates(result: CertificateBench): string {
  const verdict =
    result.certificates >= FULL_COUNT
      ? ` (target < ${CERTIFICATES_TARGET_S} s: ${result.lastFileAfterS < CERTIFICATES_TARGET_S ? 'PASS' : 'FAIL'})`
      : '';
  const memory = result.smaller
    ? `; peak RSS at ${result.smaller.certificates}: ${result.smaller.peakRssMb} MB, × ${result.smaller.peakRatio} at ${result.certificates} (flat: ≤ ${CERTIFICATE_MEMORY_TARGET}: ${result.smaller.peakRatio <= CERTIFICATE_MEMORY_TARGET ? 'PASS' : 'FAIL'})`
    : '';
  const reads = result.otherReads;
  const cpu =
    result.cpuMsPerCertificate === undefined
      ? ''
      : `; CPU ${result.cpuMsPerCertificate} ms a certificate (every thread), load average ${result.loadAverage?.start ?? '?'}–${result.loadAverage?.end ?? '?'}`;
  return `certificates: ${result.certificates} issued in one request (answer ${result.answerMs} ms), every PDF and signed badge stored ${result.lastFileAfterS} s later${verdict}; ${result.perSecondPerCore} per second per core (${result.cores} cores)${cpu}; peak RSS while made ${result.peakRssMb} MB (the process with its embedded database, ${result.rssBeforeMb} MB before; ${result.processPeakRssMb ?? '?'} MB at the run's peak, opening the database)${memory}; other users' reads p99 ${reads.without.p99Ms} ms without, ${reads.during.p99Ms} ms during (× ${reads.p99Ratio}, target ≤ ${reads.target}: ${reads.pass ? 'PASS' : 'FAIL'})`;
}

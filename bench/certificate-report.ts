// The certificates part of `npm run bench` (certificates.ts, run as a child process that prints its result as its
// last line, JSON): issuing a course's certificates in one request, then every PDF and signed badge made by the queue.
import { runPart } from './notification-report.ts';

/** The target at the full scale: 1,000 certificates (PDF + signed badge) made within this many seconds. */
export const CERTIFICATES_TARGET_S = 60;
const FULL_COUNT = 1000;
const TINY_COUNT = 20;

export interface CertificateBench {
  certificates: number;
  answerMs: number;
  lastFileAfterS: number;
  perSecondPerCore: number;
  cores: number;
  rssBeforeMb: number;
  peakRssMb: number;
}

export function measureCertificates(options: {
  full: boolean;
  log: (line: string) => void;
}): Promise<CertificateBench> {
  return runPart<CertificateBench>(
    'certificates.ts',
    { BENCH_CERTIFICATES: String(options.full ? FULL_COUNT : TINY_COUNT) },
    options.log,
  );
}

/** The report's line; the 60 s target is judged at the full count only. */
export function describeCertificates(result: CertificateBench): string {
  const verdict =
    result.certificates >= FULL_COUNT
      ? ` (target < ${CERTIFICATES_TARGET_S} s: ${result.lastFileAfterS < CERTIFICATES_TARGET_S ? 'PASS' : 'FAIL'})`
      : '';
  return `certificates: ${result.certificates} issued in one request (answer ${result.answerMs} ms), every PDF and signed badge stored ${result.lastFileAfterS} s later${verdict}; ${result.perSecondPerCore} per second per core (${result.cores} cores); peak RSS ${result.peakRssMb} MB (whole process with its embedded database, ${result.rssBeforeMb} MB before)`;
}

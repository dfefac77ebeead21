// Issuing (docs/decisions/024-certificates.md): one transaction gives every passer of a course's released final result
// who holds no certificate in force their certificate, with its serial, its verification code, the names as they
// are now and the total, an audit row each, and ONE files job per ten certificates (decision 036). Issuing again
// gives nobody a second: the passers are read without a live certificate under the course's row lock, and the live
// unique index makes a late duplicate insert nothing.
import { randomBytes } from 'node:crypto';
import { CERTIFICATE_SCREEN_TEXT, CODE_ALPHABET, CODE_LENGTH } from '@portal/contract';
import { isNull, or, sql } from 'drizzle-orm';
import { now } from '#server/core/clock.ts';
import type { Db, Tx } from '#server/core/db/client.ts';
import type { Member } from '#server/core/db/course-membership.ts';
import { certificates } from '#server/core/db/schema/index.ts';
import { conflict, notFound } from '#server/core/errors.ts';
import type { JobQueue } from '#server/core/jobs/queue.ts';
import { type AuditActor, recordAudit } from '#server/features/admin/index.ts';
import { certificateFilesJob, filesJobBatches, queueFilesJobs } from './certificates.jobs.ts';
import {
  findIssuerCourse,
  type IssuerCourse,
  passersWithoutCertificate,
  reserveSerials,
} from './certificates.queries.ts';

/** Bytes of randomness in a code: 10 bytes = 80 bits = 16 base32 characters. */
export const CODE_BYTES = 10;

/**
 * A new verification code: 80 bits from the operating system's CSPRNG (`crypto.randomBytes`), written in Crockford's
 * base32, 5 bits a character, most significant first. Nothing in it comes from the holder, the serial or the time.
 */
export function newVerificationCode(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(CODE_BYTES);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let index = CODE_LENGTH - 1; index >= 0; index -= 1) {
    code += CODE_ALPHABET[Number((bits >> BigInt(index * 5)) & 31n)];
  }
  return code;
}

/** The year of a date in the institute's zone (the year a serial counts in). */
export function yearIn(at: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(at));
}

/** `CEAML-2026-0007`: the programme's short name, the year, the sequence (4 digits at least). */
export function serialOf(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(4, '0')}`;
}

/**
 * Queues the jobs that make the certificates' files (ids only) in the transaction that issued (or re-issued) them:
 * ONE files job per FILES_JOB_BATCH certificates, which draws each PDF, signs each badge, records them together and
 * then tells the holders (certificates.jobs.ts).
 */
export async function queueCertificateFiles(tx: Db | Tx, jobs: JobQueue, certificateIds: readonly number[]) {
  await queueFilesJobs(tx, jobs, certificateIds);
}

/**
 * Queues, once a serving process works the queue, the files jobs of every certificate that still lacks a file: the
 * demo data's certificates (seeded with their PDFs but without a queue, so without a signed badge), and any whose job
 * gave up; FILES_JOB_BATCH certificates a job. Each job is queued under a key of its own (`certificates.files:{first
 * id}`), so that the processes starting together queue one job each, and a job does nothing for a file already made.
 * Answers how many jobs were queued.
 */
export async function queueMissingCertificateFiles(db: Db, jobs: JobQueue): Promise<number> {
  const rows = await db
    .select({ id: certificates.id, pdfFileId: certificates.pdfFileId, badgeFileId: certificates.badgeFileId })
    .from(certificates)
    .where(or(isNull(certificates.pdfFileId), isNull(certificates.badgeFileId)))
    .orderBy(certificates.id);
  let queued = 0;
  for (const batch of filesJobBatches(rows.map((row) => row.id))) {
    await jobs.enqueue(
      db,
      certificateFilesJob,
      { certificateIds: batch },
      { singletonKey: `${certificateFilesJob.name}:${batch[0]}` },
    );
    queued += 1;
  }
  return queued;
}

export interface IssueDeps {
  db: Db;
  jobs: JobQueue;
  timeZone: string;
}

/**
 * Inserts the certificates of the course's passers who hold none (read under the caller's lock of the course row),
 * with an audit row each; answers the new rows. Queues nothing: the caller does.
 */
export async function insertCertificates(
  tx: Tx,
  course: IssuerCourse,
  actor: AuditActor,
  issuedAt: Date,
  timeZone: string,
): Promise<{ id: number; participantId: number | null }[]> {
  const passers = await passersWithoutCertificate(tx, course.id);
  if (passers.length === 0) return [];
  const year = yearIn(issuedAt, timeZone);
  const last = await reserveSerials(tx, course.programShortName, year, passers.length);
  const first = last - passers.length + 1;
  const inserted = await tx
    .insert(certificates)
    .values(
      passers.map((passer, index) => ({
        serial: serialOf(course.programShortName, year, first + index),
        code: newVerificationCode(),
        participantId: passer.participantId,
        courseId: course.id,
        programId: course.programId,
        releaseId: passer.releaseId,
        holderName: passer.holderName,
        programName: course.programName,
        courseName: course.name,
        resultStatus: 'Pass',
        resultTotal: passer.total,
        issuedAt,
        issuedById: actor.id,
      })),
    )
    .onConflictDoNothing({
      target: [certificates.participantId, certificates.courseId],
      where: sql`${certificates.supersededAt} is null`,
    })
    .returning({
      id: certificates.id,
      serial: certificates.serial,
      participantId: certificates.participantId,
      holderName: certificates.holderName,
    });
  for (const row of inserted) {
    await recordAudit(tx, actor, {
      action: 'issue',
      entity: 'certificate',
      entityId: row.id,
      after: {
        serial: row.serial,
        participant_id: row.participantId,
        course_id: course.id,
        holder_name: row.holderName,
      },
    });
  }
  return inserted;
}

/**
 * Issues the missing certificates of a course for its coordinator or an admin. 404 for a course the issuer does not
 * run, 409 (nothing changed) without a final release in effect. Answers how many were issued.
 */
export async function issueCertificates(
  deps: IssueDeps,
  issuer: Member,
  actor: AuditActor,
  courseId: number,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const course = await findIssuerCourse(tx, issuer, courseId, true);
    if (!course) throw notFound(CERTIFICATE_SCREEN_TEXT.courseNotFound);
    if (course.releaseId === null) throw conflict(CERTIFICATE_SCREEN_TEXT.notReleased);
    const inserted = await insertCertificates(tx, course, actor, now(), deps.timeZone);
    await queueCertificateFiles(
      tx,
      deps.jobs,
      inserted.map((row) => row.id),
    );
    return inserted.length;
  });
}

// Certificates made directly in the database, for the tests of verification, revocation, re-issue and badges (issuing
// itself belongs to features/certificates/). Each has a fresh code made as issuing makes it and a serial of its own;
// `demoCertificateValues` gives the tests that run on the demo data a holder and a programme of it.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/core/db/client.ts';
import { certificates, courses, programs } from '#server/core/db/schema/index.ts';
import { newVerificationCode } from '#server/features/certificates/index.ts';
import { userIdOf } from './identities.ts';

/** A certificate's values as its files (the PDF, the badge) read them, for tests that make files without a row. */
export const certificateDocument = {
  serial: 'CEAML-2026-0001',
  code: '7K3MQ9XD2HBWR4TN',
  holderName: 'Nusrat Jahan',
  programName: 'Certificate in Applied Machine Learning',
  courseName: 'Course C',
  resultTotal: '78.50',
  issuedAt: new Date('2026-11-28T06:00:00Z'),
  publicUrl: 'https://portal.example',
} as const;

export type CertificateValues = Partial<typeof certificates.$inferInsert>;

export interface MadeCertificate {
  id: number;
  serial: string;
  /** As stored: 16 base32 characters, no separators. */
  code: string;
  holderName: string;
  /** The SHA-256 of `pdf` (or of a stand-in PDF text) unless the values set it. */
  pdfSha256: string | null;
  statusIndex: number;
}

/** A certificate row: a Pass of 78.50 held by Nusrat Jahan, of no course and no holder unless `values` say so. */
export async function makeCertificate(
  db: Db,
  values: CertificateValues & { pdf?: Buffer } = {},
): Promise<MadeCertificate> {
  const { pdf, ...columns } = values;
  const serial = columns.serial ?? `TST-2026-${randomBytes(4).toString('hex').toUpperCase()}`;
  const [row] = await db
    .insert(certificates)
    .values({
      serial,
      code: newVerificationCode(),
      participantId: null,
      courseId: null,
      holderName: 'Nusrat Jahan',
      programName: 'Certified Banking Professional',
      courseName: 'CBP Batch 7',
      resultStatus: 'Pass',
      resultTotal: '78.50',
      pdfSha256: createHash('sha256')
        .update(pdf ?? Buffer.from(`%PDF-1.7 ${serial}`))
        .digest('hex'),
      ...columns,
    })
    .returning({
      id: certificates.id,
      serial: certificates.serial,
      code: certificates.code,
      holderName: certificates.holderName,
      pdfSha256: certificates.pdfSha256,
      statusIndex: certificates.statusIndex,
    });
  if (!row) throw new Error('certificate not inserted');
  return row;
}

/**
 * On the demo data: held by participant@demo.test, of a demo course's programme (its public page is the badge's
 * achievement), issued on 2026-11-20 at 10:00 UTC.
 */
export async function demoCertificateValues(db: Db): Promise<CertificateValues> {
  const [course] = await db
    .select({ name: courses.name, programId: programs.id, programName: programs.name })
    .from(courses)
    .innerJoin(programs, eq(programs.id, courses.programId))
    .limit(1);
  if (!course) throw new Error('the demo data has no course');
  return {
    participantId: await userIdOf(db, 'participant@demo.test'),
    programId: course.programId,
    programName: course.programName,
    courseName: course.name,
    issuedAt: new Date('2026-11-20T10:00:00Z'),
  };
}

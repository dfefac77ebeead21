// Certificate rows → the contract's field names (a row never leaks a column the screens do not show).
import {
  type CertificatePasser,
  type CertificateStatus,
  type CertificateSummary,
  type CourseCertificates,
  formatVerificationCode,
  type MyCertificate,
  verificationUrl,
} from '@portal/contract';
import type { holderPage, IssuerCourse, passersPage } from './certificates.queries.ts';

interface SummaryRow {
  id: number;
  serial: string;
  code: string;
  status: CertificateStatus;
  issuedAt: Date;
  revokedAt: Date | null;
  revocationReason: string | null;
  pdfFileId: number | null;
}

function toSummary(row: SummaryRow): CertificateSummary {
  return {
    id: row.id,
    serial: row.serial,
    code: formatVerificationCode(row.code),
    status: row.status,
    issued_at: row.issuedAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revocation_reason: row.revocationReason,
    pdf_ready: row.pdfFileId !== null,
  };
}

type PasserRow = Awaited<ReturnType<typeof passersPage>>['rows'][number];

function toPasser(row: PasserRow): CertificatePasser {
  const certificate =
    row.certificateId === null || row.serial === null || row.code === null || row.issuedAt === null
      ? null
      : toSummary({
          id: row.certificateId,
          serial: row.serial,
          code: row.code,
          status: row.status,
          issuedAt: row.issuedAt,
          revokedAt: row.revokedAt,
          revocationReason: row.revocationReason,
          pdfFileId: row.pdfFileId,
        });
  return {
    participant_id: row.participantId,
    name: row.name,
    course_roll: row.courseRoll ?? '',
    total: row.total === null ? null : Number(row.total),
    certificate,
  };
}

export function toCourseCertificates(
  course: IssuerCourse,
  page: Awaited<ReturnType<typeof passersPage>>,
): CourseCertificates {
  return {
    course: { id: course.id, name: course.name, short_name: course.shortName, program_name: course.programName },
    final_released: course.releaseId !== null,
    passers: page.rows.map(toPasser),
    total: page.total,
    to_issue: page.toIssue,
    to_issue_names: page.toIssueNames,
  };
}

type HolderRow = Awaited<ReturnType<typeof holderPage>>['rows'][number];

/** A moment's date in a zone, `2026-11-28`. */
export const dateIn = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

export function toMyCertificate(row: HolderRow, publicUrl: string, timeZone: string): MyCertificate {
  return {
    ...toSummary(row),
    issued_on: dateIn(row.issuedAt, timeZone),
    course_name: row.courseName,
    program_name: row.programName,
    holder_name: row.holderName,
    verify_url: verificationUrl(publicUrl, row.code),
    badge_ready: row.badgeFileId !== null,
  };
}

// A certificate as the public verification answers it. Superseded wins over revoked (a re-issue replaced it, whatever
// happened to it before) and answers only its status, serial and date of issue: it points to nothing.
import type { CertificateStatus, PublicCertificate } from '@portal/contract';
import type { CertificateByCode } from './verification.queries.ts';

export function certificateStatus(row: { supersededAt: Date | null; revokedAt: Date | null }): CertificateStatus {
  if (row.supersededAt) return 'superseded';
  return row.revokedAt ? 'revoked' : 'valid';
}

export function toPublicCertificate(row: CertificateByCode): PublicCertificate {
  const status = certificateStatus(row);
  const common = { status, serial: row.serial, issued_at: row.issuedAt.toISOString() };
  if (status === 'superseded') {
    return {
      ...common,
      holder_name: null,
      program_name: null,
      course_name: null,
      result: null,
      revoked_at: null,
      revocation_reason: null,
      sha256: null,
    };
  }
  return {
    ...common,
    holder_name: row.holderName,
    program_name: row.programName,
    course_name: row.courseName,
    // The released status only: the marks are the holder's, not the verifier's (decision 027).
    result: row.resultStatus,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revocation_reason: row.revocationReason,
    sha256: row.pdfSha256,
  };
}

// Rows of the admin console's certificates → the contract's field names.
import { type AdminCertificate, formatVerificationCode, type Signatories } from '@portal/contract';
import { certificateStatus } from '#server/features/certificate-verification/index.ts';
import type { CertificatePageRow } from './certificates.queries.ts';

export function toAdminCertificate(row: CertificatePageRow): AdminCertificate {
  return {
    id: row.id,
    serial: row.serial,
    code: formatVerificationCode(row.code),
    holder_name: row.holderName,
    program_name: row.programName,
    course_name: row.courseName,
    issued_at: row.issuedAt.toISOString(),
    status: certificateStatus(row),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revocation_reason: row.revocationReason,
    superseded_by_serial: row.supersededBySerial,
    replaces_serial: row.replacesSerial,
  };
}

/** Always both positions, empty while not set. */
export function toSignatories(rows: { position: number; name: string; designation: string }[]): Signatories {
  return {
    signatories: [1, 2].map(
      (position) => rows.find((row) => row.position === position) ?? { position, name: '', designation: '' },
    ),
  };
}

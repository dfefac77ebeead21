// Certificates made directly in the database, for the tests of verification, revocation and re-issue (issuing itself
// belongs to features/certificates/). Each has a fresh random code and a serial of its own.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '#server/core/db/client.ts';
import { certificates } from '#server/core/db/schema/index.ts';
import { newVerificationCode } from '#server/features/certificates/index.ts';

export interface MadeCertificate {
  id: number;
  serial: string;
  /** As stored: 16 base32 characters, no separators. */
  code: string;
  holderName: string;
  pdfSha256: string;
}

export async function makeCertificate(
  db: Db,
  setup: { participantId?: number | null; courseId?: number | null; holderName?: string; pdf?: Buffer } = {},
): Promise<MadeCertificate> {
  const serial = `TST-2026-${randomBytes(4).toString('hex').toUpperCase()}`;
  const code = newVerificationCode();
  const holderName = setup.holderName ?? 'Nusrat Jahan';
  const pdfSha256 = createHash('sha256')
    .update(setup.pdf ?? Buffer.from(`%PDF-1.7 ${serial}`))
    .digest('hex');
  const [row] = await db
    .insert(certificates)
    .values({
      serial,
      code,
      participantId: setup.participantId ?? null,
      courseId: setup.courseId ?? null,
      holderName,
      programName: 'Certified Banking Professional',
      courseName: 'CBP Batch 7',
      resultStatus: 'Pass',
      resultTotal: '78.50',
      pdfSha256,
    })
    .returning({ id: certificates.id });
  if (!row) throw new Error('certificate not inserted');
  return { id: row.id, serial, code, holderName, pdfSha256 };
}

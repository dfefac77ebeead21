// The one statement of a public verification: a certificate by its stored (normalised) code, through the unique
// index on `code`, with the serial of nothing else.
import { eq } from 'drizzle-orm';
import type { Db } from '#server/core/db/client.ts';
import { certificates } from '#server/core/db/schema/index.ts';

export async function certificateByCode(db: Db, code: string) {
  const [row] = await db
    .select({
      serial: certificates.serial,
      holderName: certificates.holderName,
      programName: certificates.programName,
      courseName: certificates.courseName,
      resultStatus: certificates.resultStatus,
      issuedAt: certificates.issuedAt,
      pdfSha256: certificates.pdfSha256,
      revokedAt: certificates.revokedAt,
      revocationReason: certificates.revocationReason,
      supersededAt: certificates.supersededAt,
    })
    .from(certificates)
    .where(eq(certificates.code, code))
    .limit(1);
  return row;
}
export type CertificateByCode = NonNullable<Awaited<ReturnType<typeof certificateByCode>>>;

// The demo data's certificates (README.md, "Demo logins"): the two signatories, and course C's passers holding their
// certificates, issued the day after its final release by its coordinator, through the issuing code. Their PDFs are
// rendered here by the PDF job's own renderer and written at once (no queue in the seed's transaction, no mail: the
// demo is as if the job had run long ago). One of them (`DEMO_REVOCATION.holder`) was later revoked by the admin, with
// the admin's own revocation rows (revoked_at, reason, audit row); participant@demo.test's stays valid.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/core/db/client.ts';
import { certificateSignatories, certificates, storedFiles } from '#server/core/db/schema/index.ts';
import { writeRevocation } from '#server/features/admin/index.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { pdfFileOf, pdfInputOf } from './certificates.jobs.ts';
import { certificateForPdf, findIssuerCourse } from './certificates.queries.ts';
import { insertCertificates } from './issue.ts';

export const DEMO_SIGNATORIES = [
  { position: 1, name: 'Dr. Kamrul Hasan', designation: 'Director General' },
  { position: 2, name: 'Farhana Rahman', designation: 'Director (Certification)' },
] as const;

/** The demo's revoked certificate: whose, why, and when (the admin's revocation). */
export const DEMO_REVOCATION = {
  holder: 'participant6@demo.test',
  reason: 'Plagiarism found in the final project after issue (Examination Committee decision EC-2025-11)',
  at: '2025-09-14T05:30:00Z',
} as const;

export interface DemoCertificateRefs {
  courseId: number;
  issuer: { id: number; email: string; userType: number };
  issuedAt: Date;
  /** The admin who revoked `DEMO_REVOCATION.holder`'s certificate, and the id of that holder. */
  revokedBy: { id: number; email: string };
  revokedHolderId: number;
  timeZone: string;
  publicUrl: string;
  putPrivate(key: string, data: Buffer, contentType: string): Promise<void>;
}

/** Inserts the signatories and issues course `courseId`'s certificates with their PDFs; answers the files' keys. */
export async function insertDemoCertificates(db: Db | Tx, refs: DemoCertificateRefs): Promise<string[]> {
  const tx = db as Tx;
  await tx.insert(certificateSignatories).values(DEMO_SIGNATORIES.map((signatory) => ({ ...signatory })));
  const course = await findIssuerCourse(tx, refs.issuer, refs.courseId);
  if (!course || course.releaseId === null) throw new Error('Demo seed: course C has no final release');
  const issued = await insertCertificates(
    tx,
    course,
    { id: refs.issuer.id, email: refs.issuer.email },
    refs.issuedAt,
    refs.timeZone,
  );
  const keys: string[] = [];
  for (const { id, participantId } of issued) {
    const row = await certificateForPdf(tx, id);
    if (!row || participantId === null) throw new Error('Demo seed: certificate not inserted');
    const pdf = await renderCertificatePdf(
      pdfInputOf(row, { PUBLIC_URL: refs.publicUrl, TZ_INSTITUTE: refs.timeZone }),
    );
    const file = pdfFileOf(id, row.serial, pdf);
    const [stored] = await tx
      .insert(storedFiles)
      .values({ ...file, ownerId: participantId, createdAt: refs.issuedAt })
      .returning({ id: storedFiles.id });
    if (!stored) throw new Error('Demo seed: certificate file not inserted');
    await tx.update(certificates).set({ pdfFileId: stored.id, pdfSha256: file.sha256 }).where(eq(certificates.id, id));
    await refs.putPrivate(file.storeKey, pdf, file.mimeType);
    keys.push(file.storeKey);
    if (participantId === refs.revokedHolderId) {
      await writeRevocation(
        tx,
        refs.revokedBy,
        { id, serial: row.serial },
        DEMO_REVOCATION.reason,
        new Date(DEMO_REVOCATION.at),
      );
    }
  }
  return keys;
}

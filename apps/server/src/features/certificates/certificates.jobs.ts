// The certificates' jobs (docs/decisions/024-certificates.md): the PDF job renders a certificate's PDF, keeps it in
// the file store (a `stored_files` row owned by the holder, with its SHA-256), sets `pdf_file_id` / `pdf_sha256`, and
// then, in that same transaction, queues the holder's mail and the in-portal notification. Run twice, it finds the
// PDF set and does nothing: one file, one mail. The mail is a must-arrive mail (as a submission's receipt): it
// ignores notification preferences.
import { createHash } from 'node:crypto';
import { formatVerificationCode, PRODUCT_NAME, verificationUrl } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/core/db/client.ts';
import { certificates, storedFiles, users } from '#server/core/db/schema/index.ts';
import type { FileStore } from '#server/core/files/store.ts';
import { defineJob } from '#server/core/jobs/define.ts';
import { defineMailJob } from '#server/core/jobs/mail-job.ts';
import type { JobQueue } from '#server/core/jobs/queue.ts';
import { escapeHtml, type MailMessage } from '#server/core/mail/mailer.ts';
import { queueNotifications } from '#server/features/notifications/index.ts';
import { certificateMailJob } from './certificate.mails.ts';
import type { CertificatePdfInput } from './certificate-pdf.ts';
import { certificateForPdf } from './certificates.queries.ts';
import { renderPdfOffThread } from './files-thread.ts';

/**
 * What the PDF job needs besides its JobContext: the queue (it queues the mail) and the file store. The routes bind
 * them per database when the app is built (as the notification jobs do).
 */
const bindings = new WeakMap<object, { jobs: JobQueue; store: FileStore }>();

export function bindCertificateJobs(db: Db, jobs: JobQueue, store: FileStore): void {
  bindings.set(db, { jobs, store });
}

function bound(db: Db) {
  const found = bindings.get(db);
  // Thrown before the routes are built: the job is tried again later.
  if (!found) throw new Error('certificate jobs are not bound to this database yet');
  return found;
}

/** A PDF as the file store keeps it: its key (the certificate and the content's hash), name and hash. */
export function pdfFileOf(certificateId: number, serial: string, pdf: Buffer) {
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  return {
    storeKey: `certificates/${certificateId}-${sha256.slice(0, 16)}.pdf`,
    originalName: `certificate-${serial}.pdf`,
    extension: 'pdf',
    mimeType: 'application/pdf',
    sizeBytes: pdf.length,
    sha256,
  };
}

/** The PDF input of a certificate row as `certificateForPdf` reads it. */
export function pdfInputOf(
  row: NonNullable<Awaited<ReturnType<typeof certificateForPdf>>>,
  config: { PUBLIC_URL: string; TZ_INSTITUTE: string },
): CertificatePdfInput {
  return {
    serial: row.serial,
    code: row.code,
    holderName: row.holderName,
    programName: row.programName,
    courseName: row.courseName,
    resultTotal: row.resultTotal,
    issuedAt: row.issuedAt,
    signatories: row.signatories,
    publicUrl: config.PUBLIC_URL,
    timeZone: config.TZ_INSTITUTE,
  };
}

export const certificatePdfJob = defineJob<{ certificateId: number }>({
  name: 'certificates.pdf',
  retryLimit: 10,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 600,
  expireInSeconds: 120,
  async run({ db, config, log }, data) {
    const { jobs, store } = bound(db);
    const row = await certificateForPdf(db, data.certificateId);
    if (!row || row.pdfFileId !== null || row.participantId === null) return;
    const holderId = row.participantId;
    // Drawn on a files thread (files-thread.ts): the event loop answers other users meanwhile.
    const { pdf } = await renderPdfOffThread(pdfInputOf(row, config));
    const file = pdfFileOf(row.id, row.serial, pdf);
    // The same certificate renders the same bytes, so a run after a crash writes the same key again.
    await store.put(file.storeKey, pdf, file.mimeType);
    const stored = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ pdfFileId: certificates.pdfFileId })
        .from(certificates)
        .where(eq(certificates.id, row.id))
        .for('update');
      if (!locked || locked.pdfFileId !== null) return false;
      const [inserted] = await tx
        .insert(storedFiles)
        .values({ ...file, ownerId: holderId })
        .onConflictDoNothing({ target: storedFiles.storeKey })
        .returning({ id: storedFiles.id });
      const fileId =
        inserted?.id ??
        (await tx.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.storeKey, file.storeKey)))[0]
          ?.id;
      if (fileId === undefined) throw new Error('certificate PDF not recorded');
      await tx
        .update(certificates)
        .set({ pdfFileId: fileId, pdfSha256: file.sha256 })
        .where(eq(certificates.id, row.id));
      await jobs.enqueue(tx, certificateMailJob, { certificateId: row.id, revoked: false });
      await queueNotifications(jobs, tx, 'certificate-issued', [row.id]);
      return true;
    });
    if (stored) log.info({ event: 'certificate_pdf_stored', certificateId: row.id }, 'certificate PDF stored');
  },
});

export const certificateJobs = [certificatePdfJob, certificateMailJob];

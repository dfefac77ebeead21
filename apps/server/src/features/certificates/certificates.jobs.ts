// The certificates' jobs (docs/decisions/024-certificates.md, 036). The files job makes the files of a batch of
// certificates (up to FILES_JOB_BATCH, queued by the issue): for each, its PDF and its signed Open Badges credential
// in ONE request to a files thread (files-thread.ts), both kept in the file store; then ONE transaction records them
// all (`stored_files` rows owned by the holder, with their SHA-256; `pdf_file_id` / `pdf_sha256`, `badge_file_id` /
// `badge_sha256`), queues the holders' mails in one statement and writes their in-portal notifications in another.
// Run twice, it finds the files set and does nothing: one file each, one mail. The mail is a must-arrive mail (as a
// submission's receipt): it ignores notification preferences. The PDF job (one certificate's PDF) and the badge job
// (badges/badges.jobs.ts) stay for the jobs queued before the files job existed.
import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { now } from '#server/core/clock.ts';
import type { Db } from '#server/core/db/client.ts';
import { certificates, notifications, storedFiles, users } from '#server/core/db/schema/index.ts';
import type { FileStore } from '#server/core/files/store.ts';
import { defineJob, type JobContext } from '#server/core/jobs/define.ts';
import type { JobQueue } from '#server/core/jobs/queue.ts';
import {
  BADGE_MIME_TYPE,
  badgeCredential,
  badgeFileOf,
  badgeFileRow,
  boundBadges,
} from '#server/features/badges/index.ts';
import { queueNotifications } from '#server/features/notifications/index.ts';
import { certificateMailJob } from './certificate.mails.ts';
import type { CertificatePdfInput } from './certificate-pdf.ts';
import { certificateForPdf, certificatesForFiles } from './certificates.queries.ts';
import { makeFilesOffThread, renderPdfOffThread } from './files-thread.ts';

/**
 * What the files and PDF jobs need besides their JobContext: the queue (they queue the mails) and the file store. The routes bind
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

/**
 * Certificates one files job makes. Their files are drawn and signed one after another on a files thread and recorded
 * in one transaction: a tenth of the fetches, completions, look-ups and transactions of a job per file, while a job
 * still ends within seconds (a retry redoes at most this many, and finds the files already made skipped).
 */
export const FILES_JOB_BATCH = 10;

/** The `certificate-issued` notification kind (notifications/kinds.ts): the holder, told in the portal, never mailed. */
const ISSUED_NOTIFICATION_KIND = 'certificate-issued';

/**
 * The files jobs of a process run one at a time (the queue works each kind two batches at once): a large issue then
 * keeps at most one batch's files and one recording transaction under way, and other users' requests (on the
 * embedded database, the one connection they share with the jobs) wait behind no more than that.
 */
let filesTurn: Promise<unknown> = Promise.resolve();

/** Makes the missing files of the certificates `certificateIds` (a files job's batch); see the file's head. */
export function makeCertificateFiles(
  context: Pick<JobContext, 'db' | 'config' | 'log'>,
  certificateIds: readonly number[],
): Promise<{ pdfs: number; badges: number }> {
  const mine = filesTurn.then(() => makeFilesNow(context, certificateIds));
  filesTurn = mine.catch(() => {});
  return mine;
}

async function makeFilesNow(
  { db, config, log }: Pick<JobContext, 'db' | 'config' | 'log'>,
  certificateIds: readonly number[],
): Promise<{ pdfs: number; badges: number }> {
  const { jobs, store } = bound(db);
  const badges = boundBadges(db);
  const rows = (await certificatesForFiles(db, certificateIds)).map((row) => ({
    ...row,
    needsPdf: row.pdfFileId === null && row.participantId !== null,
    needsBadge: row.badgeFileId === null && row.ownerId !== null,
  }));
  const wanted = rows.filter((row) => row.needsPdf || row.needsBadge);
  if (wanted.length === 0) return { pdfs: 0, badges: 0 };
  const key = wanted.some((row) => row.needsBadge) ? await badges.signingMaterial() : null;
  // All of the batch asked at once: the files thread works through them while the event loop stores the first ones.
  const made = await Promise.all(
    wanted.map(async (row) => {
      const out = await makeFilesOffThread(
        row.needsPdf ? pdfInputOf(row, config) : null,
        row.needsBadge && key ? { credential: badgeCredential(badges.urls, row), key } : null,
      );
      const pdf = out.pdf ? { ...pdfFileOf(row.id, row.serial, out.pdf), bytes: out.pdf } : null;
      const badge = out.badge ? badgeFileOf(row.serial, out.badge) : null;
      // The same certificate renders the same PDF, so a run after a crash writes the same key again.
      if (pdf) await store.put(pdf.storeKey, pdf.bytes, pdf.mimeType);
      if (badge) await store.put(badge.storeKey, badge.bytes, BADGE_MIME_TYPE);
      return { row, pdf, badge };
    }),
  );
  const unusedBadges = (recorded: ReadonlySet<number>) =>
    made.filter((one) => one.badge && !recorded.has(one.row.id)).map((one) => one.badge?.storeKey as string);
  let recorded: { pdfs: number[]; badges: number[] };
  try {
    recorded = await db.transaction(async (tx) => {
      const locked = await tx
        .select({ id: certificates.id, pdfFileId: certificates.pdfFileId, badgeFileId: certificates.badgeFileId })
        .from(certificates)
        .where(
          inArray(
            certificates.id,
            wanted.map((row) => row.id),
          ),
        )
        .orderBy(certificates.id)
        .for('update');
      const current = new Map(locked.map((row) => [row.id, row]));
      // Another run may have recorded some first: each keeps the file it has.
      const pdfs = made.filter((one) => one.pdf && current.get(one.row.id)?.pdfFileId === null);
      const signed = made.filter((one) => one.badge && current.get(one.row.id)?.badgeFileId === null);
      const values = [
        ...pdfs.map(({ row, pdf }) => {
          const { bytes: _bytes, ...file } = pdf as NonNullable<typeof pdf>;
          return { ...file, ownerId: row.participantId as number };
        }),
        ...signed.map(({ row, badge }) => {
          const file = badge as NonNullable<typeof badge>;
          return badgeFileRow({ ...file, sizeBytes: file.bytes.length, ownerId: row.ownerId as number });
        }),
      ];
      if (values.length === 0) return { pdfs: [], badges: [] };
      const fileIds = new Map<string, number>();
      const inserted = await tx
        .insert(storedFiles)
        .values(values)
        .onConflictDoNothing({ target: storedFiles.storeKey })
        .returning({ id: storedFiles.id, storeKey: storedFiles.storeKey });
      for (const file of inserted) fileIds.set(file.storeKey, file.id);
      // A PDF stored by a run that stopped before its row was used: its row is there already.
      const earlier = values.map((file) => file.storeKey).filter((storeKey) => !fileIds.has(storeKey));
      if (earlier.length > 0) {
        const found = await tx
          .select({ id: storedFiles.id, storeKey: storedFiles.storeKey })
          .from(storedFiles)
          .where(inArray(storedFiles.storeKey, earlier));
        for (const file of found) fileIds.set(file.storeKey, file.id);
      }
      const fileId = (storeKey: string) => {
        const id = fileIds.get(storeKey);
        if (id === undefined) throw new Error('certificate file not recorded');
        return id;
      };
      const pdfMade = new Set(pdfs);
      const badgeMade = new Set(signed);
      const changes = made
        .filter((one) => pdfMade.has(one) || badgeMade.has(one))
        .map((one) => {
          const pdf = pdfMade.has(one) ? one.pdf : null;
          const badge = badgeMade.has(one) ? one.badge : null;
          return sql`(${one.row.id}::int, ${pdf ? fileId(pdf.storeKey) : null}::int, ${pdf?.sha256 ?? null}::text, ${badge ? fileId(badge.storeKey) : null}::int, ${badge?.sha256 ?? null}::text)`;
        });
      // One statement for the batch; a file this run did not make leaves the column as it is.
      await tx.execute(sql`update ${certificates} set
          pdf_file_id = coalesce(v.pdf_file_id, ${certificates.pdfFileId}),
          pdf_sha256 = coalesce(v.pdf_sha256, ${certificates.pdfSha256}),
          badge_file_id = coalesce(v.badge_file_id, ${certificates.badgeFileId}),
          badge_sha256 = coalesce(v.badge_sha256, ${certificates.badgeSha256})
        from (values ${sql.join(changes, sql`, `)}) as v(id, pdf_file_id, pdf_sha256, badge_file_id, badge_sha256)
        where ${certificates.id} = v.id`);
      const issued = pdfs.map(({ row }) => row.id);
      if (issued.length > 0) {
        // The holders' mails in one statement, and their notifications in another: the rows the fan-out of the
        // `certificate-issued` kind would write (the holder if still active, once), without a fan-out job each.
        await jobs.enqueueMany(
          tx,
          certificateMailJob,
          issued.map((certificateId) => ({ certificateId, revoked: false })),
        );
        await tx.execute(sql`insert into ${notifications} (person_id, kind, object_id, created_at)
          select ${certificates.participantId}, ${ISSUED_NOTIFICATION_KIND}::text, ${certificates.id}, ${now()}
          from ${certificates} join ${users} on ${users.id} = ${certificates.participantId} and ${users.isActive}
          where ${inArray(certificates.id, issued)}
          on conflict (kind, object_id, person_id) do nothing`);
      }
      return { pdfs: issued, badges: signed.map(({ row }) => row.id) };
    });
  } catch (error) {
    // Its badge files have keys of their own: nobody else would ever find them.
    await Promise.all(unusedBadges(new Set()).map((storeKey) => store.delete(storeKey).catch(() => {})));
    throw error;
  }
  // Another run recorded some badges first: these files are not needed.
  await Promise.all(unusedBadges(new Set(recorded.badges)).map((storeKey) => store.delete(storeKey)));
  log.info(
    { event: 'certificate_files_stored', certificateIds: wanted.map((row) => row.id), ...recorded },
    'certificate files stored',
  );
  return { pdfs: recorded.pdfs.length, badges: recorded.badges.length };
}

export const certificateFilesJob = defineJob<{ certificateIds: readonly number[] }>({
  name: 'certificates.files',
  retryLimit: 10,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 600,
  expireInSeconds: 300,
  async run(context, data) {
    await makeCertificateFiles(context, data.certificateIds);
  },
});

/** Queues the files jobs of `certificateIds`, FILES_JOB_BATCH certificates a job, in one statement. */
export async function queueFilesJobs(
  tx: Parameters<JobQueue['enqueueMany']>[0],
  jobs: JobQueue,
  certificateIds: readonly number[],
): Promise<void> {
  await jobs.enqueueMany(
    tx,
    certificateFilesJob,
    filesJobBatches(certificateIds).map((batch) => ({ certificateIds: batch })),
  );
}

/** `certificateIds` cut into the files jobs' batches of FILES_JOB_BATCH, in order. */
export function filesJobBatches(certificateIds: readonly number[]): number[][] {
  const batches: number[][] = [];
  for (let at = 0; at < certificateIds.length; at += FILES_JOB_BATCH) {
    batches.push(certificateIds.slice(at, at + FILES_JOB_BATCH));
  }
  return batches;
}

export const certificateJobs = [certificateFilesJob, certificatePdfJob, certificateMailJob];

// Mails of the assignments feature, in the recipient's language (assignments.mail-texts.ts).
import { formatNumber, isLanguage, type Language, PRODUCT_NAME, type SubmissionReceipt } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { storedFiles, userLanguages, users } from '#server/core/db/schema/index.ts';
import { defineMailJob } from '#server/core/jobs/mail-job.ts';
import { mailDate, mailLanguage, mailTexts } from '#server/core/mail/mail-texts.ts';
import { escapeHtml, type MailMessage } from '#server/core/mail/mailer.ts';
import { assignmentMailTexts } from './assignments.mail-texts.ts';
import { isInGrace } from './assignments.presenters.ts';
import { findAssignmentById } from './assignments.queries.ts';

/** The participant's receipt of a submission: what arrived, how big, its SHA-256, and when (in the institute's zone). */
export function receiptMail(input: {
  to: string;
  name: string;
  assignmentTitle: string;
  receipt: SubmissionReceipt;
  timeZone: string;
  language?: Language;
}): MailMessage {
  const { receipt } = input;
  const language = input.language ?? 'en';
  const t = mailTexts(assignmentMailTexts, language);
  const title = input.assignmentTitle;
  // English writes the size as it always did (no grouping); Bangla in its digits.
  const size = language === 'bn' ? formatNumber('bn', receipt.size_bytes) : String(receipt.size_bytes);
  const text =
    `${t('greeting', { name: input.name })}\n\n${t('arrived', { title })}\n\n` +
    `${t('file', { file: receipt.file_name })}\n${t('size', { size })}\n${t('sha256', { sha256: receipt.sha256 })}\n` +
    `${t('received', { at: mailDate(language, new Date(receipt.submitted_at), input.timeZone) })}\n` +
    `${receipt.on_time ? t('onTime') : t('inGrace')}\n\n` +
    `${t('keep')}\n`;
  return {
    to: input.to,
    subject: t('subject', { product: PRODUCT_NAME, title }),
    text,
    html: `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>').replace(/\n/g, '<br>')}</p>`,
  };
}

/**
 * The receipt of one submission, queued in the submission's transaction: the file row (name, size, SHA-256) and the
 * moment are read when the job runs, by the ids the job carries.
 */
export const receiptMailJob = defineMailJob<{
  assignmentId: number;
  participantId: number;
  fileId: number;
  at: number;
}>({
  name: 'mail.submission-receipt',
  async build({ db, config }, data) {
    const tz = config.TZ_INSTITUTE;
    const assignment = await findAssignmentById(db, tz, data.assignmentId);
    const [person] = await db
      .select({ email: users.email, firstName: users.firstName, saved: userLanguages.language })
      .from(users)
      .leftJoin(userLanguages, eq(userLanguages.userId, users.id))
      .where(eq(users.id, data.participantId))
      .limit(1);
    const [file] = await db
      .select({ name: storedFiles.originalName, size: storedFiles.sizeBytes, sha256: storedFiles.sha256 })
      .from(storedFiles)
      .where(eq(storedFiles.id, data.fileId))
      .limit(1);
    if (!assignment || !person || !file) return null;
    const at = new Date(data.at);
    return receiptMail({
      to: person.email,
      name: person.firstName,
      assignmentTitle: assignment.title,
      receipt: {
        file_name: file.name,
        size_bytes: file.size,
        sha256: file.sha256 ?? '',
        submitted_at: at.toISOString(),
        on_time: !isInGrace(at, assignment.graceFrom),
      },
      timeZone: tz,
      language: mailLanguage(isLanguage(person.saved) ? person.saved : null),
    });
  },
});

export const assignmentJobs = [receiptMailJob];

// Mails of the assignments feature.
import { PRODUCT_NAME, type SubmissionReceipt } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { storedFiles, users } from '#server/core/db/schema/index.ts';
import { defineMailJob } from '#server/core/jobs/mail-job.ts';
import { mailDateText } from '#server/core/mail/mail-parts.ts';
import { escapeHtml, type MailMessage } from '#server/core/mail/mailer.ts';
import { isInGrace } from './assignments.presenters.ts';
import { findAssignmentById } from './assignments.queries.ts';

/** The participant's receipt of a submission: what arrived, how big, its SHA-256, and when (in the institute's zone). */
export function receiptMail(input: {
  to: string;
  name: string;
  assignmentTitle: string;
  receipt: SubmissionReceipt;
  timeZone: string;
}): MailMessage {
  const { receipt } = input;
  const text =
    `Dear ${input.name},\n\nYour submission for "${input.assignmentTitle}" has arrived.\n\n` +
    `File: ${receipt.file_name}\nSize: ${receipt.size_bytes} bytes\nSHA-256: ${receipt.sha256}\n` +
    `Received: ${mailDateText(new Date(receipt.submitted_at), input.timeZone)}\n` +
    `${receipt.on_time ? 'On time.' : 'In grace: after the last date, within the 24 hours that follow it.'}\n\n` +
    'Keep this mail: it proves what you submitted and when.\n';
  return {
    to: input.to,
    subject: `${PRODUCT_NAME}: submission received — ${input.assignmentTitle}`,
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
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
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
    });
  },
});

export const assignmentJobs = [receiptMailJob];

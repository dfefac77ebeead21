// Mails of the assignments feature.
import { PRODUCT_NAME, type SubmissionReceipt } from '@portal/contract';
import { mailDateText } from '#server/core/mail/mail-parts.ts';
import { escapeHtml, type MailMessage } from '#server/core/mail/mailer.ts';

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

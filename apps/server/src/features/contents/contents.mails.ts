// Mails of the contents feature.
import { PRODUCT_NAME } from '@portal/contract';
import { escapeHtml, type MailMessage } from '#server/core/mail/mailer.ts';

/** A reminder to a recipient who has not opened a content yet. */
export function reminderMail(input: { to: string; name: string; contentTitle: string; link: string }): MailMessage {
  const text =
    `Dear ${input.name},\n\nA content was sent to your course and you have not opened it yet: "${input.contentTitle}".\n\n` +
    `You find it under Contents after you sign in: ${input.link}\n`;
  return {
    to: input.to,
    subject: `${PRODUCT_NAME}: a content is waiting for you — ${input.contentTitle}`,
    text,
    html: `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>')}</p>`,
  };
}

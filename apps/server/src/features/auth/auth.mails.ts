// Mails of the auth feature. Never include a password.
import { PRODUCT_NAME } from '@portal/contract';
import { escapeHtml, type MailMessage } from '#server/core/mail/mailer.ts';

export function passwordChangedMail(input: { to: string; name: string; publicUrl: string }): MailMessage {
  const text =
    `Dear ${input.name},\n\nThe password of your ${PRODUCT_NAME} account was changed just now. ` +
    'Your other signed-in sessions have been ended.\n\n' +
    `If you did not do this, reset your password at ${new URL('/forgot-password', input.publicUrl).href} ` +
    'and tell the institute.\n';
  return {
    to: input.to,
    subject: `${PRODUCT_NAME}: your password was changed`,
    text,
    html: `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>')}</p>`,
  };
}

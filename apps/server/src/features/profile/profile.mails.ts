// Mails of the profile feature.
import { INSTITUTE, PRODUCT_NAME } from '@portal/contract';
import { escapeHtml, type MailMessage } from '#server/core/mail/mailer.ts';

/** `name@example.com` → `n***@example.com`: enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email.slice(0, 1)}***${email.slice(at)}` : '***';
}

/** Sent to the OLD address when a profile's e-mail changes (SECURITY.md AU10). */
export function emailChangedMail(input: { to: string; name: string; newEmail: string }): MailMessage {
  const text =
    `Dear ${input.name},\n\nThe e-mail address of your ${PRODUCT_NAME} account was changed just now to ` +
    `${maskEmail(input.newEmail)}. From now on you sign in with the new address.\n\n` +
    `If you did not do this, contact the institute at once: ${INSTITUTE.email}.\n`;
  return {
    to: input.to,
    subject: `${PRODUCT_NAME}: your e-mail address was changed`,
    text,
    html: `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>')}</p>`,
  };
}

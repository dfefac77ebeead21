// Mails of password reset and of a new account's first password: plain text and HTML, links built from PUBLIC_URL
// only (core/mail/mail-parts.ts). Never include a password.
import { PRODUCT_NAME } from '@portal/contract';
import { MAIL_LINK, mailDateText, mailHtml } from '#server/core/mail/mail-parts.ts';
import type { MailMessage } from '#server/core/mail/mailer.ts';

export function passwordResetMail(input: { to: string; name: string; link: string }): MailMessage {
  const text =
    `Dear ${input.name},\n\n` +
    `Someone (we hope you) asked to reset the password of your ${PRODUCT_NAME} account.\n\n` +
    `Open this link to choose a new password:\n${input.link}\n\n` +
    'The link works once and for one hour. If you did not ask for it, ignore this mail: your password stays as it is.\n';
  return {
    to: input.to,
    subject: `${PRODUCT_NAME}: reset your password`,
    text,
    html: mailHtml(
      [
        `Dear ${input.name},`,
        `Someone (we hope you) asked to reset the password of your ${PRODUCT_NAME} account.`,
        'Open this link to choose a new password:',
        MAIL_LINK,
        'The link works once and for one hour. If you did not ask for it, ignore this mail: your password stays as it is.',
      ],
      { href: input.link, label: 'Choose a new password' },
    ),
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The first mail of an account an admin created (or `create-admin`): choose a password. */
export function accountSetupMail(input: {
  to: string;
  name: string;
  /** 'an admin' or 'a coordinator'. */
  role: string;
  link: string;
  expiresAt: Date;
  timeZone: string;
}): MailMessage {
  const until = mailDateText(input.expiresAt, input.timeZone);
  const text =
    `Dear ${input.name},\n\n` +
    `${capitalise(input.role)} account of the ${PRODUCT_NAME} portal was created for you (${input.to}).\n\n` +
    `Open this link to choose your password:\n${input.link}\n\n` +
    `The link works once and until ${until}. After that, use "Forgot password" on the sign-in form.\n`;
  return {
    to: input.to,
    subject: `${PRODUCT_NAME}: choose the password of your account`,
    text,
    html: mailHtml(
      [
        `Dear ${input.name},`,
        `${capitalise(input.role)} account of the ${PRODUCT_NAME} portal was created for you (${input.to}).`,
        'Open this link to choose your password:',
        MAIL_LINK,
        `The link works once and until ${until}. After that, use "Forgot password" on the sign-in form.`,
      ],
      { href: input.link, label: 'Choose your password' },
    ),
  };
}

export function passwordResetDoneMail(input: { to: string; name: string; publicUrl: string }): MailMessage {
  const forgot = `${input.publicUrl.replace(/\/+$/, '')}/forgot-password`;
  const text =
    `Dear ${input.name},\n\n` +
    `The password of your ${PRODUCT_NAME} account was reset just now and every signed-in session was ended.\n\n` +
    `If you did not do this, reset it again at ${forgot} and tell the institute.\n`;
  return {
    to: input.to,
    subject: `${PRODUCT_NAME}: your password was reset`,
    text,
    html: mailHtml(
      [
        `Dear ${input.name},`,
        `The password of your ${PRODUCT_NAME} account was reset just now and every signed-in session was ended.`,
        'If you did not do this, reset it again and tell the institute:',
        MAIL_LINK,
      ],
      { href: forgot, label: 'Forgot password' },
    ),
  };
}

// Mails of registration and password reset: plain text and HTML, links built from PUBLIC_URL only (never from
// the request's Host header). Never include a password.
import { PRODUCT_NAME } from '@portal/contract';
import { mailDateTime } from '#server/core/mail/mail-date.ts';
import { escapeHtml, type MailMessage } from '#server/core/mail/mailer.ts';

/** `${PUBLIC_URL}<path>?token=…`; a PUBLIC_URL with a path prefix keeps it. */
export function linkTo(publicUrl: string, pagePath: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${pagePath}?token=${encodeURIComponent(token)}`;
}

/** Marks the paragraph that holds the link in `html()`. */
const LINK = Symbol('link');

function html(paragraphs: (string | typeof LINK)[], link: { href: string; label: string }): string {
  const body = paragraphs
    .map((part) =>
      part === LINK
        ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`
        : `<p>${escapeHtml(part)}</p>`,
    )
    .join('\n');
  return `<!doctype html><html><body>\n${body}\n</body></html>`;
}

export function invitationMail(input: {
  to: string;
  name: string;
  courseName: string;
  courseShortName: string;
  link: string;
  expiresAt: Date;
  timeZone: string;
}): MailMessage {
  const until = mailDateTime(input.expiresAt, input.timeZone);
  const course = `${input.courseName} (${input.courseShortName})`;
  const text =
    `Dear ${input.name},\n\n` +
    `You are invited to join ${course} on the ${PRODUCT_NAME} portal.\n\n` +
    `Open this link to complete your enrolment:\n${input.link}\n\n` +
    `The link works once and until ${until}. If you did not expect this invitation, ignore this mail.\n`;
  return {
    to: input.to,
    subject: `${PRODUCT_NAME}: invitation to ${input.courseShortName}`,
    text,
    html: html(
      [
        `Dear ${input.name},`,
        `You are invited to join ${course} on the ${PRODUCT_NAME} portal.`,
        'Open this link to complete your enrolment:',
        LINK,
        `The link works once and until ${until}. If you did not expect this invitation, ignore this mail.`,
      ],
      { href: input.link, label: 'Complete your enrolment' },
    ),
  };
}

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
    html: html(
      [
        `Dear ${input.name},`,
        `Someone (we hope you) asked to reset the password of your ${PRODUCT_NAME} account.`,
        'Open this link to choose a new password:',
        LINK,
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
  const until = mailDateTime(input.expiresAt, input.timeZone);
  const text =
    `Dear ${input.name},\n\n` +
    `${capitalise(input.role)} account of the ${PRODUCT_NAME} portal was created for you (${input.to}).\n\n` +
    `Open this link to choose your password:\n${input.link}\n\n` +
    `The link works once and until ${until}. After that, use "Forgot password" on the sign-in form.\n`;
  return {
    to: input.to,
    subject: `${PRODUCT_NAME}: choose the password of your account`,
    text,
    html: html(
      [
        `Dear ${input.name},`,
        `${capitalise(input.role)} account of the ${PRODUCT_NAME} portal was created for you (${input.to}).`,
        'Open this link to choose your password:',
        LINK,
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
    html: html(
      [
        `Dear ${input.name},`,
        `The password of your ${PRODUCT_NAME} account was reset just now and every signed-in session was ended.`,
        'If you did not do this, reset it again and tell the institute:',
        LINK,
      ],
      { href: forgot, label: 'Forgot password' },
    ),
  };
}

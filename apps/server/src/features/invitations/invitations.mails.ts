// The invitation mail: plain text and HTML, its link built from PUBLIC_URL only (core/mail/mail-parts.ts).
import { PRODUCT_NAME } from '@portal/contract';
import { MAIL_LINK, mailDateText, mailHtml } from '#server/core/mail/mail-parts.ts';
import type { MailMessage } from '#server/core/mail/mailer.ts';

export function invitationMail(input: {
  to: string;
  name: string;
  courseName: string;
  courseShortName: string;
  link: string;
  expiresAt: Date;
  timeZone: string;
}): MailMessage {
  const until = mailDateText(input.expiresAt, input.timeZone);
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
    html: mailHtml(
      [
        `Dear ${input.name},`,
        `You are invited to join ${course} on the ${PRODUCT_NAME} portal.`,
        'Open this link to complete your enrolment:',
        MAIL_LINK,
        `The link works once and until ${until}. If you did not expect this invitation, ignore this mail.`,
      ],
      { href: input.link, label: 'Complete your enrolment' },
    ),
  };
}

// The mail a contact message sends to the institute: reply-to the sender, every field as text (escaped in HTML).
import { PRODUCT_NAME } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { contactMessages } from '#server/core/db/schema/index.ts';
import { defineMailJob } from '#server/core/jobs/mail-job.ts';
import { escapeHtml, type MailMessage } from '#server/core/mail/mailer.ts';

export function contactMail(input: {
  to: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  message: string;
  receivedAt: Date;
}): MailMessage {
  const sender = `${input.firstName} ${input.lastName}`;
  const fields: [string, string][] = [
    ['Name', sender],
    ['E-mail', input.email],
    ['Phone', input.phone ?? '(not given)'],
    ['Received', input.receivedAt.toISOString()],
  ];
  const text = `${fields.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${input.message}\n`;
  const rows = fields.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`);
  const html = `<table>${rows.join('')}</table>` + `<p style="white-space: pre-wrap">${escapeHtml(input.message)}</p>`;
  return {
    to: input.to,
    // Names and the address carry no CR/LF (refused by the contract), so the headers cannot be split.
    replyTo: input.email,
    subject: `${PRODUCT_NAME}: contact message from ${sender}`,
    text,
    html,
  };
}

/** A stored contact message, mailed to CONTACT_TO by its id (the admin's inbox keeps it whatever happens to the mail). */
export const contactMailJob = defineMailJob<{ contactMessageId: number }>({
  name: 'mail.contact',
  async build({ db, config }, data) {
    const [row] = await db
      .select({
        firstName: contactMessages.firstName,
        lastName: contactMessages.lastName,
        email: contactMessages.email,
        phone: contactMessages.phone,
        message: contactMessages.message,
        receivedAt: contactMessages.createdAt,
      })
      .from(contactMessages)
      .where(eq(contactMessages.id, data.contactMessageId))
      .limit(1);
    return row ? contactMail({ to: config.CONTACT_TO, ...row }) : null;
  },
});

export const publicJobs = [contactMailJob];

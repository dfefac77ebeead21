// The invitation mail: plain text and HTML, its link built from PUBLIC_URL only (core/mail/mail-parts.ts).
import { PRODUCT_NAME } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { courses, invitations } from '#server/core/db/schema/index.ts';
import { defineMailJob } from '#server/core/jobs/mail-job.ts';
import type { Sealed } from '#server/core/jobs/sealed.ts';
import { linkTo, MAIL_LINK, mailDateText, mailHtml } from '#server/core/mail/mail-parts.ts';
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

/**
 * An invitation's mail, queued in the transaction that creates it (the admin's form, each line of a CSV import, the
 * `invite` command). The raw token is shown to whoever invited (the command prints the link) and stored only hashed,
 * so it travels in the job sealed (core/jobs/sealed.ts). An invitation revoked, used or expired by the time the job
 * runs gets no mail.
 */
export const invitationMailJob = defineMailJob<{ invitationId: number; token: Sealed }>({
  name: 'mail.invitation',
  async build({ db, config, sealer }, data, job) {
    const [row] = await db
      .select({
        email: invitations.email,
        name: invitations.name,
        expiresAt: invitations.expiresAt,
        usedAt: invitations.usedAt,
        revokedAt: invitations.revokedAt,
        courseName: courses.name,
        courseShortName: courses.shortName,
      })
      .from(invitations)
      .innerJoin(courses, eq(courses.id, invitations.courseId))
      .where(eq(invitations.id, data.invitationId))
      .limit(1);
    if (!row || row.usedAt || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return null;
    return invitationMail({
      to: row.email,
      name: row.name,
      courseName: row.courseName,
      courseShortName: row.courseShortName,
      link: linkTo(config.PUBLIC_URL, '/register', sealer.open(job.name, data.token)),
      expiresAt: row.expiresAt,
      timeZone: config.TZ_INSTITUTE,
    });
  },
});

export const invitationJobs = [invitationMailJob];

// The invitation mail: plain text and HTML, its link built from PUBLIC_URL only (core/mail/mail-parts.ts), in the
// language the inviter chose (English unless they chose Bangla: invitations.mail-texts.ts).
import { isLanguage, type Language, PRODUCT_NAME } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { courses, invitations, userLanguages, users } from '#server/core/db/schema/index.ts';
import { defineMailJob } from '#server/core/jobs/mail-job.ts';
import type { Sealed } from '#server/core/jobs/sealed.ts';
import { linkTo, MAIL_LINK, mailHtml } from '#server/core/mail/mail-parts.ts';
import { flaggedLanguage, mailDate, mailLanguage, mailTexts } from '#server/core/mail/mail-texts.ts';
import type { MailMessage } from '#server/core/mail/mailer.ts';
import { invitationMailTexts } from './invitations.mail-texts.ts';

export function invitationMail(input: {
  to: string;
  name: string;
  courseName: string;
  courseShortName: string;
  link: string;
  expiresAt: Date;
  timeZone: string;
  language?: Language;
}): MailMessage {
  const language = input.language ?? 'en';
  const t = mailTexts(invitationMailTexts, language);
  const product = PRODUCT_NAME;
  const greeting = t('greeting', { name: input.name });
  const invited = t('invited', { course: `${input.courseName} (${input.courseShortName})`, product });
  const until = t('until', { until: mailDate(language, input.expiresAt, input.timeZone) });
  return {
    to: input.to,
    subject: t('subject', { product, short: input.courseShortName }),
    text: `${greeting}\n\n${invited}\n\n${t('open')}\n${input.link}\n\n${until}\n`,
    html: mailHtml([greeting, invited, t('open'), MAIL_LINK, until], { href: input.link, label: t('label') }, language),
  };
}

/**
 * An invitation's mail, queued in the transaction that creates it (the admin's form, each line of a CSV import, the
 * `invite` command). The raw token is shown to whoever invited (the command prints the link) and stored only hashed,
 * so it travels in the job sealed (core/jobs/sealed.ts). An invitation revoked, used or expired by the time the job
 * runs gets no mail. `bangla`: the inviter chose Bangla for the mail; an invitee with an
 * account and a saved choice gets it in that one.
 */
export const invitationMailJob = defineMailJob<{ invitationId: number; token: Sealed; bangla: boolean }>({
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
        saved: userLanguages.language,
      })
      .from(invitations)
      .innerJoin(courses, eq(courses.id, invitations.courseId))
      // An invitee who has an account (type 2) and chose a language gets the mail in it.
      .leftJoin(users, eq(users.email, invitations.email))
      .leftJoin(userLanguages, eq(userLanguages.userId, users.id))
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
      language: mailLanguage(isLanguage(row.saved) ? row.saved : null, flaggedLanguage(data.bangla)),
    });
  },
});

export const invitationJobs = [invitationMailJob];

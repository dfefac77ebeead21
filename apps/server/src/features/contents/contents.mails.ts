// Mails of the contents feature, in the recipient's language (contents.mail-texts.ts).
import { isLanguage, type Language, PRODUCT_NAME } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { contents, contentViews, userLanguages, users } from '#server/core/db/schema/index.ts';
import { defineMailJob } from '#server/core/jobs/mail-job.ts';
import { mailLanguage, mailTexts } from '#server/core/mail/mail-texts.ts';
import { escapeHtml, type MailMessage } from '#server/core/mail/mailer.ts';
import { contentMailTexts } from './contents.mail-texts.ts';

/** A reminder to a recipient who has not opened a content yet. */
export function reminderMail(input: {
  to: string;
  name: string;
  contentTitle: string;
  link: string;
  language?: Language;
}): MailMessage {
  const t = mailTexts(contentMailTexts, input.language ?? 'en');
  const title = input.contentTitle;
  const text =
    `${t('greeting', { name: input.name })}\n\n${t('sent', { title })}\n\n` + `${t('where', { link: input.link })}\n`;
  return {
    to: input.to,
    subject: t('subject', { product: PRODUCT_NAME, title }),
    text,
    html: `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>')}</p>`,
  };
}

/**
 * A coordinator's reminder, one job per recipient who had not opened the content when it was sent: checked again
 * when the job runs (an account deactivated or a content opened since gets nothing).
 */
export const contentReminderMailJob = defineMailJob<{ contentId: number; participantId: number }>({
  name: 'mail.content-reminder',
  async build({ db, config }, data) {
    const [row] = await db
      .select({
        email: users.email,
        firstName: users.firstName,
        isActive: users.isActive,
        title: contents.title,
        saved: userLanguages.language,
      })
      .from(users)
      .innerJoin(contents, eq(contents.id, data.contentId))
      .leftJoin(userLanguages, eq(userLanguages.userId, users.id))
      .where(eq(users.id, data.participantId))
      .limit(1);
    if (!row?.isActive) return null;
    const [opened] = await db
      .select({ contentId: contentViews.contentId })
      .from(contentViews)
      .where(and(eq(contentViews.contentId, data.contentId), eq(contentViews.participantId, data.participantId)))
      .limit(1);
    if (opened) return null;
    const link = `${config.PUBLIC_URL.replace(/\/+$/, '')}/participant/contents`;
    return reminderMail({
      to: row.email,
      name: row.firstName,
      contentTitle: row.title,
      link,
      language: mailLanguage(isLanguage(row.saved) ? row.saved : null),
    });
  },
});

export const contentJobs = [contentReminderMailJob];

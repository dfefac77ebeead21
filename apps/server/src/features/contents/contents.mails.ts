// Mails of the contents feature.
import { PRODUCT_NAME } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { contents, contentViews, users } from '#server/core/db/schema/index.ts';
import { defineMailJob } from '#server/core/jobs/mail-job.ts';
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

/**
 * A coordinator's reminder, one job per recipient who had not opened the content when it was sent: checked again
 * when the job runs (an account deactivated or a content opened since gets nothing).
 */
export const contentReminderMailJob = defineMailJob<{ contentId: number; participantId: number }>({
  name: 'mail.content-reminder',
  async build({ db, config }, data) {
    const [row] = await db
      .select({ email: users.email, firstName: users.firstName, isActive: users.isActive, title: contents.title })
      .from(users)
      .innerJoin(contents, eq(contents.id, data.contentId))
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
    return reminderMail({ to: row.email, name: row.firstName, contentTitle: row.title, link });
  },
});

export const contentJobs = [contentReminderMailJob];

// Mails of the auth feature. Never include a password.
import { PRODUCT_NAME } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '#server/core/db/schema/index.ts';
import { defineMailJob } from '#server/core/jobs/mail-job.ts';
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

/** The notice of a password change, to the account's address when the job runs. */
export const passwordChangedMailJob = defineMailJob<{ userId: number }>({
  name: 'mail.password-changed',
  async build({ db, config }, data) {
    const [account] = await db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, data.userId))
      .limit(1);
    return account
      ? passwordChangedMail({ to: account.email, name: account.firstName, publicUrl: config.PUBLIC_URL })
      : null;
  },
});

export const authJobs = [passwordChangedMailJob];

// Mails of the auth feature, in the recipient's language (auth.mail-texts.ts). Never include a password.
import { type Language, PRODUCT_NAME } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '#server/core/db/schema/index.ts';
import { defineMailJob } from '#server/core/jobs/mail-job.ts';
import { mailLanguage, mailTexts } from '#server/core/mail/mail-texts.ts';
import { escapeHtml, type MailMessage } from '#server/core/mail/mailer.ts';
import { savedLanguage } from '#server/features/language/index.ts';
import { authMailTexts } from './auth.mail-texts.ts';

export function passwordChangedMail(input: {
  to: string;
  name: string;
  publicUrl: string;
  language?: Language;
}): MailMessage {
  const t = mailTexts(authMailTexts, input.language ?? 'en');
  const product = PRODUCT_NAME;
  const link = new URL('/forgot-password', input.publicUrl).href;
  const text = `${t('greeting', { name: input.name })}\n\n${t('changed', { product })}\n\n${t('ifNot', { link })}\n`;
  return {
    to: input.to,
    subject: t('subject', { product }),
    text,
    html: `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>')}</p>`,
  };
}

/** The notice of a password change, to the account's address when the job runs, in its saved language. */
export const passwordChangedMailJob = defineMailJob<{ userId: number }>({
  name: 'mail.password-changed',
  async build({ db, config }, data) {
    const [account] = await db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, data.userId))
      .limit(1);
    if (!account) return null;
    return passwordChangedMail({
      to: account.email,
      name: account.firstName,
      publicUrl: config.PUBLIC_URL,
      language: mailLanguage(await savedLanguage(db, data.userId)),
    });
  },
});

export const authJobs = [passwordChangedMailJob];

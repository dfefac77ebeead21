// Mails of password reset and of a new account's first password: plain text and HTML, links built from PUBLIC_URL
// only (core/mail/mail-parts.ts), in the recipient's language (registration.mail-texts.ts). Never include a password.
import { type Language, PRODUCT_NAME, USER_TYPE } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '#server/core/db/schema/index.ts';
import { defineMailJob } from '#server/core/jobs/mail-job.ts';
import type { Sealed } from '#server/core/jobs/sealed.ts';
import { linkTo, MAIL_LINK, mailHtml } from '#server/core/mail/mail-parts.ts';
import { flaggedLanguage, mailDate, mailLanguage, mailTexts } from '#server/core/mail/mail-texts.ts';
import type { MailMessage } from '#server/core/mail/mailer.ts';
import { savedLanguage } from '#server/features/language/index.ts';
import { accountOf, issueResetToken } from './password-reset.ts';
import { registrationMailTexts } from './registration.mail-texts.ts';

export function passwordResetMail(input: { to: string; name: string; link: string; language?: Language }): MailMessage {
  const language = input.language ?? 'en';
  const t = mailTexts(registrationMailTexts, language);
  const product = PRODUCT_NAME;
  const greeting = t('greeting', { name: input.name });
  const asked = t('reset.asked', { product });
  const once = t('reset.once');
  return {
    to: input.to,
    subject: t('reset.subject', { product }),
    text: `${greeting}\n\n${asked}\n\n${t('reset.open')}\n${input.link}\n\n${once}\n`,
    html: mailHtml(
      [greeting, asked, t('reset.open'), MAIL_LINK, once],
      { href: input.link, label: t('reset.label') },
      language,
    ),
  };
}

/** The first mail of an account an admin created (or `create-admin`): choose a password. */
export function accountSetupMail(input: {
  to: string;
  name: string;
  role: 'admin' | 'coordinator';
  link: string;
  expiresAt: Date;
  timeZone: string;
  language?: Language;
}): MailMessage {
  const language = input.language ?? 'en';
  const t = mailTexts(registrationMailTexts, language);
  const product = PRODUCT_NAME;
  const greeting = t('greeting', { name: input.name });
  const created = t(input.role === 'admin' ? 'setup.createdAdmin' : 'setup.createdCoordinator', {
    product,
    email: input.to,
  });
  const until = t('setup.until', { until: mailDate(language, input.expiresAt, input.timeZone) });
  return {
    to: input.to,
    subject: t('setup.subject', { product }),
    text: `${greeting}\n\n${created}\n\n${t('setup.open')}\n${input.link}\n\n${until}\n`,
    html: mailHtml(
      [greeting, created, t('setup.open'), MAIL_LINK, until],
      { href: input.link, label: t('setup.label') },
      language,
    ),
  };
}

export function passwordResetDoneMail(input: {
  to: string;
  name: string;
  publicUrl: string;
  language?: Language;
}): MailMessage {
  const language = input.language ?? 'en';
  const t = mailTexts(registrationMailTexts, language);
  const product = PRODUCT_NAME;
  const forgot = `${input.publicUrl.replace(/\/+$/, '')}/forgot-password`;
  const greeting = t('greeting', { name: input.name });
  const reset = t('done.reset', { product });
  return {
    to: input.to,
    subject: t('done.subject', { product }),
    text: `${greeting}\n\n${reset}\n\n${t('done.ifNotText', { link: forgot })}\n`,
    html: mailHtml(
      [greeting, reset, t('done.ifNotHtml'), MAIL_LINK],
      { href: forgot, label: t('done.label') },
      language,
    ),
  };
}

/** The name and address of an account, read when its mail job runs (null: the account is gone). */
async function addressee(db: Parameters<typeof accountOf>[0], userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, userType: users.userType })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Forgot-password (docs/security.md AU12): the request only counts itself and queues this job with the address it
 * was given, sealed, whether or not an account has it, so its answer and its time say nothing. The job looks the
 * account up; for an active one it makes the reset token (stored hashed; the raw token exists only in this mail)
 * and mails the link. An unknown address ends here, with nothing sent.
 */
export const passwordResetMailJob = defineMailJob<{ address: Sealed; bangla: boolean }>({
  name: 'mail.password-reset',
  async build({ db, config, sealer, log }, data, job) {
    const account = await accountOf(db, sealer.open(job.name, data.address));
    if (!account) return null;
    const token = await issueResetToken(db, account.userId);
    log.info(
      { event: 'reset_link_issued', userId: account.userId, jobId: job.id },
      'reset link made; its mail goes next',
    );
    return passwordResetMail({
      to: account.email,
      name: account.firstName,
      link: linkTo(config.PUBLIC_URL, '/reset-password', token),
      language: mailLanguage(await savedLanguage(db, account.userId), flaggedLanguage(data.bangla)),
    });
  },
});

/** The notice that a password was reset, queued in the reset's transaction. */
export const passwordResetDoneMailJob = defineMailJob<{ userId: number }>({
  name: 'mail.password-reset-done',
  async build({ db, config }, data) {
    const account = await addressee(db, data.userId);
    if (!account) return null;
    return passwordResetDoneMail({
      to: account.email,
      name: account.firstName,
      publicUrl: config.PUBLIC_URL,
      language: mailLanguage(await savedLanguage(db, data.userId)),
    });
  },
});

/**
 * The first mail of an account an admin (or `create-admin`) made. The admin is shown the link too, so the token is
 * made by the request and travels in the job sealed (core/jobs/sealed.ts); it is stored only hashed.
 */
export const accountSetupMailJob = defineMailJob<{ userId: number; token: Sealed; expiresAt: number }>({
  name: 'mail.account-setup',
  async build({ db, config, sealer }, data, job) {
    const account = await addressee(db, data.userId);
    if (!account) return null;
    return accountSetupMail({
      to: account.email,
      name: account.firstName,
      role: account.userType === USER_TYPE.admin ? 'admin' : 'coordinator',
      link: linkTo(config.PUBLIC_URL, '/reset-password', sealer.open(job.name, data.token)),
      expiresAt: new Date(data.expiresAt),
      timeZone: config.TZ_INSTITUTE,
      language: mailLanguage(await savedLanguage(db, data.userId)),
    });
  },
});

export const registrationJobs = [passwordResetMailJob, passwordResetDoneMailJob, accountSetupMailJob];

// Mails of password reset and of a new account's first password: plain text and HTML, links built from PUBLIC_URL
// only (core/mail/mail-parts.ts). Never include a password.
import { PRODUCT_NAME, USER_TYPE } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '#server/core/db/schema/index.ts';
import { defineMailJob } from '#server/core/jobs/mail-job.ts';
import type { Sealed } from '#server/core/jobs/sealed.ts';
import { linkTo, MAIL_LINK, mailDateText, mailHtml } from '#server/core/mail/mail-parts.ts';
import type { MailMessage } from '#server/core/mail/mailer.ts';
import { accountOf, issueResetToken } from './password-reset.ts';

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
    html: mailHtml(
      [
        `Dear ${input.name},`,
        `Someone (we hope you) asked to reset the password of your ${PRODUCT_NAME} account.`,
        'Open this link to choose a new password:',
        MAIL_LINK,
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
  const until = mailDateText(input.expiresAt, input.timeZone);
  const text =
    `Dear ${input.name},\n\n` +
    `${capitalise(input.role)} account of the ${PRODUCT_NAME} portal was created for you (${input.to}).\n\n` +
    `Open this link to choose your password:\n${input.link}\n\n` +
    `The link works once and until ${until}. After that, use "Forgot password" on the sign-in form.\n`;
  return {
    to: input.to,
    subject: `${PRODUCT_NAME}: choose the password of your account`,
    text,
    html: mailHtml(
      [
        `Dear ${input.name},`,
        `${capitalise(input.role)} account of the ${PRODUCT_NAME} portal was created for you (${input.to}).`,
        'Open this link to choose your password:',
        MAIL_LINK,
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
    html: mailHtml(
      [
        `Dear ${input.name},`,
        `The password of your ${PRODUCT_NAME} account was reset just now and every signed-in session was ended.`,
        'If you did not do this, reset it again and tell the institute:',
        MAIL_LINK,
      ],
      { href: forgot, label: 'Forgot password' },
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
export const passwordResetMailJob = defineMailJob<{ address: Sealed }>({
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
    });
  },
});

/** The notice that a password was reset, queued in the reset's transaction. */
export const passwordResetDoneMailJob = defineMailJob<{ userId: number }>({
  name: 'mail.password-reset-done',
  async build({ db, config }, data) {
    const account = await addressee(db, data.userId);
    return account
      ? passwordResetDoneMail({ to: account.email, name: account.firstName, publicUrl: config.PUBLIC_URL })
      : null;
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
      role: account.userType === USER_TYPE.admin ? 'an admin' : 'a coordinator',
      link: linkTo(config.PUBLIC_URL, '/reset-password', sealer.open(job.name, data.token)),
      expiresAt: new Date(data.expiresAt),
      timeZone: config.TZ_INSTITUTE,
    });
  },
});

export const registrationJobs = [passwordResetMailJob, passwordResetDoneMailJob, accountSetupMailJob];

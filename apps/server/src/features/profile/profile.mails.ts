// Mails of the profile feature, in the recipient's language (profile.mail-texts.ts).
import { INSTITUTE, isLanguage, type Language, PRODUCT_NAME } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/core/db/client.ts';
import { userLanguages, users } from '#server/core/db/schema/index.ts';
import { defineMailJob } from '#server/core/jobs/mail-job.ts';
import type { Sealed } from '#server/core/jobs/sealed.ts';
import { linkTo } from '#server/core/mail/mail-parts.ts';
import { mailLanguage, mailTexts } from '#server/core/mail/mail-texts.ts';
import { escapeHtml, type MailMessage } from '#server/core/mail/mailer.ts';
import { addressInUse, requestEmailChange } from './email-change.ts';
import { profileMailTexts } from './profile.mail-texts.ts';

/** A plain-text mail as HTML: each paragraph (between blank lines) escaped in a <p>. */
const paragraphs = (text: string) => `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>')}</p>`;

/** `name@example.com` → `n***@example.com`: enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email.slice(0, 1)}***${email.slice(at)}` : '***';
}

/** What the OLD address is told of a change, asked ('requested') or made ('changed'): the new one masked. */
interface OldAddressNotice {
  to: string;
  name: string;
  newEmail: string;
  language?: Language;
}

function oldAddressMail(stage: 'changed' | 'requested', input: OldAddressNotice): MailMessage {
  const t = mailTexts(profileMailTexts, input.language ?? 'en');
  const product = PRODUCT_NAME;
  const masked = maskEmail(input.newEmail);
  const first =
    stage === 'changed' ? t('changed.done', { product, masked }) : t('requested.asked', { product, masked });
  const ifNot = t(stage === 'changed' ? 'changed.ifNot' : 'requested.ifNot', { email: INSTITUTE.email });
  const text = `${t('greeting', { name: input.name })}\n\n${first}\n\n${ifNot}\n`;
  return {
    to: input.to,
    subject: t(stage === 'changed' ? 'changed.subject' : 'requested.subject', { product }),
    text,
    html: paragraphs(text),
  };
}

/** Sent to the OLD address when a profile's e-mail changes (docs/security.md AU10). */
export const emailChangedMail = (input: OldAddressNotice): MailMessage => oldAddressMail('changed', input);

/** Sent to the NEW address of a requested change: the link that makes the change (docs/security.md AU13). */
export function emailChangeLinkMail(input: {
  to: string;
  name: string;
  link: string;
  language?: Language;
}): MailMessage {
  const t = mailTexts(profileMailTexts, input.language ?? 'en');
  const product = PRODUCT_NAME;
  const text =
    `${t('greeting', { name: input.name })}\n\n${t('link.asked', { product })}\n\n` +
    `${t('link.open')}\n${input.link}\n\n${t('link.once')}\n`;
  return {
    to: input.to,
    subject: t('link.subject', { product }),
    text,
    html: paragraphs(text).replace(
      escapeHtml(input.link),
      `<a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a>`,
    ),
  };
}

/**
 * Sent to the NEW address instead of a link when the address already has an account or a pending invitation:
 * only its owner reads this, and the answer to the request was the same as for a free address.
 */
export function emailInUseMail(input: { to: string; publicUrl: string; language?: Language }): MailMessage {
  const t = mailTexts(profileMailTexts, input.language ?? 'en');
  const product = PRODUCT_NAME;
  const forgot = `${input.publicUrl.replace(/\/+$/, '')}/forgot-password`;
  const text = `${t('inUse.greeting')}\n\n${t('inUse.asked', { product })}\n\n${t('inUse.forgot', { link: forgot })}\n`;
  return {
    to: input.to,
    subject: t('inUse.subject', { product }),
    text,
    html: paragraphs(text),
  };
}

/** Sent to the OLD address when a change is asked: nothing has changed yet, and how to stop it. */
export const emailChangeRequestedMail = (input: OldAddressNotice): MailMessage => oldAddressMail('requested', input);

/** The account's address, first name and the language of its mails (its saved choice, else English). */
async function account(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, saved: userLanguages.language })
    .from(users)
    .leftJoin(userLanguages, eq(userLanguages.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { ...row, language: mailLanguage(isLanguage(row.saved) ? row.saved : null) } : null;
}

/** The saved language of the account that has `email`, if any (the reader of an "address in use" mail). */
async function languageOfAddress(db: Db, email: string): Promise<Language | null> {
  const [row] = await db
    .select({ saved: userLanguages.language })
    .from(users)
    .innerJoin(userLanguages, eq(userLanguages.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return isLanguage(row?.saved) ? row.saved : null;
}

/**
 * A changed e-mail (docs/security.md AU13). The request queues its two jobs whatever the new address is (the same
 * answer and the same work before it whether the address is free or not), the address sealed. When the job runs, a
 * free address gets the link that makes the change (the token is made here, stored hashed, and exists in clear only
 * in this mail), an address in use (another account, a pending invitation) a mail saying so and nothing stored.
 */
export const emailChangeLinkMailJob = defineMailJob<{ userId: number; newAddress: Sealed }>({
  name: 'mail.email-change-link',
  async build({ db, config, sealer, log }, data, job) {
    const user = await account(db, data.userId);
    if (!user) return null;
    const newEmail = sealer.open(job.name, data.newAddress);
    const inUse = await addressInUse(db, newEmail, data.userId);
    log.info({ event: 'email_change_mailed', userId: data.userId, inUse, jobId: job.id }, 'e-mail change mailed');
    if (inUse) {
      // Its reader owns that address: their account's language, else the asker's (who may well be the same person).
      const language = mailLanguage(await languageOfAddress(db, newEmail), user.language);
      return emailInUseMail({ to: newEmail, publicUrl: config.PUBLIC_URL, language });
    }
    const token = await requestEmailChange(db, data.userId, newEmail);
    return emailChangeLinkMail({
      to: newEmail,
      name: user.firstName,
      link: linkTo(config.PUBLIC_URL, '/confirm-email', token),
      language: user.language,
    });
  },
});

/** The old address is told of the request, in both cases (it is still the account's address until the link is used). */
export const emailChangeRequestedMailJob = defineMailJob<{ userId: number; newAddress: Sealed }>({
  name: 'mail.email-change-requested',
  async build({ db, sealer }, data, job) {
    const user = await account(db, data.userId);
    if (!user) return null;
    return emailChangeRequestedMail({
      to: user.email,
      name: user.firstName,
      newEmail: sealer.open(job.name, data.newAddress),
      language: user.language,
    });
  },
});

/** Once the link made the change: the old address (sealed: no row keeps it) is told the new one. */
export const emailChangedMailJob = defineMailJob<{ userId: number; oldAddress: Sealed }>({
  name: 'mail.email-changed',
  async build({ db, sealer }, data, job) {
    const user = await account(db, data.userId);
    if (!user) return null;
    return emailChangedMail({
      to: sealer.open(job.name, data.oldAddress),
      name: user.firstName,
      newEmail: user.email,
      language: user.language,
    });
  },
});

export const profileJobs = [emailChangeLinkMailJob, emailChangeRequestedMailJob, emailChangedMailJob];

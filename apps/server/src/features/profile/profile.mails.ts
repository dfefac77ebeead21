// Mails of the profile feature.
import { INSTITUTE, PRODUCT_NAME } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/core/db/client.ts';
import { users } from '#server/core/db/schema/index.ts';
import { defineMailJob } from '#server/core/jobs/mail-job.ts';
import type { Sealed } from '#server/core/jobs/sealed.ts';
import { linkTo } from '#server/core/mail/mail-parts.ts';
import { escapeHtml, type MailMessage } from '#server/core/mail/mailer.ts';
import { addressInUse, requestEmailChange } from './email-change.ts';

/** A plain-text mail as HTML: each paragraph (between blank lines) escaped in a <p>. */
const paragraphs = (text: string) => `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>')}</p>`;

/** `name@example.com` → `n***@example.com`: enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email.slice(0, 1)}***${email.slice(at)}` : '***';
}

/** Sent to the OLD address when a profile's e-mail changes (docs/security.md AU10). */
export function emailChangedMail(input: { to: string; name: string; newEmail: string }): MailMessage {
  const text =
    `Dear ${input.name},\n\nThe e-mail address of your ${PRODUCT_NAME} account was changed just now to ` +
    `${maskEmail(input.newEmail)}. From now on you sign in with the new address.\n\n` +
    `If you did not do this, contact the institute at once: ${INSTITUTE.email}.\n`;
  return {
    to: input.to,
    subject: `${PRODUCT_NAME}: your e-mail address was changed`,
    text,
    html: paragraphs(text),
  };
}

/** Sent to the NEW address of a requested change: the link that makes the change (docs/security.md AU13). */
export function emailChangeLinkMail(input: { to: string; name: string; link: string }): MailMessage {
  const text =
    `Dear ${input.name},\n\nYou asked to sign in to your ${PRODUCT_NAME} account with this address from now on.\n\n` +
    `Open this link to confirm it:\n${input.link}\n\n` +
    'The link works once and for 24 hours. Until it is followed, your account keeps its old address. ' +
    'If you did not ask for this, ignore this mail: nothing changes.\n';
  return {
    to: input.to,
    subject: `${PRODUCT_NAME}: confirm your new e-mail address`,
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
export function emailInUseMail(input: { to: string; publicUrl: string }): MailMessage {
  const forgot = `${input.publicUrl.replace(/\/+$/, '')}/forgot-password`;
  const text =
    `Hello,\n\nSomeone asked to move the sign-in of a ${PRODUCT_NAME} account to this address, but this address ` +
    'is already in use on the portal (it has an account, or an invitation waiting for it). Nothing was changed.\n\n' +
    `If you have an account with this address and forgot its password, choose a new one at ${forgot}. ` +
    'If you did not expect this mail, ignore it.\n';
  return {
    to: input.to,
    subject: `${PRODUCT_NAME}: this e-mail address is already in use`,
    text,
    html: paragraphs(text),
  };
}

/** Sent to the OLD address when a change is asked: nothing has changed yet, and how to stop it. */
export function emailChangeRequestedMail(input: { to: string; name: string; newEmail: string }): MailMessage {
  const text =
    `Dear ${input.name},\n\nSomeone signed in to your ${PRODUCT_NAME} account asked to change its e-mail address to ` +
    `${maskEmail(input.newEmail)}. Nothing changes until the link sent to that address is followed (within 24 hours).\n\n` +
    "If you did not do this, change your password at once (it ends every other session, and so the request's " +
    `session) and contact the institute: ${INSTITUTE.email}.\n`;
  return {
    to: input.to,
    subject: `${PRODUCT_NAME}: a change of your e-mail address was asked`,
    text,
    html: paragraphs(text),
  };
}

async function account(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
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
    if (inUse) return emailInUseMail({ to: newEmail, publicUrl: config.PUBLIC_URL });
    const token = await requestEmailChange(db, data.userId, newEmail);
    return emailChangeLinkMail({
      to: newEmail,
      name: user.firstName,
      link: linkTo(config.PUBLIC_URL, '/confirm-email', token),
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
    });
  },
});

/** Once the link made the change: the old address (sealed: no row keeps it) is told the new one. */
export const emailChangedMailJob = defineMailJob<{ userId: number; oldAddress: Sealed }>({
  name: 'mail.email-changed',
  async build({ db, sealer }, data, job) {
    const user = await account(db, data.userId);
    if (!user) return null;
    return emailChangedMail({ to: sealer.open(job.name, data.oldAddress), name: user.firstName, newEmail: user.email });
  },
});

export const profileJobs = [emailChangeLinkMailJob, emailChangeRequestedMailJob, emailChangedMailJob];

// The holder's mails of a certificate, one must-arrive mail job (core/jobs/mail-job.ts) for both: issued (queued by
// the files job with the PDF stored: the serial, the code, the verification address, My certificates) and revoked
// (queued in the admin's revoking transaction: the serial, the reason and the verify page's link). They differ only by
// the `revoked` flag of the job's data; each ignores notification preferences and is sent once, in the holder's saved
// language (certificate.mail-texts.ts).
import {
  formatDate,
  formatVerificationCode,
  isLanguage,
  type Language,
  PRODUCT_NAME,
  verificationUrl,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { certificates, userLanguages, users } from '#server/core/db/schema/index.ts';
import { defineMailJob } from '#server/core/jobs/mail-job.ts';
import { MAIL_LINK, mailHtml } from '#server/core/mail/mail-parts.ts';
import { mailDate, mailLanguage, mailTexts } from '#server/core/mail/mail-texts.ts';
import { escapeHtml, type MailMessage } from '#server/core/mail/mailer.ts';
import { certificateMailTexts } from './certificate.mail-texts.ts';
import { issueDateText } from './certificate-pdf.ts';

/** The holder's mail: the certificate is issued, its serial, code and verification address. */
export function certificateIssuedMail(input: {
  to: string;
  name: string;
  serial: string;
  code: string;
  programName: string;
  courseName: string;
  issuedAt: Date;
  publicUrl: string;
  timeZone: string;
  language?: Language;
}): MailMessage {
  const language = input.language ?? 'en';
  const t = mailTexts(certificateMailTexts, language);
  const base = input.publicUrl.replace(/\/+$/, '');
  const date =
    language === 'bn'
      ? formatDate('bn', input.issuedAt, { timeZone: input.timeZone })
      : issueDateText(input.issuedAt, input.timeZone);
  const text =
    `${t('greeting', { name: input.name })}\n\n` +
    `${t('issued.body', { program: input.programName, course: input.courseName, date })}\n\n` +
    `${t('issued.serial', { serial: input.serial })}\n${t('issued.code', { code: formatVerificationCode(input.code) })}\n\n` +
    `${t('issued.check', { link: verificationUrl(base, input.code) })}\n\n` +
    `${t('issued.download', { link: `${base}/participant/certificates` })}\n`;
  return {
    to: input.to,
    subject: t('issued.subject', { product: PRODUCT_NAME, serial: input.serial }),
    text,
    html: `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>').replace(/\n/g, '<br>')}</p>`,
  };
}

export function certificateRevokedMail(input: {
  to: string;
  holderName: string;
  serial: string;
  courseName: string;
  reason: string;
  revokedAt: Date;
  link: string;
  timeZone: string;
  language?: Language;
}): MailMessage {
  const language = input.language ?? 'en';
  const t = mailTexts(certificateMailTexts, language);
  const when = mailDate(language, input.revokedAt, input.timeZone);
  const lines = [
    t('greeting', { name: input.holderName }),
    t('revoked.body', { serial: input.serial, course: input.courseName, when }),
    t('revoked.reason', { reason: input.reason }),
    t('revoked.check'),
  ];
  const after = t('revoked.after');
  return {
    to: input.to,
    subject: t('revoked.subject', { product: PRODUCT_NAME, serial: input.serial }),
    text: `${lines.join('\n\n')}\n${input.link}\n\n${after}\n`,
    html: mailHtml([...lines, MAIL_LINK, after], { href: input.link, label: t('revoked.label') }, language),
  };
}

/** The mail of one certificate to its holder's current address (none once the account is gone): issued or revoked. */
export const certificateMailJob = defineMailJob<{ certificateId: number; revoked: boolean }>({
  name: 'mail.certificate',
  async build({ db, config }, data) {
    const [row] = await db
      .select({
        email: users.email,
        firstName: users.firstName,
        holderName: certificates.holderName,
        serial: certificates.serial,
        code: certificates.code,
        programName: certificates.programName,
        courseName: certificates.courseName,
        issuedAt: certificates.issuedAt,
        reason: certificates.revocationReason,
        revokedAt: certificates.revokedAt,
        saved: userLanguages.language,
      })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.participantId))
      .leftJoin(userLanguages, eq(userLanguages.userId, users.id))
      .where(eq(certificates.id, data.certificateId))
      .limit(1);
    if (!row) return null;
    const language = mailLanguage(isLanguage(row.saved) ? row.saved : null);
    if (!data.revoked) {
      return certificateIssuedMail({
        to: row.email,
        name: row.firstName,
        serial: row.serial,
        code: row.code,
        programName: row.programName,
        courseName: row.courseName,
        issuedAt: row.issuedAt,
        publicUrl: config.PUBLIC_URL,
        timeZone: config.TZ_INSTITUTE,
        language,
      });
    }
    if (!row.reason || !row.revokedAt) return null;
    return certificateRevokedMail({
      to: row.email,
      holderName: row.holderName,
      serial: row.serial,
      courseName: row.courseName,
      reason: row.reason,
      revokedAt: row.revokedAt,
      link: verificationUrl(config.PUBLIC_URL, row.code),
      timeZone: config.TZ_INSTITUTE,
      language,
    });
  },
});

// The holder's mails of a certificate, one must-arrive mail job (core/jobs/mail-job.ts) for both: issued (queued by
// the PDF job with the PDF stored: the serial, the code, the verification address, My certificates) and revoked
// (queued in the admin's revoking transaction: the serial, the reason and the verify page's link). They differ only by
// the `revoked` flag of the job's data; each ignores notification preferences and is sent once.
import { formatVerificationCode, PRODUCT_NAME, verificationUrl } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { certificates, users } from '#server/core/db/schema/index.ts';
import { defineMailJob } from '#server/core/jobs/mail-job.ts';
import { MAIL_LINK, mailDateText, mailHtml } from '#server/core/mail/mail-parts.ts';
import { escapeHtml, type MailMessage } from '#server/core/mail/mailer.ts';
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
}): MailMessage {
  const base = input.publicUrl.replace(/\/+$/, '');
  const text =
    `Dear ${input.name},\n\nYour certificate for ${input.programName} (${input.courseName}) is issued on ` +
    `${issueDateText(input.issuedAt, input.timeZone)}.\n\n` +
    `Serial number: ${input.serial}\nVerification code: ${formatVerificationCode(input.code)}\n\n` +
    `Anyone can check it at ${verificationUrl(base, input.code)}\n\n` +
    `Download the PDF from My certificates: ${base}/participant/certificates\n`;
  return {
    to: input.to,
    subject: `${PRODUCT_NAME}: certificate issued — ${input.serial}`,
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
}): MailMessage {
  const when = mailDateText(input.revokedAt, input.timeZone);
  const lines = [
    `Dear ${input.holderName},`,
    `Your certificate ${input.serial} (${input.courseName}) was revoked on ${when}.`,
    `Reason: ${input.reason}`,
    'Anyone who checks it on the verification page now sees that it is revoked:',
  ];
  const after = 'If you think this is a mistake, please contact the institute.';
  return {
    to: input.to,
    subject: `${PRODUCT_NAME}: certificate ${input.serial} revoked`,
    text: `${lines.join('\n\n')}\n${input.link}\n\n${after}\n`,
    html: mailHtml([...lines, MAIL_LINK, after], { href: input.link, label: 'Verification page' }),
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
      })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.participantId))
      .where(eq(certificates.id, data.certificateId))
      .limit(1);
    if (!row) return null;
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
    });
  },
});

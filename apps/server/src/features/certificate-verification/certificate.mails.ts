// The mail to a certificate's holder when an admin revokes it: the serial, the reason and the verify page's link.
// A must-arrive mail job (core/jobs/mail-job.ts), queued in the revoking transaction.
import { PRODUCT_NAME, verificationUrl } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { certificates, users } from '#server/core/db/schema/index.ts';
import { defineMailJob } from '#server/core/jobs/mail-job.ts';
import { MAIL_LINK, mailDateText, mailHtml } from '#server/core/mail/mail-parts.ts';
import type { MailMessage } from '#server/core/mail/mailer.ts';

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

/** The revocation mail of one certificate, to its holder's current address (none once the account is gone). */
export const certificateRevokedMailJob = defineMailJob<{ certificateId: number }>({
  name: 'mail.certificate-revoked',
  async build({ db, config }, data) {
    const [row] = await db
      .select({
        email: users.email,
        holderName: certificates.holderName,
        serial: certificates.serial,
        code: certificates.code,
        courseName: certificates.courseName,
        reason: certificates.revocationReason,
        revokedAt: certificates.revokedAt,
      })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.participantId))
      .where(eq(certificates.id, data.certificateId))
      .limit(1);
    if (!row?.reason || !row.revokedAt) return null;
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

export const certificateVerificationJobs = [certificateRevokedMailJob];

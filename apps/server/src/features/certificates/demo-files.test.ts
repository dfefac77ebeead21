// The demo data's certificates carry their files once a server works the queue: the seed renders the PDFs but has no
// queue, so the signed badges come from the jobs that `queueMissingCertificateFiles` queues at start (boot.ts).
import { createHash } from 'node:crypto';
import { formatVerificationCode } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { certificates, users } from '#server/core/db/schema/index.ts';
import { buildTestApp, loginAs } from '#server/testing/test-app.ts';
import { queueMissingCertificateFiles } from './issue.ts';

const t = await buildTestApp();
afterAll(() => t.close());

async function demoCertificate(email: string) {
  const [row] = await t.db
    .select({ id: certificates.id, code: certificates.code, sha256: certificates.pdfSha256 })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.participantId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no demo certificate of ${email}`);
  return row;
}

describe('the demo certificates’ files', () => {
  it('after the start-up queues the missing jobs, the badge is served signed and the PDF downloads', async () => {
    const certificate = await demoCertificate('participant@demo.test');
    const badgeUrl = `/api/public/certificates/${formatVerificationCode(certificate.code)}/badge`;

    // The two demo certificates lack their badges: one files job makes both.
    expect(await queueMissingCertificateFiles(t.db, t.jobs)).toBe(1);
    await t.jobs.drain();

    const badge = await t.app.inject({ method: 'GET', url: badgeUrl });
    expect(badge.statusCode).toBe(200);
    const signed = JSON.parse(badge.body) as { type: string[]; proof: { cryptosuite: string }[] };
    expect(signed.type).toContain('OpenBadgeCredential');
    expect(signed.proof[0]?.cryptosuite).toBe('eddsa-rdfc-2022');
    // The revoked one has its badge too (its status list entry says it no longer holds).
    const revoked = await demoCertificate('participant6@demo.test');
    const revokedBadge = await t.app.inject({
      method: 'GET',
      url: `/api/public/certificates/${revoked.code}/badge`,
    });
    expect(revokedBadge.statusCode).toBe(200);

    const holder = await loginAs(t.app, 'participant@demo.test');
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/participant/certificates/${certificate.id}/pdf`,
      headers: holder,
      payload: {},
    });
    expect(link.statusCode).toBe(200);
    const pdf = await t.app.inject({ method: 'GET', url: (JSON.parse(link.body) as { url: string }).url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(certificate.sha256);

    // Every file made: a second start queues nothing.
    expect(await queueMissingCertificateFiles(t.db, t.jobs)).toBe(0);
  });
});

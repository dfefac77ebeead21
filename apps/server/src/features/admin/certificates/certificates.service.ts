// The changes of the admin console's certificates, each in one transaction with its audit rows
// (docs/decisions/027-certificate-verification.md): revoke (the record stays; the holder is mailed), re-issue with a
// corrected name (the old one superseded, a new one with a new code and its files queued), and the signatories.
import { type SignatoriesBody, CERTIFICATE_TEXT as T } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/core/db/client.ts';
import { certificateSignatories, certificates } from '#server/core/db/schema/index.ts';
import { conflict, notFound } from '#server/core/errors.ts';
import type { JobQueue } from '#server/core/jobs/queue.ts';
import { certificateMailJob, newVerificationCode, queueCertificateFiles } from '#server/features/certificates/index.ts';
import { queueNotifications } from '#server/features/notifications/index.ts';
import { type AuditActor, recordAudit } from '../audit/audit-log.ts';
import { toSignatories } from './certificates.presenters.ts';
import { type LockedCertificate, lockCertificate, signatoryRows } from './certificates.queries.ts';

/** Refuses a change to a certificate a re-issue replaced: only the newest of a line is acted on. */
function refuseSuperseded(row: LockedCertificate) {
  if (row.supersededAt) throw conflict(T.superseded);
}

/**
 * The revocation's own rows: the certificate's `revoked_at`, who and why, and its audit row (dated `revokedAt`). The
 * admin's revoke calls it, and the demo data for its revoked certificate.
 */
export async function writeRevocation(
  tx: Db | Tx,
  actor: AuditActor,
  certificate: { id: number; serial: string },
  reason: string,
  revokedAt: Date,
) {
  await tx
    .update(certificates)
    .set({ revokedAt, revokedById: actor.id, revocationReason: reason })
    .where(eq(certificates.id, certificate.id));
  await recordAudit(tx, actor, {
    action: 'revoke',
    entity: 'certificate',
    entityId: certificate.id,
    before: { serial: certificate.serial, status: 'valid' },
    after: { serial: certificate.serial, status: 'revoked', revocation_reason: reason },
    at: revokedAt,
  });
}

export async function revokeCertificate(db: Db, jobs: JobQueue, actor: AuditActor, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const row = await lockCertificate(tx, id);
    if (!row) throw notFound(T.noCertificate);
    refuseSuperseded(row);
    if (row.revokedAt) throw conflict(T.alreadyRevoked);
    await writeRevocation(tx, actor, { id, serial: row.serial }, reason, new Date());
    if (row.participantId !== null) {
      await jobs.enqueue(tx, certificateMailJob, { certificateId: id, revoked: true });
      await queueNotifications(jobs, tx, 'certificate-revoked', [id]);
    }
  });
}

/**
 * The serial of a re-issue: the old serial with `-R1` (`CBM-2026-0007-R1`), the next `-Rn` for a re-issue of a
 * re-issue. The line of a certificate reads in its serial, and a re-issue takes no number of the programme's year.
 */
export function reissueSerial(serial: string): string {
  const match = /^(.*)-R(\d+)$/.exec(serial);
  return match ? `${match[1]}-R${Number(match[2]) + 1}` : `${serial}-R1`;
}

export async function reissueCertificate(
  db: Db,
  jobs: JobQueue,
  actor: AuditActor,
  id: number,
  holderName: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const old = await lockCertificate(tx, id);
    if (!old) throw notFound(T.noCertificate);
    refuseSuperseded(old);
    // A revocation is final: a re-issue would put a valid certificate back in its place.
    if (old.revokedAt) throw conflict(T.revokedNoReissue);
    if (old.holderName === holderName) throw conflict(T.sameName);
    const now = new Date();
    // Superseded first: one certificate in force per person and course (certificates_live_uq).
    await tx.update(certificates).set({ supersededAt: now }).where(eq(certificates.id, id));
    const [created] = await tx
      .insert(certificates)
      .values({
        serial: reissueSerial(old.serial),
        code: newVerificationCode(),
        participantId: old.participantId,
        courseId: old.courseId,
        programId: old.programId,
        releaseId: old.releaseId,
        holderName,
        programName: old.programName,
        courseName: old.courseName,
        resultStatus: old.resultStatus,
        resultTotal: old.resultTotal,
        issuedAt: now,
        issuedById: actor.id,
        replacesId: id,
      })
      .returning({ id: certificates.id, serial: certificates.serial });
    if (!created) throw new Error('re-issue inserted no certificate');
    await tx.update(certificates).set({ supersededById: created.id }).where(eq(certificates.id, id));
    await recordAudit(tx, actor, {
      action: 'reissue',
      entity: 'certificate',
      entityId: id,
      before: { serial: old.serial, holder_name: old.holderName, status: 'valid' },
      after: { serial: old.serial, status: 'superseded', superseded_by: created.serial },
    });
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'certificate',
      entityId: created.id,
      after: { serial: created.serial, holder_name: holderName, replaces: old.serial },
    });
    await queueCertificateFiles(tx, jobs, [created.id]);
    return created.id;
  });
}

export async function saveSignatories(db: Db, actor: AuditActor, body: SignatoriesBody) {
  await db.transaction(async (tx) => {
    const before = toSignatories(await signatoryRows(tx));
    const updatedAt = new Date();
    for (const [index, signatory] of body.signatories.entries()) {
      const values = { name: signatory.name, designation: signatory.designation, updatedById: actor.id, updatedAt };
      await tx
        .insert(certificateSignatories)
        .values({ position: index + 1, ...values })
        .onConflictDoUpdate({ target: certificateSignatories.position, set: values });
    }
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'certificate_signatory',
      before: before.signatories,
      after: body.signatories.map((signatory, index) => ({ position: index + 1, ...signatory })),
    });
  });
}

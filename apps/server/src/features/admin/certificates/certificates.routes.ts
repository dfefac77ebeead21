// The admin console's certificates (docs/decisions/027-certificate-verification.md): the searched list, revoke,
// re-issue with a corrected name, and the two signatories printed on every certificate. Reads in
// certificates.queries.ts, changes (transaction + audit rows) in certificates.service.ts.
import { adminCertificates, CERTIFICATE_TEXT as T } from '@portal/contract';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { auditActor } from '../audit/audit-log.ts';
import { toAdminCertificate, toSignatories } from './certificates.presenters.ts';
import { certificatePage, signatoryRows } from './certificates.queries.ts';
import { reissueCertificate, revokeCertificate, saveSignatories } from './certificates.service.ts';

export function certificatesRoutes({ route, db, jobs }: FeatureContext) {
  route(adminCertificates.list, async ({ query }) => {
    const { rows, total } = await certificatePage(db, query);
    return { total_data: total, data: rows.map(toAdminCertificate) };
  });

  route(adminCertificates.revoke, async ({ user, params, body }) => {
    await revokeCertificate(db, jobs, auditActor(user), params.id, body.reason);
    return { success: T.revoked };
  });

  route(adminCertificates.reissue, async ({ user, params, body }) => ({
    success: T.reissued,
    id: await reissueCertificate(db, jobs, auditActor(user), params.id, body.holder_name),
  }));

  route(adminCertificates.signatories, async () => toSignatories(await signatoryRows(db)));

  route(adminCertificates.saveSignatories, async ({ user, body }) => {
    await saveSignatories(db, auditActor(user), body);
    return { success: T.signatoriesSaved };
  });
}

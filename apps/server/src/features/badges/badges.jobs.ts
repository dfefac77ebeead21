// The badge job (docs/decisions/028-open-badges.md): a certificate's Open Badges 3.0 credential built, signed and
// stored (with its SHA-256). Its data is the certificate's id only; running it again does nothing. The issue now
// queues the certificates' files job instead (certificates/certificates.jobs.ts, decision 036: the PDF and the badge
// in one job, for a batch of certificates); this kind stays for the jobs queued before it.
import type { Db, Tx } from '#server/core/db/client.ts';
import { defineJob } from '#server/core/jobs/define.ts';
import type { JobQueue } from '#server/core/jobs/queue.ts';
import { boundBadges } from './badges.service.ts';

export const certificateBadgeJob = defineJob<{ certificateId: number }>({
  name: 'certificate-badge',
  retryLimit: 10,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 600,
  expireInSeconds: 300,
  async run({ db, log }, data) {
    const made = await boundBadges(db).makeBadge(data.certificateId);
    if (made)
      log.info({ event: 'badge_made', certificateId: data.certificateId }, 'certificate badge signed and stored');
  },
});

export const badgeJobs = [certificateBadgeJob];

/** Queues the badge job of each certificate in the transaction `tx` (one job each, in one statement). */
export async function queueBadge(tx: Db | Tx, jobs: JobQueue, certificateIds: readonly number[]): Promise<void> {
  await jobs.enqueueMany(
    tx,
    certificateBadgeJob,
    certificateIds.map((certificateId) => ({ certificateId })),
  );
}

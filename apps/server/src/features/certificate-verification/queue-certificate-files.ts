// MERGE: replaced by features/certificates/issue.ts, which queues the PDF and badge jobs of the given certificates in
// the caller's transaction. Until then it does nothing: a re-issued certificate has no PDF (sha256 null).
import type { Tx } from '#server/core/db/client.ts';
import type { JobQueue } from '#server/core/jobs/queue.ts';

export async function queueCertificateFiles(_tx: Tx, _jobs: JobQueue, _ids: readonly number[]): Promise<void> {}

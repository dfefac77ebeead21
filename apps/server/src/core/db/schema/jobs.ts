// What the job queue keeps beside pg-boss's own schema (core/jobs/, docs/decisions/022-job-queue.md).
import { index, pgTable, primaryKey, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per mail a job has handed to the mail server: a job run again (a redelivery after a crash, a retry after a
 * later mail of the same job failed) sends none of its mails twice. `part` numbers the mails of one job.
 * Rows older than SENT_MAILS_KEPT_DAYS are deleted when the queue starts (a job is never run again that late).
 */
export const sentMails = pgTable(
  'sent_mails',
  {
    jobId: uuid().notNull(),
    part: smallint().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.part] }), index('sent_mails_sent_at_idx').on(t.sentAt)],
);

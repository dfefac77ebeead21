// A mail job: one job, one mail, built when the job runs from the ids it carries (so it says what is true then, and
// the queue holds no copy of anyone's data). A mail the SMTP server did not take fails the job, which is tried again
// with a growing wait: a mail server that is down delays mails and loses none. A job run again after its mail went
// (a redelivery after a crash or an expired run) finds its row in `sent_mails` and sends nothing.
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sentMails } from '../db/schema/index.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { defineJob, type JobContext, type JobData, type JobDefinition, type RunningJob } from './define.ts';

/** Tries of a mail after its first: with waits doubling from 5 s up to 10 min, about 4 hours of a mail server down. */
export const MAIL_RETRY = { retryLimit: 30, retryDelaySeconds: 5, retryDelayMaxSeconds: 600, expireInSeconds: 120 };
/** `sent_mails` rows are kept this long (a job is never run again that late: pg-boss gives up far sooner). */
export const SENT_MAILS_KEPT_DAYS = 30;

export interface MailJobSpec<D extends JobData> {
  name: string;
  /**
   * The mail to send now, or null when there is nothing to send any more (the account is gone, the reader has
   * since opened the content…). Runs only when this job's mail has not gone yet.
   */
  build(context: JobContext, data: D, job: RunningJob): Promise<MailMessage | null>;
}

export function defineMailJob<D extends JobData>(spec: MailJobSpec<D>): JobDefinition<D> {
  return defineJob<D>({
    name: spec.name,
    ...MAIL_RETRY,
    async run(context, data, job) {
      const [sent] = await context.db
        .select({ jobId: sentMails.jobId })
        .from(sentMails)
        .where(eq(sentMails.jobId, job.id));
      if (sent) {
        context.log.info({ event: 'mail_already_sent', job: job.name, jobId: job.id }, 'mail of this job already sent');
        return;
      }
      const message = await spec.build(context, data, job);
      if (!message) return;
      await context.mailer.send(message);
      await context.db.insert(sentMails).values({ jobId: job.id, part: 0, sentAt: new Date() }).onConflictDoNothing();
    },
  });
}

/** Deletes the `sent_mails` rows older than SENT_MAILS_KEPT_DAYS (when the queue starts). */
export async function forgetOldSentMails(db: Db, now: Date): Promise<void> {
  await db.delete(sentMails).where(lt(sentMails.sentAt, new Date(now.getTime() - SENT_MAILS_KEPT_DAYS * 86_400_000)));
}

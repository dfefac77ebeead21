// The notification jobs: the fan-out a causing write queues (kind codes + object id), which inserts the rows of
// the recipients computed in SQL when it runs, in batches, and queues one mail job per new row whose recipient
// wants it at once; and that mail job. A fan-out run twice inserts nothing the second time (the dedupe key), so it
// queues no second mail. The scheduled ones (reminders, digest, summary) are in notifications.schedules.ts.
import { isLanguage, PRODUCT_NAME } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { now } from '#server/core/clock.ts';
import type { Db, Tx } from '#server/core/db/client.ts';
import { queryRows } from '#server/core/db/client.ts';
import { defineJob } from '#server/core/jobs/define.ts';
import { defineMailJob } from '#server/core/jobs/mail-job.ts';
import type { JobQueue } from '#server/core/jobs/queue.ts';
import { mailLanguage, mailTexts } from '#server/core/mail/mail-texts.ts';
import { escapeHtml, type MailMessage } from '#server/core/mail/mailer.ts';
import {
  type Audience,
  channelOf,
  codesOf,
  isRecipient,
  type KindEnv,
  kindByCode,
  kindByName,
  kindLiteral,
  type NotificationCause,
  type Subject,
  subjectOf,
} from './kinds.ts';
import { kindLabel, kindLine } from './notifications.mail-lines.ts';
import { notificationMailTexts } from './notifications.mail-texts.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** Rows one statement of a fan-out inserts. */
export const FANOUT_BATCH = 1000;

/** A notification mail: its text, and the one-click unsubscribe of `kind` for `personId` as raw headers. */
export function notificationMail(
  context: { config: { PUBLIC_URL: string }; secret: string },
  mail: { to: string; personId: number; kind: string; subject: string; text: (unsubscribe: string) => string },
): MailMessage {
  const base = context.config.PUBLIC_URL.replace(/\/+$/, '');
  const unsubscribe = `${base}/unsubscribe/${unsubscribeToken(context.secret, mail.personId, mail.kind)}`;
  const text = mail.text(unsubscribe);
  return {
    to: mail.to,
    subject: `${PRODUCT_NAME}: ${mail.subject}`,
    text,
    html: `<p>${escapeHtml(text).replace(/\n\n/g, '</p><p>').replace(/\n/g, '<br>')}</p>`,
    // Raw (prepared) headers: nodemailer's `list` option would rewrite them (RFC 2369 and RFC 8058 one-click).
    headers: {
      'List-Unsubscribe': { prepared: true, value: `<${unsubscribe}>` },
      'List-Unsubscribe-Post': { prepared: true, value: 'List-Unsubscribe=One-Click' },
    },
  };
}

/** The zone and time a kind's SQL reads, now. */
export const kindEnv = (config: { TZ_INSTITUTE: string }): KindEnv => ({ tz: config.TZ_INSTITUTE, now: now() });

export const notificationMailJob = defineMailJob<{ notificationId: number }>({
  name: 'mail.notification',
  async build(context, data) {
    const { db, config } = context;
    const env = kindEnv(config);
    const [row] = await queryRows<{
      person_id: number;
      kind: string;
      email: string;
      first_name: string;
      user_type: number;
      channel: string;
      subject: Subject | null;
      is_recipient: boolean;
      language: string | null;
    }>(
      db,
      sql`select n.person_id, n.kind, u.email, u.first_name, u.user_type,
            (select l.language from user_languages l where l.user_id = n.person_id) as language,
            ${channelOf(sql`n.person_id`, sql`n.kind`)} as channel,
            ${subjectOf(sql`n.kind`, sql`n.object_id`, sql`n.person_id`, env)} as subject,
            ${isRecipient(sql`n.kind`, sql`n.object_id`, sql`n.person_id`, env)} as is_recipient
          from notifications n join users u on u.id = n.person_id and u.is_active
          where n.id = ${data.notificationId}`,
    );
    // Gone, deactivated, no longer in the course, or changed their mind since: no mail.
    if (!row?.subject || !row.is_recipient || row.channel !== 'immediate') return null;
    const kind = kindByName(row.kind);
    if (!kind) return null;
    const audience: Audience = row.user_type === 1 ? 'coordinator' : 'participant';
    const base = config.PUBLIC_URL.replace(/\/+$/, '');
    const subject = row.subject;
    const language = mailLanguage(isLanguage(row.language) ? row.language : null);
    const line = kindLine(kind, subject, language);
    const t = mailTexts(notificationMailTexts, language);
    return notificationMail(context, {
      to: row.email,
      personId: row.person_id,
      kind: row.kind,
      subject: line,
      text: (unsubscribe) =>
        t('immediate.body', {
          name: row.first_name,
          line,
          link: `${base}${kind.link(audience, subject)}`,
          label: kindLabel(kind, language),
          unsubscribe,
        }),
    });
  },
});

/**
 * Runs one kind's fan-out for one object: rows in batches, a mail job per new (or renewed) row wanted at once. A kind
 * with `renewedBefore` renews a row made before that time (an earlier deadline's reminder): made now, unread, mailed.
 */
export async function fanOut(db: Db, jobs: JobQueue, code: number, objectId: number, env: KindEnv): Promise<number> {
  const kind = kindByCode(code);
  if (!kind) return 0;
  const kindName = kindLiteral(kind.name);
  const object = sql`${objectId}::int`;
  let onConflict = sql`do nothing`;
  if (kind.renewedBefore) {
    const [limit] = await queryRows<{ before: string | Date | null }>(
      db,
      sql`select ${kind.renewedBefore(object, env)} as before`,
    );
    // No such object any more: nothing to renew (and no recipient either).
    const before = limit?.before ? new Date(limit.before).toISOString() : null;
    if (before) {
      onConflict = sql`do update set created_at = excluded.created_at, read_at = null where notifications.created_at < ${before}::timestamptz`;
    }
  }
  let after = 0;
  let inserted = 0;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      const [row] = await queryRows<{ last: number | null; mail_ids: number[] | null; added: number }>(
        tx as unknown as Db,
        sql`with batch as (
              select person_id from (${kind.recipients(object, env)}) r
              where person_id > ${after} order by person_id limit ${FANOUT_BATCH}
            ), added as (
              insert into notifications (person_id, kind, object_id, created_at)
              select person_id, ${kindName}, ${objectId}, ${env.now} from batch
              on conflict (kind, object_id, person_id) ${onConflict}
              returning id, person_id
            )
            select (select max(person_id) from batch)::int as last,
                   (select count(*) from added)::int as added,
                   (select json_agg(a.id order by a.id) from added a
                     where ${channelOf(sql`a.person_id`, kindName)} = 'immediate') as mail_ids`,
      );
      const mailIds = row?.mail_ids ?? [];
      await jobs.enqueueMany(
        tx,
        notificationMailJob,
        mailIds.map((notificationId) => ({ notificationId })),
      );
      return { last: row?.last ?? null, added: row?.added ?? 0 };
    });
    inserted += step.added;
    if (step.last === null) return inserted;
    after = step.last;
  }
}

export const notificationFanOutJob = defineJob<{ kinds: readonly number[]; objectId: number }>({
  name: 'notifications.fan-out',
  retryLimit: 10,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 600,
  // A fan-out to 10,000 takes seconds; a run cut off by a killed process is run again once this has passed (and
  // pg-boss's supervisor, every minute, has seen it), so it is kept short: the fault runner's RE8 waits for it.
  expireInSeconds: 120,
  async run({ db, jobs, log, config }, data) {
    for (const code of data.kinds) {
      const added = await fanOut(db, jobs, code, data.objectId, kindEnv(config));
      log.info({ event: 'notifications_fanned_out', code, objectId: data.objectId, added }, 'notifications added');
    }
  },
});

/**
 * Queues the notifications a write causes, in that write's transaction: ONE fan-out job per object (ids only), so
 * the request answers as fast for a course of 10,000 as for one of ten. With `startAfter` (a release scheduled for
 * later) the fan-out runs no earlier than that time, and its recipients' SQL checks then that the cause still holds.
 */
export async function queueNotifications(
  jobs: JobQueue,
  tx: Db | Tx,
  cause: NotificationCause,
  objectIds: readonly number[],
  options: { startAfter?: Date } = {},
): Promise<void> {
  const kinds = codesOf(cause);
  if (kinds.length === 0 || objectIds.length === 0) return;
  const { startAfter } = options;
  if (startAfter) {
    for (const objectId of objectIds)
      await jobs.enqueue(tx, notificationFanOutJob, { kinds, objectId }, { startAfter });
    return;
  }
  await jobs.enqueueMany(
    tx,
    notificationFanOutJob,
    objectIds.map((objectId) => ({ kinds, objectId })),
  );
}

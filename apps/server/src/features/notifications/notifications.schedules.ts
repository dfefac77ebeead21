// The notifications a clock causes (docs/decisions/025-scheduled-notifications.md), each a scheduled job of the
// queue (core/jobs/: pg-boss's cron in TZ_INSTITUTE, one run per due time whatever the number of processes):
// - every 15 minutes, the deadline reminders: the assignments whose last date is near, each reminder kind's fan-out
//   (the kinds compute who is due, who submitted, who is still in the course; the dedupe key makes each once);
// - at 08:45, the coordinators' summary of the day before (one notification a day, mailed per their channel);
// - at 09:00, the digest: one mail a person of their unread notifications on the digest channel since their last
//   digest, only to people who have not opened the portal since the previous one, none when there is nothing.
// Every job carries ids only; the mails are built when they go, from what is true then.
import { formatNumber, isLanguage, pluralCategory } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/core/db/client.ts';
import { queryRows } from '#server/core/db/client.ts';
import { defineJob, type JobContext } from '#server/core/jobs/define.ts';
import { defineMailJob } from '#server/core/jobs/mail-job.ts';
import { mailLanguage, mailTexts } from '#server/core/mail/mail-texts.ts';
import {
  type Audience,
  channelOf,
  codesOf,
  DIGEST_KIND,
  isRecipient,
  type KindEnv,
  kindByName,
  type Subject,
  subjectOf,
} from './kinds.ts';
import {
  FANOUT_BATCH,
  fanOut,
  kindEnv,
  notificationFanOutJob,
  notificationMail,
  notificationMailJob,
} from './notifications.jobs.ts';
import { kindLine } from './notifications.mail-lines.ts';
import { notificationMailTexts } from './notifications.mail-texts.ts';

/** Assignments read per statement of the reminders' scan. */
const SCAN_BATCH = 500;
/** How far back a first digest (or one after a long pause) reaches. */
export const DIGEST_REACH_DAYS = 7;
/** Lines of a digest mail; the rest is counted ('and N more in the portal'). */
export const DIGEST_MAX_LINES = 30;
/** Digest rows are kept this long (a person's last digest is what the next one starts from). */
const DIGEST_KEPT_DAYS = 60;

const SCHEDULED = { retryLimit: 5, retryDelaySeconds: 30, retryDelayMaxSeconds: 600, expireInSeconds: 900 };

/** The institute's date at `env.now`, as days since 1970-01-01 (job data is numbers). */
async function institutionDay(db: Db, env: KindEnv): Promise<number> {
  const [row] = await queryRows<{ day: number }>(
    db,
    sql`select ((${env.now.toISOString()}::timestamptz at time zone ${env.tz})::date - date '1970-01-01')::int as day`,
  );
  return row?.day ?? 0;
}

/** Every deadline reminder due now: each reminder kind's fan-out for each assignment whose last date is near. */
export async function runDeadlineReminders(context: Pick<JobContext, 'db' | 'jobs' | 'log'>, env: KindEnv) {
  const { db, jobs, log } = context;
  const codes = codesOf('deadline-scan');
  const today = await institutionDay(db, env);
  let after = 0;
  let added = 0;
  for (;;) {
    // Due in 48 hours at most (a last date up to 3 days ahead) or in grace (a last date of today), by index.
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select a.id from assignments a
          where a.last_submit_date between date '1970-01-01' + ${today - 1}::int and date '1970-01-01' + ${today + 3}::int
            and a.id > ${after}
          order by a.id limit ${SCAN_BATCH}`,
    );
    for (const row of rows) for (const code of codes) added += await fanOut(db, jobs, code, row.id, env);
    const last = rows.at(-1);
    if (!last || rows.length < SCAN_BATCH) break;
    after = last.id;
  }
  log.info({ event: 'deadline_reminders', added }, 'deadline reminders made');
  return added;
}

/** The coordinators' summary of the day that ended at today's 00:00 in the institute's zone. */
export async function runCoordinatorSummary(context: Pick<JobContext, 'db' | 'jobs' | 'log'>, env: KindEnv) {
  const { db, jobs, log } = context;
  const today = await institutionDay(db, env);
  // The object: the day's end, in minutes since 1970 (an integer, as every object id).
  const [row] = await queryRows<{ end: number }>(
    db,
    sql`select (extract(epoch from ((date '1970-01-01' + ${today}::int)::timestamp at time zone ${env.tz})) / 60)::int as end`,
  );
  let added = 0;
  for (const code of codesOf('daily-summary')) added += await fanOut(db, jobs, code, row?.end ?? 0, env);
  log.info({ event: 'coordinator_summary', added }, 'coordinator summaries made');
  return added;
}

/**
 * The digests of today (the institute's date): for each person away since the previous digest time (24 hours ago)
 * with an unread notification on the digest channel since their last digest, one row (once: the key) and one mail
 * job, in batches by person.
 */
export async function runDigest(context: Pick<JobContext, 'db' | 'jobs' | 'log'>, env: KindEnv) {
  const { db, jobs, log } = context;
  const day = await institutionDay(db, env);
  const until = env.now.toISOString();
  const floor = new Date(env.now.getTime() - DIGEST_REACH_DAYS * 86_400_000).toISOString();
  const previous = new Date(env.now.getTime() - 86_400_000).toISOString();
  await db.execute(
    sql`delete from notification_digests where day < date '1970-01-01' + ${day - DIGEST_KEPT_DAYS}::int`,
  );
  let after = 0;
  let queued = 0;
  for (;;) {
    const step = await db.transaction(async (tx) => {
      const [row] = await queryRows<{ last: number | null; added: number[] | null }>(
        tx as unknown as Db,
        sql`with candidates as (
              select distinct n.person_id from notifications n
              where n.read_at is null and n.created_at >= ${floor}::timestamptz and n.created_at < ${until}::timestamptz
                and n.person_id > ${after}
              order by n.person_id limit ${FANOUT_BATCH}
            ), windows as (
              select c.person_id,
                     greatest(${floor}::timestamptz, coalesce((select max(d.until) from notification_digests d where d.person_id = c.person_id), ${floor}::timestamptz)) as since
              from candidates c join users u on u.id = c.person_id and u.is_active
              where not exists (select 1 from sessions s where s.user_id = c.person_id and s.last_seen_at >= ${previous}::timestamptz)
            ), added as (
              insert into notification_digests (person_id, day, since, until)
              select w.person_id, date '1970-01-01' + ${day}::int, w.since, ${until}::timestamptz from windows w
              where exists (select 1 from notifications n where n.person_id = w.person_id and n.read_at is null
                              and n.created_at >= w.since and n.created_at < ${until}::timestamptz
                              and ${channelOf(sql`n.person_id`, sql`n.kind`)} = 'digest')
              on conflict (person_id, day) do nothing
              returning person_id
            )
            select (select max(person_id) from candidates)::int as last,
                   (select json_agg(person_id order by person_id) from added) as added`,
      );
      const people = row?.added ?? [];
      await jobs.enqueueMany(
        tx,
        digestMailJob,
        people.map((personId) => ({ personId, day })),
      );
      return { last: row?.last ?? null, queued: people.length };
    });
    queued += step.queued;
    if (step.last === null) break;
    after = step.last;
  }
  log.info({ event: 'digest', queued }, 'digest mails queued');
  return queued;
}

/**
 * One person's digest mail: their notifications of the digest's window still unread, still on the digest channel and
 * still theirs (the course not left) when it goes; none when nothing is left.
 */
export const digestMailJob = defineMailJob<{ personId: number; day: number }>({
  name: 'mail.notification-digest',
  async build(context, data) {
    const { db, config } = context;
    const env = kindEnv(config);
    const [person] = await queryRows<{ email: string; first_name: string; user_type: number; language: string | null }>(
      db,
      sql`select u.email, u.first_name, u.user_type,
            (select l.language from user_languages l where l.user_id = u.id) as language
          from notification_digests d join users u on u.id = d.person_id and u.is_active
          where d.person_id = ${data.personId} and d.day = date '1970-01-01' + ${data.day}::int`,
    );
    if (!person) return null;
    const items = await queryRows<{ kind: string; subject: Subject | null }>(
      db,
      sql`select n.kind, ${subjectOf(sql`n.kind`, sql`n.object_id`, sql`n.person_id`, env)} as subject
          from notification_digests d
          join notifications n on n.person_id = d.person_id and n.created_at >= d.since and n.created_at < d.until
          where d.person_id = ${data.personId} and d.day = date '1970-01-01' + ${data.day}::int
            and n.read_at is null
            and ${channelOf(sql`n.person_id`, sql`n.kind`)} = 'digest'
            and ${isRecipient(sql`n.kind`, sql`n.object_id`, sql`n.person_id`, env)}
          order by n.created_at desc, n.id desc`,
    );
    const lines = items.flatMap((item) => {
      const kind = kindByName(item.kind);
      return kind && item.subject ? [{ kind, subject: item.subject }] : [];
    });
    if (lines.length === 0) return null;
    const audience: Audience = person.user_type === 1 ? 'coordinator' : 'participant';
    const base = config.PUBLIC_URL.replace(/\/+$/, '');
    const shown = lines.slice(0, DIGEST_MAX_LINES);
    const more = lines.length - shown.length;
    const language = mailLanguage(isLanguage(person.language) ? person.language : null);
    const t = mailTexts(notificationMailTexts, language);
    // English numbers as they always were (no grouping), Bangla ones in Bengali digits.
    const number = (value: number) => (language === 'bn' ? formatNumber('bn', value) : String(value));
    const plural = pluralCategory(language, lines.length) === 'one' ? 'digest.count_one' : 'digest.count_other';
    const count = t(plural, { count: number(lines.length) });
    return notificationMail(context, {
      to: person.email,
      personId: data.personId,
      kind: DIGEST_KIND,
      subject: t('digest.subject', { count }),
      text: (unsubscribe) =>
        t('digest.intro', { name: person.first_name, count }) +
        shown
          .map(
            (line) =>
              `- ${kindLine(line.kind, line.subject, language)}: ${base}${line.kind.link(audience, line.subject)}`,
          )
          .join('\n') +
        (more > 0 ? t('digest.more', { more: number(more), link: `${base}/${audience}/notifications` }) : '') +
        t('digest.footer', { unsubscribe }),
    });
  },
});

export const deadlineRemindersJob = defineJob<Record<string, never>>({
  name: 'notifications.deadline-reminders',
  ...SCHEDULED,
  schedule: { cron: '*/15 * * * *' },
  async run(context) {
    await runDeadlineReminders(context, kindEnv(context.config));
  },
});

export const coordinatorSummaryJob = defineJob<Record<string, never>>({
  name: 'notifications.coordinator-summary',
  ...SCHEDULED,
  // Before the digest, so that a summary set to the digest goes in the same morning's.
  schedule: { cron: '45 8 * * *' },
  async run(context) {
    await runCoordinatorSummary(context, kindEnv(context.config));
  },
});

export const digestJob = defineJob<Record<string, never>>({
  name: 'notifications.digest',
  ...SCHEDULED,
  schedule: { cron: '0 9 * * *' },
  async run(context) {
    await runDigest(context, kindEnv(context.config));
  },
});

/** Every job of the feature (src/jobs.ts lists them). */
export const notificationJobs = [
  notificationFanOutJob,
  notificationMailJob,
  deadlineRemindersJob,
  coordinatorSummaryJob,
  digestJob,
  digestMailJob,
];

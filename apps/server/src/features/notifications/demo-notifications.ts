// The demo data's notifications: what the fan-out would have made for the newest objects of each course (its
// newest assignment and content send, its two newest posts and replies), unread and without mails, so that every
// demo participant and coordinator opens the portal to a few unread notifications.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/core/db/client.ts';
import { kindLiteral, NOTIFICATION_KINDS, type NotificationCause } from './kinds.ts';

const NEWEST_OBJECTS: Record<NotificationCause, ReturnType<typeof sql> | null> = {
  'assignment-created': sql`select max(id) as id from assignments group by course_id`,
  'content-sent': sql`select max(id) as id from content_sends group by course_id`,
  'post-created': sql`select id from (select id, row_number() over (partition by course_id order by id desc) as n from forum_posts) p where n <= 2`,
  'reply-created': sql`select r.id from (select fr.id, row_number() over (partition by fp.course_id order by fr.id desc) as n from forum_replies fr join forum_posts fp on fp.id = fr.post_id) r where r.n <= 2`,
  // Made by the clock once the server runs (deadline reminders, the coordinators' morning summary): none seeded.
  'deadline-scan': null,
  'daily-summary': null,
  'results-released': sql`select id from result_releases where unreleased_at is null and effective_at <= now()`,
  'certificate-issued': sql`select id from certificates`,
  'certificate-revoked': sql`select id from certificates where revoked_at is not null`,
};

export async function seedDemoNotifications(db: Db | Tx, at: Date): Promise<void> {
  for (const kind of NOTIFICATION_KINDS) {
    const objects = NEWEST_OBJECTS[kind.cause];
    if (!objects) continue;
    // The kinds seeded read no zone nor time.
    const env = { tz: 'UTC', now: at };
    await db.execute(
      sql`insert into notifications (person_id, kind, object_id, created_at)
          select r.person_id, ${kindLiteral(kind.name)}, o.id, ${at}
          from (${objects}) o cross join lateral (${kind.recipients(sql`o.id`, env)}) r
          on conflict (kind, object_id, person_id) do nothing`,
    );
  }
}

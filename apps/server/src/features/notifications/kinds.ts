// The one registry of notification kinds (docs/decisions/023-notifications.md). A kind is ONE entry here: what
// causes it, who receives it (computed in SQL when the fan-out job runs, so membership is checked then), the
// channel it has by default, its text and its link. Results released and certificates issued are each one more entry
// (with their own cause); the deadline reminders and the coordinator's daily summary are caused by a clock (a
// scheduled job, notifications.schedules.ts) rather than a write.
import type { NotificationChannel, NotificationSubject } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';

/** The write that causes notifications; it queues one fan-out job with the object's id. */
export type NotificationCause =
  | 'assignment-created'
  | 'content-sent'
  | 'post-created'
  | 'reply-created'
  /** The deadline reminders' scan (every 15 minutes): the object is an assignment. */
  | 'deadline-scan'
  /** The coordinators' morning summary: the object is the end of the day summed up, in minutes since 1970. */
  | 'daily-summary'
  | 'results-released'
  | 'certificate-issued'
  | 'certificate-revoked';

export type Audience = 'participant' | 'coordinator';

/** What a kind's text and link are made of, read in the same statement as the list (a JSON object). */
export interface Subject {
  title: string;
  course: string;
  courseId: number;
  postId?: number;
  author?: string;
  /** A deadline reminder: the last submission date (dd-MM-yyyy) and the hours of grace left (rounded up). */
  lastDate?: string;
  hoursLeft?: number;
  /** The coordinator's daily summary: the day's posts still unanswered and its submissions. */
  unanswered?: number;
  submissions?: number;
  /** Results released: the release is the final result's (its title is then 'Final result'). */
  final?: boolean;
}

/** What a kind's SQL may read besides the object: the institute's zone and the time it is run at (the test clock). */
export interface KindEnv {
  tz: string;
  now: Date;
}

export interface NotificationKind {
  /** Stored in `notifications.kind` and `notification_preferences.kind`; never renamed. */
  name: string;
  /** Its number in job data (jobs carry ids only). Unique, never reused. */
  code: number;
  cause: NotificationCause;
  /** Who may receive it: the preferences form of those areas lists it. */
  audiences: readonly Audience[];
  /** Its line on the preferences form. */
  label: string;
  defaultChannel: NotificationChannel;
  /** The ids of the people to notify about object `objectId`, as column `person_id` (active members only, now). */
  recipients(objectId: SQL, env: KindEnv): SQL;
  /** A JSON object (Subject) about object `objectId` for `person`, or null when the object is gone. */
  subject(objectId: SQL, person: SQL, env: KindEnv): SQL;
  /**
   * A reminder whose object can change under it (an assignment's deadline): a row of this kind made before this
   * time was about an earlier version, so a fan-out that finds its person a recipient again renews it (made now,
   * unread, mailed again) instead of leaving it. Without it, (kind, object, person) is made once.
   */
  renewedBefore?(objectId: SQL, env: KindEnv): SQL;
  text(subject: Subject): string;
  /** A path of the recipient's work area. */
  link(audience: Audience, subject: Subject): string;
}

const courseLabel = sql`c.name || ' (' || c.short_name || ')'`;
const authorName = sql`(select u2.first_name || ' ' || u2.last_name from users u2 where u2.id = r.author_id)`;

/** Participants enrolled in course `courseId` with an active account. */
const activeParticipantsOf = (courseId: SQL) =>
  sql`select e.participant_id as person_id from enrolments e join users u on u.id = e.participant_id and u.is_active where e.course_id = ${courseId}`;

/** Whether `person` is still a member (enrolled or coordinating) of course `courseId`. */
const isMember = (person: SQL, courseId: SQL) =>
  sql`(exists (select 1 from enrolments e where e.course_id = ${courseId} and e.participant_id = ${person}) or exists (select 1 from course_coordinators cc where cc.course_id = ${courseId} and cc.coordinator_id = ${person}))`;

const replySubject = (objectId: SQL) =>
  sql`(select json_build_object('title', p.title, 'course', ${courseLabel}, 'courseId', c.id, 'postId', p.id, 'author', ${authorName}) from forum_replies r join forum_posts p on p.id = r.post_id join courses c on c.id = p.course_id where r.id = ${objectId})`;

const postLink = (audience: Audience, subject: Subject) => `/${audience}/posts/reply/${subject.postId ?? 0}`;

const at = (env: KindEnv) => sql`${env.now.toISOString()}::timestamptz`;
/** Assignment `a`'s last submission date at 00:00 in the institute's zone: submissions from then on are in grace. */
const graceFromOf = (env: KindEnv) => sql`(a.last_submit_date::timestamp at time zone ${env.tz})`;
/** 24 hours later: the deadline. */
const deadlineOf = (env: KindEnv) => sql`(${graceFromOf(env)} + interval '24 hours')`;

/**
 * A deadline reminder's recipients: the active participants of assignment `id`'s course who have not submitted,
 * while `due` (a condition on assignment `a`) holds now.
 */
const notSubmittedWhile = (id: SQL, due: SQL) =>
  sql`select e.participant_id as person_id from assignments a join enrolments e on e.course_id = a.course_id join users u on u.id = e.participant_id and u.is_active where a.id = ${id} and ${due} and not exists (select 1 from assignment_submissions s where s.assignment_id = a.id and s.participant_id = e.participant_id)`;

const reminderSubject = (id: SQL, env: KindEnv) =>
  sql`(select json_build_object('title', a.title, 'course', ${courseLabel}, 'courseId', c.id, 'lastDate', to_char(a.last_submit_date, 'DD-MM-YYYY'), 'hoursLeft', greatest(0, ceil(extract(epoch from ${deadlineOf(env)} - ${at(env)}) / 3600))::int) from assignments a join courses c on c.id = a.course_id where a.id = ${id})`;

/** The grace reminder goes when this many hours of grace are left (noon of the last date). */
export const GRACE_REMINDER_HOURS = 12;

/** The window the coordinator's summary of day-end `end` (minutes since 1970) covers: the 24 hours before it. */
const summaryEnd = (end: SQL) => sql`to_timestamp(${end}::bigint * 60)`;
const summaryCounts = (end: SQL, person: SQL) => ({
  unanswered: sql`(select count(*) from course_coordinators cc join forum_posts p on p.course_id = cc.course_id and p.reply_count = 0 and p.created_at >= ${summaryEnd(end)} - interval '24 hours' and p.created_at < ${summaryEnd(end)} and p.author_id <> ${person} where cc.coordinator_id = ${person})::int`,
  submissions: sql`(select count(*) from course_coordinators cc join assignments a on a.course_id = cc.course_id join assignment_submissions s on s.assignment_id = a.id and s.submitted_at >= ${summaryEnd(end)} - interval '24 hours' and s.submitted_at < ${summaryEnd(end)} where cc.coordinator_id = ${person})::int`,
});

export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  {
    name: 'assignment-new',
    code: 1,
    cause: 'assignment-created',
    audiences: ['participant'],
    label: 'A new assignment in one of my courses',
    defaultChannel: 'immediate',
    recipients: (id) => activeParticipantsOf(sql`(select a.course_id from assignments a where a.id = ${id})`),
    subject: (id) =>
      sql`(select json_build_object('title', a.title, 'course', ${courseLabel}, 'courseId', c.id) from assignments a join courses c on c.id = a.course_id where a.id = ${id})`,
    text: (s) => `New assignment in ${s.course}: ${s.title}`,
    link: () => '/participant/assignments',
  },
  {
    name: 'content-new',
    code: 2,
    cause: 'content-sent',
    audiences: ['participant'],
    label: 'A new content sent to my course',
    defaultChannel: 'immediate',
    recipients: (id) => activeParticipantsOf(sql`(select s.course_id from content_sends s where s.id = ${id})`),
    subject: (id) =>
      sql`(select json_build_object('title', ct.title, 'course', ${courseLabel}, 'courseId', c.id) from content_sends s join contents ct on ct.id = s.content_id join courses c on c.id = s.course_id where s.id = ${id})`,
    text: (s) => `New content in ${s.course}: ${s.title || 'Untitled'}`,
    link: () => '/participant/contents',
  },
  {
    name: 'forum-post-new',
    code: 3,
    cause: 'post-created',
    audiences: ['coordinator'],
    label: 'A new post in a course I run',
    defaultChannel: 'digest',
    recipients: (id) =>
      sql`select cc.coordinator_id as person_id from forum_posts p join course_coordinators cc on cc.course_id = p.course_id join users u on u.id = cc.coordinator_id and u.is_active where p.id = ${id} and cc.coordinator_id <> p.author_id`,
    subject: (id) =>
      sql`(select json_build_object('title', p.title, 'course', ${courseLabel}, 'courseId', c.id, 'postId', p.id) from forum_posts p join courses c on c.id = p.course_id where p.id = ${id})`,
    text: (s) => `New post in ${s.course}: ${s.title}`,
    link: postLink,
  },
  {
    name: 'forum-reply-to-my-post',
    code: 4,
    cause: 'reply-created',
    audiences: ['participant', 'coordinator'],
    label: 'A reply to my post',
    defaultChannel: 'digest',
    recipients: (id) =>
      sql`select p.author_id as person_id from forum_replies r join forum_posts p on p.id = r.post_id join users u on u.id = p.author_id and u.is_active where r.id = ${id} and p.author_id <> r.author_id and ${isMember(sql`p.author_id`, sql`p.course_id`)}`,
    subject: replySubject,
    text: (s) => `${s.author ?? 'Someone'} replied to your post "${s.title}"`,
    link: postLink,
  },
  {
    name: 'forum-reply-in-thread',
    code: 5,
    cause: 'reply-created',
    audiences: ['participant'],
    label: 'A reply in a thread I replied in',
    defaultChannel: 'digest',
    // Participants who replied earlier in the thread, not the new reply's author nor the post's (who has the kind
    // above), still enrolled.
    recipients: (id) =>
      sql`select distinct o.author_id as person_id from forum_replies r join forum_posts p on p.id = r.post_id join forum_replies o on o.post_id = r.post_id and o.id < r.id join enrolments e on e.course_id = p.course_id and e.participant_id = o.author_id join users u on u.id = o.author_id and u.is_active where r.id = ${id} and o.author_id <> r.author_id and o.author_id <> p.author_id`,
    subject: replySubject,
    text: (s) => `${s.author ?? 'Someone'} replied in the thread "${s.title}"`,
    link: postLink,
  },
  // Deadline reminders (a scan every 15 minutes, notifications.schedules.ts). The object is the assignment; a
  // participant who has submitted is no recipient (checked again when the mail goes), nor one who left the course.
  // A row made for an earlier deadline is renewed when the new one comes due (renewedBefore).
  {
    name: 'deadline-48h',
    code: 6,
    cause: 'deadline-scan',
    audiences: ['participant'],
    label: 'An assignment due in 48 hours',
    defaultChannel: 'immediate',
    // Due (its last date begins) in more than 24 and at most 48 hours; within 24 hours it is "due today".
    recipients: (id, env) =>
      notSubmittedWhile(
        id,
        sql`${graceFromOf(env)} > ${at(env)} + interval '24 hours' and ${graceFromOf(env)} <= ${at(env)} + interval '48 hours'`,
      ),
    subject: (id, _person, env) => reminderSubject(id, env),
    renewedBefore: (id, env) =>
      sql`(select ${graceFromOf(env)} - interval '48 hours' from assignments a where a.id = ${id})`,
    text: (s) => `Due in 48 hours: ${s.title} in ${s.course} (last submission date ${s.lastDate ?? ''})`,
    link: () => '/participant/assignments',
  },
  {
    name: 'deadline-today',
    code: 7,
    cause: 'deadline-scan',
    audiences: ['participant'],
    label: 'An assignment due today',
    defaultChannel: 'immediate',
    // Today (in the institute's zone) is the last day before the last date begins at midnight.
    recipients: (id, env) =>
      notSubmittedWhile(id, sql`a.last_submit_date = (${at(env)} at time zone ${env.tz})::date + 1`),
    subject: (id, _person, env) => reminderSubject(id, env),
    renewedBefore: (id, env) =>
      sql`(select ${graceFromOf(env)} - interval '24 hours' from assignments a where a.id = ${id})`,
    text: (s) => `Due today: ${s.title} in ${s.course} (on time until midnight)`,
    link: () => '/participant/assignments',
  },
  {
    name: 'deadline-grace',
    code: 8,
    cause: 'deadline-scan',
    audiences: ['participant'],
    label: 'An assignment in its grace period',
    defaultChannel: 'immediate',
    // In grace with GRACE_REMINDER_HOURS or fewer left.
    recipients: (id, env) =>
      notSubmittedWhile(
        id,
        sql`${at(env)} >= ${deadlineOf(env)} - make_interval(hours => ${GRACE_REMINDER_HOURS}) and ${at(env)} < ${deadlineOf(env)}`,
      ),
    subject: (id, _person, env) => reminderSubject(id, env),
    renewedBefore: (id, env) =>
      sql`(select ${deadlineOf(env)} - make_interval(hours => ${GRACE_REMINDER_HOURS}) from assignments a where a.id = ${id})`,
    text: (s) =>
      (s.hoursLeft ?? 0) > 0
        ? `In grace: ${s.hoursLeft} ${s.hoursLeft === 1 ? 'hour' : 'hours'} left to submit ${s.title} in ${s.course}`
        : `The grace period to submit ${s.title} in ${s.course} has ended`,
    link: () => '/participant/assignments',
  },
  // The coordinator's morning summary of the day before (notifications.schedules.ts): posts of that day still
  // unanswered and its new submissions, in the courses they run; nobody with nothing to read gets one.
  {
    name: 'coordinator-daily-summary',
    code: 9,
    cause: 'daily-summary',
    audiences: ['coordinator'],
    label: 'A daily summary of unanswered posts and new submissions',
    defaultChannel: 'immediate',
    recipients: (end) => {
      const counts = summaryCounts(end, sql`k.coordinator_id`);
      return sql`select distinct k.coordinator_id as person_id from course_coordinators k join users u on u.id = k.coordinator_id and u.is_active where ${counts.unanswered} + ${counts.submissions} > 0`;
    },
    subject: (end, person) => {
      const counts = summaryCounts(end, person);
      return sql`(select json_build_object('title', 'Daily summary', 'course', '', 'courseId', 0, 'unanswered', ${counts.unanswered}, 'submissions', ${counts.submissions}))`;
    },
    text: (s) =>
      `Yesterday in your courses: ${s.unanswered ?? 0} ${s.unanswered === 1 ? 'post' : 'posts'} still unanswered, ${s.submissions ?? 0} new ${s.submissions === 1 ? 'submission' : 'submissions'}`,
    link: () => '/coordinator/posts/unanswered',
  },
  {
    // The object is the release row (result_releases.id): a release withdrawn and made again is a new row, so it
    // notifies again, once. Recipients only while that release is in effect (not withdrawn, its time come): a
    // scheduled release's fan-out runs at its time and finds nobody if it was withdrawn before.
    name: 'results-released',
    code: 21,
    cause: 'results-released',
    audiences: ['participant'],
    label: 'Results released in one of my courses',
    defaultChannel: 'immediate',
    recipients: (id) =>
      sql`select e.participant_id as person_id from result_releases rr join enrolments e on e.course_id = rr.course_id join users u on u.id = e.participant_id and u.is_active where rr.id = ${id} and rr.unreleased_at is null and rr.effective_at <= now()`,
    subject: (id) =>
      sql`(select json_build_object('title', coalesce(ec.name, 'Final result'), 'course', ${courseLabel}, 'courseId', c.id, 'final', rr.component_id is null) from result_releases rr join courses c on c.id = rr.course_id left join evaluation_components ec on ec.id = rr.component_id where rr.id = ${id})`,
    text: (s) => `Results released in ${s.course}: ${s.title}`,
    link: () => '/participant/results',
  },
  {
    // Certificates (docs/decisions/024-certificates.md): the holder is told in the portal once the PDF is made. Its mail
    // is the certificates' own must-arrive mail, so this kind never mails (channel `off`) and is on nobody's
    // preferences form (no audience): nobody can turn it to a second mail.
    name: 'certificate-issued',
    code: 22,
    cause: 'certificate-issued',
    audiences: [],
    label: 'A certificate issued to me',
    defaultChannel: 'off',
    recipients: (id) =>
      sql`select ct.participant_id as person_id from certificates ct join users u on u.id = ct.participant_id and u.is_active where ct.id = ${id}`,
    subject: (id) =>
      sql`(select json_build_object('title', ct.serial, 'course', ct.course_name, 'courseId', coalesce(ct.course_id, 0)) from certificates ct where ct.id = ${id})`,
    text: (s) => `Your certificate ${s.title} for ${s.course} is issued`,
    link: () => '/participant/certificates',
  },
  {
    // An admin's revocation (decision 027): told in the portal beside the revocation's must-arrive mail, so, like the
    // issue, this kind never mails and is on nobody's preferences form.
    name: 'certificate-revoked',
    code: 23,
    cause: 'certificate-revoked',
    audiences: [],
    label: 'A certificate of mine revoked',
    defaultChannel: 'off',
    recipients: (id) =>
      sql`select ct.participant_id as person_id from certificates ct join users u on u.id = ct.participant_id and u.is_active where ct.id = ${id} and ct.revoked_at is not null`,
    subject: (id) =>
      sql`(select json_build_object('title', ct.serial, 'course', ct.course_name, 'courseId', coalesce(ct.course_id, 0)) from certificates ct where ct.id = ${id})`,
    text: (s) => `Your certificate ${s.title} for ${s.course} is revoked`,
    link: () => '/participant/certificates',
  },
];

/**
 * What the daily digest mail's unsubscribe names instead of a kind (it gathers several): unsubscribing turns off every
 * kind the person has on the digest.
 */
export const DIGEST_KIND = 'daily-digest';
export const DIGEST_LABEL = 'The daily digest (every kind set to Daily digest)';

const BY_NAME = new Map(NOTIFICATION_KINDS.map((kind) => [kind.name, kind]));
const BY_CODE = new Map(NOTIFICATION_KINDS.map((kind) => [kind.code, kind]));
if (
  BY_NAME.size !== NOTIFICATION_KINDS.length ||
  BY_CODE.size !== NOTIFICATION_KINDS.length ||
  BY_NAME.has(DIGEST_KIND)
) {
  throw new Error('two notification kinds share a name or a code');
}

export const kindByName = (name: string): NotificationKind | undefined => BY_NAME.get(name);
export const kindByCode = (code: number): NotificationKind | undefined => BY_CODE.get(code);
export const kindsOf = (audience: Audience) => NOTIFICATION_KINDS.filter((kind) => kind.audiences.includes(audience));
export const codesOf = (cause: NotificationCause) =>
  NOTIFICATION_KINDS.filter((kind) => kind.cause === cause).map((kind) => kind.code);

/** A registry constant (a kind's name, a channel) as a text parameter. */
export function kindLiteral(value: string): SQL {
  return sql`${value}::text`;
}

/** SQL: the Subject of a notification row for its person (a `case` over the kinds). */
export function subjectOf(kindColumn: SQL, objectColumn: SQL, personColumn: SQL, env: KindEnv): SQL {
  const branches = NOTIFICATION_KINDS.map(
    (kind) => sql`when ${kindLiteral(kind.name)} then ${kind.subject(objectColumn, personColumn, env)}`,
  );
  return sql`case ${kindColumn} ${sql.join(branches, sql` `)} end`;
}

/** SQL: the channel person `person` has for the kind named by `kindColumn` (default where never chosen). */
export function channelOf(person: SQL, kindColumn: SQL): SQL {
  const defaults = NOTIFICATION_KINDS.map(
    (kind) => sql`when ${kindLiteral(kind.name)} then ${kindLiteral(kind.defaultChannel)}`,
  );
  return sql`coalesce((select np.channel from notification_preferences np where np.person_id = ${person} and np.kind = ${kindColumn}), case ${kindColumn} ${sql.join(defaults, sql` `)} end)`;
}

/** SQL: whether `person` is, now, among the recipients the kind named by `kindColumn` computes for its object. */
export function isRecipient(kindColumn: SQL, objectColumn: SQL, person: SQL, env: KindEnv): SQL {
  const branches = NOTIFICATION_KINDS.map(
    (kind) =>
      sql`when ${kindLiteral(kind.name)} then exists (select 1 from (${kind.recipients(objectColumn, env)}) rr where rr.person_id = ${person})`,
  );
  return sql`case ${kindColumn} ${sql.join(branches, sql` `)} else false end`;
}

/** The values the web writes a line from in the page's language (NotificationSubject): those the kind's text reads. */
export function subjectValues(subject: Subject): NotificationSubject {
  return {
    title: subject.title,
    course: subject.course,
    ...(subject.author == null ? {} : { author: subject.author }),
    ...(subject.lastDate == null ? {} : { last_date: subject.lastDate }),
    ...(subject.hoursLeft == null ? {} : { hours_left: subject.hoursLeft }),
    ...(subject.unanswered == null ? {} : { unanswered: subject.unanswered }),
    ...(subject.submissions == null ? {} : { submissions: subject.submissions }),
    ...(subject.final ? { final: true } : {}),
  };
}

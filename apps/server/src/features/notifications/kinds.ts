// The one registry of notification kinds (docs/decisions/023-notifications.md). A kind is ONE entry here: what
// causes it, who receives it (computed in SQL when the fan-out job runs, so membership is checked then), the
// channel it has by default, its text and its link. Deadline reminders, the daily coordinator summary, results
// released and certificates issued are each one more entry (with their own cause).
import type { NotificationChannel } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';

/** The write that causes notifications; it queues one fan-out job with the object's id. */
export type NotificationCause =
  | 'assignment-created'
  | 'content-sent'
  | 'post-created'
  | 'reply-created'
  | 'certificate-issued';
export type Audience = 'participant' | 'coordinator';

/** What a kind's text and link are made of, read in the same statement as the list (a JSON object). */
export interface Subject {
  title: string;
  course: string;
  courseId: number;
  postId?: number;
  author?: string;
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
  recipients(objectId: SQL): SQL;
  /** A JSON object (Subject) about object `objectId`, or null when the object is gone. */
  subject(objectId: SQL): SQL;
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
  {
    // Certificates (docs/decisions/024-certificates.md): the holder is told in the portal once the PDF is made. Its mail
    // is the certificates' own must-arrive mail, so this kind never mails (channel `off`) and is on nobody's
    // preferences form (no audience): nobody can turn it to a second mail.
    name: 'certificate-issued',
    code: 6,
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
];

const BY_NAME = new Map(NOTIFICATION_KINDS.map((kind) => [kind.name, kind]));
const BY_CODE = new Map(NOTIFICATION_KINDS.map((kind) => [kind.code, kind]));
if (BY_NAME.size !== NOTIFICATION_KINDS.length || BY_CODE.size !== NOTIFICATION_KINDS.length) {
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

/** SQL: the Subject of notification row `n` (a `case` over the kinds). */
export function subjectOf(kindColumn: SQL, objectColumn: SQL): SQL {
  const branches = NOTIFICATION_KINDS.map(
    (kind) => sql`when ${kindLiteral(kind.name)} then ${kind.subject(objectColumn)}`,
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
export function isRecipient(kindColumn: SQL, objectColumn: SQL, person: SQL): SQL {
  const branches = NOTIFICATION_KINDS.map(
    (kind) =>
      sql`when ${kindLiteral(kind.name)} then exists (select 1 from (${kind.recipients(objectColumn)}) rr where rr.person_id = ${person})`,
  );
  return sql`case ${kindColumn} ${sql.join(branches, sql` `)} else false end`;
}

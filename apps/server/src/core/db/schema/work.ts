// The signed-in work areas: stored files, forum posts and replies, contents with their sends and views,
// assignments with their views and submissions.

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { users } from './users.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A private file in the store (contents, assignments, submissions): random key, original name in the DB. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial().primaryKey(),
    storeKey: text().notNull(),
    originalName: text().notNull(),
    extension: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    /** Hex SHA-256 of the content (receipts, the download-all manifest); null for files kept before it was recorded. */
    sha256: text(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stored_files_key_uq').on(t.storeKey), index('stored_files_owner_idx').on(t.ownerId)],
);

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    body: text().notNull(),
    isEdited: boolean().notNull().default(false),
    /** Kept by the reply write in the same transaction: lists and the unanswered filter read it, no count per row. */
    replyCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('forum_posts_course_created_idx').on(t.courseId, t.createdAt.desc(), t.id.desc()),
    index('forum_posts_author_created_idx').on(t.authorId, t.createdAt.desc(), t.id.desc()),
    // The unanswered lists walk only posts without a reply.
    index('forum_posts_unanswered_idx').on(t.courseId, t.createdAt.desc(), t.id.desc()).where(sql`${t.replyCount} = 0`),
    // Search in title and body, partial words, any case: trigrams (pg_trgm) serve `ilike '%…%'`.
    index('forum_posts_search_trgm_idx').using('gin', sql`(${t.title} || ' ' || ${t.body}) gin_trgm_ops`),
  ],
);

export const forumReplies = pgTable(
  'forum_replies',
  {
    id: serial().primaryKey(),
    postId: integer()
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    isEdited: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('forum_replies_post_created_idx').on(t.postId, t.createdAt, t.id),
    index('forum_replies_author_created_idx').on(t.authorId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * A member's posts, and replies on posts, in one course, kept by triggers on `forum_posts` and `forum_replies`
 * (migration 0010): the dashboards' own-post and own-reply cards and the totals of "my posts" and "my replies" add
 * one number per course of the caller instead of counting their rows. A reply counts in its post's course.
 */
export const forumMemberCounts = pgTable(
  'forum_member_counts',
  {
    memberId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    postCount: integer().notNull().default(0),
    replyCount: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.courseId] }), index('forum_member_counts_course_idx').on(t.courseId)],
);

/** A content uploaded by a coordinator; `courseId` is its category (null: uncategorised). */
export const contents = pgTable(
  'contents',
  {
    id: serial().primaryKey(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer().references(() => courses.id, { onDelete: 'set null' }),
    title: text().notNull().default(''),
    fileId: integer()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    /** When the owner last mailed the recipients without a view (at most once a day). */
    lastRemindedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contents_owner_created_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    index('contents_course_idx').on(t.courseId),
    // Deleting a stored file checks its references through these (no sequential scan per deleted file).
    index('contents_file_idx').on(t.fileId),
  ],
);

/** A content sent to a course reaches every participant of that course, also those enrolled later. */
export const contentSends = pgTable(
  'content_sends',
  {
    id: serial().primaryKey(),
    contentId: integer()
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sentById: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: createdAt(),
    /**
     * Its view rows (of this content and course) with a view counted, kept by triggers on `content_views`
     * (migration 0008): the lists and the dashboard's chart read it instead of counting views.
     */
    viewerCount: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('content_sends_content_course_uq').on(t.contentId, t.courseId),
    index('content_sends_course_sent_idx').on(t.courseId, t.sentAt.desc(), t.id.desc()),
  ],
);

/** Views of a content by a participant, per course it reached them through. */
export const contentViews = pgTable(
  'content_views',
  {
    contentId: integer()
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    participantId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewCount: integer().notNull().default(0),
    firstViewedAt: createdAt(),
    lastViewedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.courseId, t.participantId] }),
    index('content_views_participant_idx').on(t.participantId),
  ],
);

/** An assignment of a course; the deadline is the end of `lastSubmitDate` in the institute's zone. */
export const assignments = pgTable(
  'assignments',
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdById: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    lastSubmitDate: date({ mode: 'string' }).notNull(),
    fileId: integer()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Its submissions, kept by triggers on `assignment_submissions` (migration 0008). */
    submissionCount: integer().notNull().default(0),
  },
  (t) => [
    index('assignments_course_created_idx').on(t.courseId, t.createdAt.desc(), t.id.desc()),
    index('assignments_creator_idx').on(t.createdById),
    index('assignments_file_idx').on(t.fileId),
    // The deadline reminders' scan: the assignments whose last date is within a few days of today.
    index('assignments_last_submit_date_idx').on(t.lastSubmitDate),
    // The dashboard's "Due soon" and the calendar feed: a course's assignments by last date (migration 0017).
    index('assignments_course_last_date_idx').on(t.courseId, t.lastSubmitDate, t.id),
  ],
);

export const assignmentViews = pgTable(
  'assignment_views',
  {
    assignmentId: integer()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    participantId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewCount: integer().notNull().default(0),
    firstViewedAt: createdAt(),
    lastViewedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.participantId] }),
    index('assignment_views_participant_idx').on(t.participantId),
  ],
);

/** One submission per participant and assignment; a re-upload replaces its file. */
export const assignmentSubmissions = pgTable(
  'assignment_submissions',
  {
    id: serial().primaryKey(),
    assignmentId: integer()
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    participantId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('assignment_submissions_uq').on(t.assignmentId, t.participantId),
    index('assignment_submissions_participant_idx').on(t.participantId),
    index('assignment_submissions_file_idx').on(t.fileId),
  ],
);

/** Every file a participant submitted for an assignment, the current one included (a replacement keeps the old). */
export const assignmentSubmissionVersions = pgTable(
  'assignment_submission_versions',
  {
    id: serial().primaryKey(),
    submissionId: integer()
      .notNull()
      .references(() => assignmentSubmissions.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('assignment_submission_versions_submission_idx').on(t.submissionId, t.submittedAt.desc(), t.id.desc()),
    index('assignment_submission_versions_file_idx').on(t.fileId),
  ],
);

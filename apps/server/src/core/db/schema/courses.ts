// Programmes on the public site, the courses that run them, who coordinates and who attends, and invitations.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Certification programmes shown at /courses. `module` and `description` hold sanitised HTML. */
export const programs = pgTable(
  'programs',
  {
    id: serial().primaryKey(),
    shortName: text().notNull(),
    name: text().notNull(),
    imageKey: text(),
    module: text().notNull().default(''),
    description: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('programs_short_name_lower_uq').on(sql`lower(${t.shortName})`),
    index('programs_order_idx').on(t.sortOrder, t.id),
  ],
);

/** A programme's coordinators, grouped by batch on its detail page. */
export const programCoordinators = pgTable(
  'program_coordinators',
  {
    id: serial().primaryKey(),
    programId: integer()
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    coordinatorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batch: text().notNull(),
  },
  (t) => [
    uniqueIndex('program_coordinators_uq').on(t.programId, t.batch, t.coordinatorId),
    index('program_coordinators_coordinator_idx').on(t.coordinatorId),
  ],
);

/** Banner images of the home page carousel. */
export const galleryImages = pgTable(
  'gallery_images',
  {
    id: serial().primaryKey(),
    imageKey: text().notNull(),
    linkUrl: text(),
    title: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('gallery_images_order_idx').on(t.sortOrder, t.id)],
);

/** The two director messages: id 1 general, id 2 certification. `message` holds sanitised HTML. */
export const directorMessages = pgTable(
  'director_messages',
  {
    id: smallint().primaryKey(),
    name: text().notNull(),
    designation: text().notNull(),
    avatarKey: text(),
    message: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('director_messages_id_ck', sql`${t.id} in (1, 2)`)],
);

/** Messages sent from the contact page. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial().primaryKey(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text().notNull(),
    ip: text(),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

/** A course: one run of a programme. Status 1 running (active), 0 expired. */
export const courses = pgTable(
  'courses',
  {
    id: serial().primaryKey(),
    programId: integer().references(() => programs.id, { onDelete: 'set null' }),
    name: text().notNull(),
    shortName: text().notNull(),
    intakeName: text(),
    batch: integer(),
    sessionName: text(),
    year: integer().notNull(),
    status: smallint().notNull().default(1),
    createdAt: createdAt(),
    /** Its enrolments, kept by triggers on `enrolments` (migration 0008): lists read it instead of counting. */
    participantCount: integer().notNull().default(0),
    /**
     * Its forum posts, and those without a reply, kept by triggers on `forum_posts` (migration 0009): a forum
     * list's total adds one row per course instead of counting every post.
     */
    forumPostCount: integer().notNull().default(0),
    forumUnansweredCount: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('courses_short_name_lower_uq').on(sql`lower(${t.shortName})`),
    index('courses_status_idx').on(t.status, t.id),
    check('courses_status_ck', sql`${t.status} in (0, 1)`),
  ],
);

export const courseCoordinators = pgTable(
  'course_coordinators',
  {
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    coordinatorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.coordinatorId] }),
    index('course_coordinators_coordinator_idx').on(t.coordinatorId, t.courseId),
  ],
);

/** A participant in a course, with the course-wise roll shown to coordinators ("Participant Id"). */
export const enrolments = pgTable(
  'enrolments',
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    participantId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseRoll: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('enrolments_course_participant_uq').on(t.courseId, t.participantId),
    uniqueIndex('enrolments_course_roll_uq').on(t.courseId, t.courseRoll),
    index('enrolments_participant_idx').on(t.participantId, t.courseId),
  ],
);

/** Invitations to join a course: type 1 new participant, 2 existing account. Hashed, single use, 14 days. */
export const invitations = pgTable(
  'invitations',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull(),
    email: text().notNull(),
    name: text().notNull(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    registerType: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    usedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_uq').on(t.tokenHash),
    index('invitations_course_email_idx').on(t.courseId, t.email),
    // Whether an address has a pending invitation (an e-mail change may not take it), whatever the course.
    index('invitations_email_idx').on(t.email),
    index('invitations_created_idx').on(t.createdAt),
    // The admin's invitation board of a course, newest first.
    index('invitations_course_created_idx').on(t.courseId, t.createdAt.desc(), t.id.desc()),
    check('invitations_register_type_ck', sql`${t.registerType} in (1, 2)`),
  ],
);

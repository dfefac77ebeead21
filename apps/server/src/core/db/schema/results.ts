// Evaluations and results: a course's rules (pass mark, components), the marks, their audit, spreadsheet imports,
// releases and the final results a release fixes. Participants read marks only through the views of migration
// 0012 (`released_marks`, `released_final_results`), which join the releases in effect: no route can forget the gate.

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  pgView,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { users } from './users.ts';
import { assignments, storedFiles } from './work.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** Marks and weights: numeric(6,2), read as strings ("12.50") so that no float rounding creeps in. */
const marksColumn = () => numeric({ precision: 6, scale: 2 });

/** Every change of a mark takes the next value (see `marks.revision`). */
export const marksRevisionSeq = pgSequence('marks_revision_seq');

/** A course's pass mark on the weighted total (0–100). A course without a row has no rules yet. */
export const evaluationRules = pgTable(
  'evaluation_rules',
  {
    courseId: integer()
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    passMark: marksColumn().notNull(),
    updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: createdAt(),
  },
  (t) => [check('evaluation_rules_pass_mark_ck', sql`${t.passMark} >= 0 and ${t.passMark} <= 100`)],
);

/** One part of a course's evaluation ("Mid-term"): its maximum, its weight in the total, an optional minimum. */
export const evaluationComponents = pgTable(
  'evaluation_components',
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    maxMarks: marksColumn().notNull(),
    /** Its share of the weighted total in percent; a course's weights add up to 100. */
    weight: marksColumn().notNull(),
    /** Marks below it fail the course whatever the total (null: no minimum of its own). */
    minMarks: marksColumn(),
    /** The course's assignment it marks, if any (marks are then entered beside the submissions too). */
    assignmentId: integer().references(() => assignments.id, { onDelete: 'set null' }),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('evaluation_components_course_idx').on(t.courseId, t.position, t.id),
    uniqueIndex('evaluation_components_course_name_uq').on(t.courseId, sql`lower(${t.name})`),
    uniqueIndex('evaluation_components_assignment_uq').on(t.assignmentId),
    check('evaluation_components_max_ck', sql`${t.maxMarks} > 0`),
    check('evaluation_components_weight_ck', sql`${t.weight} > 0 and ${t.weight} <= 100`),
    check(
      'evaluation_components_min_ck',
      sql`${t.minMarks} is null or (${t.minMarks} >= 0 and ${t.minMarks} <= ${t.maxMarks})`,
    ),
  ],
);

/**
 * A participant's mark in a component: a number, or absent (a flag, never a magic number). No row: not entered.
 * `revision` comes from one sequence and grows with every change: a template carries the highest revision of its
 * component when it was made, so a row changed since is one with a higher revision.
 */
export const marks = pgTable(
  'marks',
  {
    componentId: integer()
      .notNull()
      .references(() => evaluationComponents.id, { onDelete: 'cascade' }),
    participantId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    marks: marksColumn(),
    isAbsent: boolean().notNull().default(false),
    /** A short note to the participant (marking beside a submission); shown only once released. */
    feedback: text(),
    revision: bigint({ mode: 'number' }).notNull().default(sql`nextval('marks_revision_seq')`),
    updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.componentId, t.participantId] }),
    index('marks_participant_idx').on(t.participantId, t.componentId),
    index('marks_component_revision_idx').on(t.componentId, t.revision),
    check('marks_value_ck', sql`(${t.isAbsent} and ${t.marks} is null) or (not ${t.isAbsent} and ${t.marks} >= 0)`),
  ],
);

/** A spreadsheet upload that was committed: its file and hash, what it changed and what undo would restore. */
export const markImports = pgTable(
  'mark_imports',
  {
    id: serial().primaryKey(),
    componentId: integer()
      .notNull()
      .references(() => evaluationComponents.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    sha256: text().notNull(),
    /** The template's version stamp (the component's highest mark revision when it was made). */
    templateRevision: bigint({ mode: 'number' }).notNull(),
    forced: boolean().notNull().default(false),
    /** The preview it committed: counts and every row's old → new, as the coordinator saw it. */
    preview: jsonb().notNull(),
    importedById: integer().references(() => users.id, { onDelete: 'set null' }),
    importedAt: createdAt(),
    undoneAt: timestamp({ withTimezone: true }),
    undoneById: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('mark_imports_component_idx').on(t.componentId, t.importedAt.desc(), t.id.desc()),
    index('mark_imports_file_idx').on(t.fileId),
  ],
);

/** Every change of a mark, before and after (who, when, how: typed, imported, beside a submission, undone). */
export const markChanges = pgTable(
  'mark_changes',
  {
    id: serial().primaryKey(),
    componentId: integer()
      .notNull()
      .references(() => evaluationComponents.id, { onDelete: 'cascade' }),
    participantId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    beforeMarks: marksColumn(),
    beforeAbsent: boolean(),
    beforeFeedback: text(),
    /** The row's revision before the change (null: there was no row); undo restores only unchanged rows. */
    beforeRevision: bigint({ mode: 'number' }),
    afterMarks: marksColumn(),
    afterAbsent: boolean().notNull(),
    afterFeedback: text(),
    afterRevision: bigint({ mode: 'number' }).notNull(),
    /** `screen`, `import`, `submission` or `undo`. */
    source: text().notNull(),
    importId: integer().references(() => markImports.id, { onDelete: 'set null' }),
    changedById: integer().references(() => users.id, { onDelete: 'set null' }),
    changedAt: createdAt(),
  },
  (t) => [
    index('mark_changes_component_idx').on(t.componentId, t.participantId, t.id),
    index('mark_changes_import_idx').on(t.importId),
  ],
);

/**
 * A release of a component's marks (`componentId` set) or of the course's final result (`componentId` null), in
 * effect from `effectiveAt` (now, or a scheduled quarter hour) until `unreleasedAt`. A final release keeps the rules
 * it was made under (`frozenRules`) and fixes the results in `final_results`. At most one release of a component,
 * and one final release, of a course is in effect or scheduled at a time.
 */
export const resultReleases = pgTable(
  'result_releases',
  {
    id: serial().primaryKey(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    componentId: integer().references(() => evaluationComponents.id, { onDelete: 'cascade' }),
    effectiveAt: timestamp({ withTimezone: true }).notNull(),
    releasedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** For a final release: `{ pass_mark, components: [{ id, name, max_marks, weight, min_marks }] }`. */
    frozenRules: jsonb(),
    unreleasedAt: timestamp({ withTimezone: true }),
    unreleasedById: integer().references(() => users.id, { onDelete: 'set null' }),
    unreleaseReason: text(),
  },
  (t) => [
    uniqueIndex('result_releases_component_live_uq')
      .on(t.componentId)
      .where(sql`${t.unreleasedAt} is null and ${t.componentId} is not null`),
    uniqueIndex('result_releases_final_live_uq')
      .on(t.courseId)
      .where(sql`${t.unreleasedAt} is null and ${t.componentId} is null`),
    index('result_releases_course_idx').on(t.courseId, t.createdAt.desc()),
  ],
);

/** The result a final release fixed for each participant of the course: the weighted total and the status. */
export const finalResults = pgTable(
  'final_results',
  {
    releaseId: integer()
      .notNull()
      .references(() => resultReleases.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    participantId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null when a mark is missing (status Incomplete). */
    total: marksColumn(),
    /** `Pass`, `Fail` or `Incomplete`. */
    status: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.releaseId, t.participantId] }),
    index('final_results_participant_idx').on(t.participantId, t.courseId),
    index('final_results_course_status_idx').on(t.courseId, t.status),
    check('final_results_status_ck', sql`${t.status} in ('Pass', 'Fail', 'Incomplete')`),
  ],
);

/**
 * The release gate: marks whose component has a release in effect now. Participant reads take marks only from
 * here (created by migration 0012; Drizzle only describes it).
 */
export const releasedMarks = pgView('released_marks', {
  componentId: integer().notNull(),
  participantId: integer().notNull(),
  marks: marksColumn(),
  isAbsent: boolean().notNull(),
  feedback: text(),
}).existing();

/** The final results of releases in effect now. */
export const releasedFinalResults = pgView('released_final_results', {
  courseId: integer().notNull(),
  participantId: integer().notNull(),
  total: marksColumn(),
  status: text().notNull(),
  releaseId: integer().notNull(),
  effectiveAt: timestamp({ withTimezone: true }).notNull(),
}).existing();

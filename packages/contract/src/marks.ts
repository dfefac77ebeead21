// Marks typed on screen, one component a page at a time, and the mark entered beside a submission on the submit
// details screen (docs/features.md, Evaluations; docs/decisions/021-results.md). Coordinator calls only: a
// participant never reads marks here (their marks leave the server only once released, through Results).
import { z } from 'zod';
import { ErrorBody, IdString, PageString, RESULTS, TotalData } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { MarksNumber } from './evaluation-components.ts';
import { NO_CONTROLS } from './fields.ts';
import { READ_ERRORS, WRITE_ERRORS } from './options.ts';

export const MARKS_TEXT = {
  saved: 'Marks saved',
  markSaved: 'Mark saved',
  twoDecimals: 'A mark has at most two decimals',
  markOrAbsent: 'A row is either a mark or absent, not both',
  enterMark: 'Enter a mark or tick Absent',
  duplicate: 'A participant appears twice',
  feedbackTooLong: `Feedback is at most ${RESULTS.feedback} characters`,
  feedbackControls: 'Feedback cannot hold control characters',
  /** The course's final result is released or scheduled: its marks cannot change until it is un-released. */
  frozen: 'The final result of this course is released: its marks cannot change until it is un-released',
  componentNotFound: 'Component not found',
  notTied: 'No evaluation component marks this assignment',
  participantNotFound: 'Participant not found in this course',
} as const;

/** A mark as the calls carry it: a JSON number from 0 to 9999.99 with at most two decimals. */
export const TypedMarkNumber = MarksNumber.refine(
  (value) => Math.round(value * 100) / 100 === value,
  MARKS_TEXT.twoDecimals,
);

/** The revision a row was read at (null: there was no mark yet); a row changed since is refused (409). */
const ReadRevision = z.number().int().nonnegative().nullable();

export const ComponentMarksParams = z.object({ courseId: IdString, componentId: IdString });
export const ComponentMarksPageParams = ComponentMarksParams.extend({ page: PageString });

/** A participant of the course with their mark in the component. */
export const ComponentMark = z
  .object({
    participant_id: z.number().int(),
    /** The course roll. */
    course_wise_id: z.string(),
    participant_name: z.string(),
    /** The participant's bank (or the organisation they typed), null when none. */
    organization: z.string().nullable(),
    /** Null when absent or not entered. */
    marks: MarksNumber.nullable(),
    absent: z.boolean(),
    feedback: z.string().nullable(),
    /** The mark's revision, null when none was entered: sent back with a change. */
    revision: z.number().int().nullable(),
  })
  .meta({ id: 'ComponentMark' });
export type ComponentMark = z.infer<typeof ComponentMark>;

export const ComponentMarksPage = z
  .object({ total_data: TotalData, marks: z.array(ComponentMark) })
  .meta({ id: 'ComponentMarksPage' });
export type ComponentMarksPage = z.infer<typeof ComponentMarksPage>;

/**
 * One row of a page's save. `marks: null` with `absent: false` is "no change": a blank never erases a mark (there is
 * no clearing; docs/decisions/021-results.md).
 */
export const TypedMark = z
  .object({
    participant_id: z.number().int().positive().max(2_147_483_647),
    marks: TypedMarkNumber.nullable(),
    absent: z.boolean(),
    revision: ReadRevision,
  })
  .refine((row) => !(row.absent && row.marks !== null), MARKS_TEXT.markOrAbsent);
export type TypedMark = z.infer<typeof TypedMark>;

export const TypedMarksBody = z
  .object({ marks: z.array(TypedMark).min(1).max(RESULTS.marksPageSize) })
  .refine(
    (body) => new Set(body.marks.map((row) => row.participant_id)).size === body.marks.length,
    MARKS_TEXT.duplicate,
  );
export type TypedMarksBody = z.infer<typeof TypedMarksBody>;
export type TypedMarksBodyIn = z.input<typeof TypedMarksBody>;

export const SavedMarks = z
  .object({
    success: z.string(),
    /** Marks that changed (each with its audit row). */
    saved: z.number().int(),
    /** Rows sent that were blank or equal to what was stored. */
    unchanged: z.number().int(),
  })
  .meta({ id: 'SavedMarks' });
export type SavedMarks = z.infer<typeof SavedMarks>;

const feedback = z
  .string()
  .trim()
  .max(RESULTS.feedback, MARKS_TEXT.feedbackTooLong)
  .regex(NO_CONTROLS, MARKS_TEXT.feedbackControls);

/** The mark beside a submission: a number or absent, a short feedback text ('' for none), the revision read. */
export const SubmissionMarkBody = z
  .object({ marks: TypedMarkNumber.nullable(), absent: z.boolean(), feedback, revision: ReadRevision })
  .refine((row) => !(row.absent && row.marks !== null), MARKS_TEXT.markOrAbsent)
  .refine((row) => row.absent || row.marks !== null, MARKS_TEXT.enterMark);
export type SubmissionMarkBodyIn = z.input<typeof SubmissionMarkBody>;

export const SavedSubmissionMark = z
  .object({ success: z.string(), revision: z.number().int() })
  .meta({ id: 'SavedSubmissionMark' });

const tags = ['evaluations'];
const CONFLICT_ERRORS = { ...WRITE_ERRORS, 409: ErrorBody } as const;

export const coordinatorMarks = {
  page: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['results', 'courses'],
    path: '/api/coordinator/evaluations/:courseId/components/:componentId/marks/:page',
    access: 'coordinator',
    summary: `The course's participants by roll with their mark in the component, ${RESULTS.marksPageSize} a page (404 for another's course)`,
    tags,
    params: ComponentMarksPageParams,
    responses: { 200: ComponentMarksPage, ...READ_ERRORS },
  }),
  save: defineEndpoint({
    method: 'PUT',
    changes: 'work',
    path: '/api/coordinator/evaluations/:courseId/components/:componentId/marks',
    access: 'coordinator',
    summary:
      'Saves typed marks of the component (a page at most), all or nothing: 0 to its maximum, two decimals, or absent; a blank row changes nothing; a row changed since it was read, or a released final result, answers 409',
    tags,
    params: ComponentMarksParams,
    body: TypedMarksBody,
    responses: { 200: SavedMarks, ...CONFLICT_ERRORS },
  }),
  submissionMark: defineEndpoint({
    method: 'PUT',
    changes: 'work',
    path: '/api/coordinator/assignments/:id/submissions/:participantId/mark',
    access: 'coordinator',
    summary:
      'The mark (and feedback) of a participant in the component tied to the assignment, entered beside their submission; 404 when no component marks it, 409 when changed since read or frozen',
    tags: ['assignments', ...tags],
    params: z.object({ id: IdString, participantId: IdString }),
    body: SubmissionMarkBody,
    responses: { 200: SavedSubmissionMark, ...CONFLICT_ERRORS },
  }),
} as const;

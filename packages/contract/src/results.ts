// The participant's Results (docs/features.md, Results): for each of their courses the components with their
// weights, the released marks, and once the final result is released the total and the status. Nothing unreleased is
// in it (docs/decisions/021-results.md, "What participants see"): a Draft component has no `marks` key, a course
// without a final release in effect says `Pending` and has no `total`.
import { z } from 'zod';
import { ErrorBody } from './common.ts';
import { RESULT_STATUS } from './constants.ts';
import { defineEndpoint } from './endpoint.ts';

/** The most courses the Results answer lists (a participant attends a handful; the list is bounded in SQL). */
export const PARTICIPANT_RESULTS_MAX_COURSES = 100;

/** What the Results screen and the transcript say. */
export const RESULTS_TEXT = {
  title: 'Results',
  pending: 'Pending',
  notReleased: 'Not released yet',
  notPublished: 'Results not published yet',
  noCourses: 'No Course(s)',
  absent: 'Absent',
  printTranscript: 'Print transcript',
  transcript: 'Transcript',
  unreachable: 'The pass mark can no longer be reached in this course.',
  nothingMoreNeeded: 'You have already reached the pass mark with your released marks.',
} as const;

/** A course's status as a participant sees it: Pending until the final result is released. */
export const PARTICIPANT_RESULT_STATUS = ['Pending', ...RESULT_STATUS] as const;
export type ParticipantResultStatus = (typeof PARTICIPANT_RESULT_STATUS)[number];

/** Marks and weights: numbers with at most two decimals (numeric(6,2) in the database). */
const Hundredths = z.number().nonnegative();

/** One component of a course. `marks` (and `absent`, `feedback`) only when its marks are released. */
export const ResultComponent = z
  .object({
    name: z.string(),
    /** Percent of the total. */
    weight: Hundredths,
    max_marks: Hundredths,
    released: z.boolean(),
    /** Released only: the participant's marks, or null when absent or not entered. */
    marks: Hundredths.nullable().optional(),
    /** Released only: the participant was absent (counts as 0). */
    absent: z.literal(true).optional(),
    /** Released only: the coordinator's note on the mark, when there is one. */
    feedback: z.string().optional(),
  })
  .meta({ id: 'ResultComponent' });
export type ResultComponent = z.infer<typeof ResultComponent>;

/**
 * For a running course without a released final result: the marks needed on each component not released yet (or
 * released without a mark of the participant) to reach the pass mark, from the released marks only; or that it can
 * no longer be reached.
 */
export const StillNeeded = z.discriminatedUnion('reachable', [
  z.object({
    reachable: z.literal(true),
    needs: z.array(z.object({ name: z.string(), marks: Hundredths, max_marks: Hundredths })),
  }),
  z.object({ reachable: z.literal(false) }),
]);
export type StillNeeded = z.infer<typeof StillNeeded>;

export const ParticipantCourseResult = z
  .object({
    course_id: z.number().int(),
    course_name: z.string(),
    course_short_name: z.string(),
    /** The participant's course-wise id (roll), for the transcript. */
    course_roll: z.string(),
    final_released: z.boolean(),
    status: z.enum(PARTICIPANT_RESULT_STATUS),
    /** Only once the final result is released: the weighted total, null when Incomplete. */
    total: Hundredths.nullable().optional(),
    components: z.array(ResultComponent),
    still_needed: StillNeeded.optional(),
  })
  .meta({ id: 'ParticipantCourseResult' });
export type ParticipantCourseResult = z.infer<typeof ParticipantCourseResult>;

/** `GET /api/participant/results`. */
export const ParticipantResults = z
  .object({ courses: z.array(ParticipantCourseResult) })
  .meta({ id: 'ParticipantResults' });
export type ParticipantResults = z.infer<typeof ParticipantResults>;

export const participantResults = {
  read: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['results', 'courses'],
    path: '/api/participant/results',
    access: 'participant',
    summary: "The participant's courses with their released marks, and the released total and status",
    tags: ['results'],
    responses: { 200: ParticipantResults, 401: ErrorBody },
  }),
} as const;

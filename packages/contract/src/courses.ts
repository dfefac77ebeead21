// The course lists of both roles (docs/features.md, Courses). A participant sees the courses they attend, a coordinator
// those they coordinate; the wording of the status differs between the two views, as the spec has it.
import { z } from 'zod';
import { ErrorBody, TotalData } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { PageParams, StatusString } from './options.ts';

/** `course_status` as each view spells it: the participant's 'Active', the coordinator's 'active'. */
export const COURSE_STATUS_TEXT = {
  participant: { 1: 'Active', 0: 'Expired' },
  coordinator: { 1: 'active', 0: 'expired' },
} as const;

/** What the course screens show where a value is missing, and the batch label. */
export const COURSE_TEXT = {
  noCourses: 'No Course(s)',
  noIntake: 'No-Intake',
  noBatch: 'No-Batch',
  noSession: 'No-Session',
  running: 'Running Courses',
  expired: 'Expired Courses',
} as const;

/** 'batch-5', or 'No-Batch' when the course has none. */
export function batchLabel(batch: number | null): string {
  return batch === null ? COURSE_TEXT.noBatch : `batch-${batch}`;
}

/** 'Total 3 Course(s) found' (the participant's course screen). */
export const coursesFoundText = (total: number) => `Total ${total} Course(s) found`;

/** The coordinators of a course, by name: the 'Coordinators' column. */
const Faculties = z.array(z.string());

/** A row of 'Participant Course Management'. */
export const ParticipantCourse = z
  .object({
    course_id: z.number().int(),
    course_name: z.string(),
    course_short_name: z.string(),
    /** The participant's course-wise id ('Participant Roll'). */
    course_roll: z.string(),
    faculties: Faculties,
    course_status: z.enum([COURSE_STATUS_TEXT.participant[1], COURSE_STATUS_TEXT.participant[0]]),
    year: z.number().int(),
  })
  .meta({ id: 'ParticipantCourse' });
export type ParticipantCourse = z.infer<typeof ParticipantCourse>;

export const ParticipantCourseList = z.object({ total_data: TotalData, courses: z.array(ParticipantCourse) });
export type ParticipantCourseList = z.infer<typeof ParticipantCourseList>;

/** A row of the coordinator's course table; missing values are null. */
export const CoordinatorCourse = z
  .object({
    id: z.number().int(),
    course_name: z.string(),
    course_short_name: z.string(),
    faculties: Faculties,
    course_status: z.enum([COURSE_STATUS_TEXT.coordinator[1], COURSE_STATUS_TEXT.coordinator[0]]),
    year: z.number().int(),
    /** Participants enrolled in the course (the link to its participant list). */
    total_participants: z.number().int().nonnegative(),
    /** Shown as 'batch-{n}' ('No-Batch' when null). */
    batch: z.number().int().nullable(),
    /** The intake (the spec's spelling); 'No-Intake' when null. */
    intact_name: z.string().nullable(),
    /** 'No-Session' when null. */
    session_name: z.string().nullable(),
  })
  .meta({ id: 'CoordinatorCourse' });
export type CoordinatorCourse = z.infer<typeof CoordinatorCourse>;

export const CoordinatorCourseList = z.object({
  /** The status asked for: 1 running, 0 expired. */
  status: z.union([z.literal(0), z.literal(1)]),
  total_data: TotalData,
  data: z.array(CoordinatorCourse),
});
export type CoordinatorCourseList = z.infer<typeof CoordinatorCourseList>;

/** `…/courses/{status}/{page}`: status '1' running or '0' expired (anything else answers 400), page from 1. */
export const CourseListParams = z.object({ status: StatusString, page: PageParams.shape.page });

const reads = { 400: ErrorBody, 401: ErrorBody };
const tags = ['courses'];

export const participantCourses = {
  list: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['courses'],
    path: '/api/participant/user/courses/:page',
    access: 'participant',
    summary: 'The courses the caller attends, running first, then by year (newest) and name; 10 a page',
    tags,
    params: PageParams,
    responses: { 200: ParticipantCourseList, ...reads },
  }),
} as const;

export const coordinatorCourses = {
  list: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['courses'],
    path: '/api/coordinator/user/courses/:status/:page',
    access: 'coordinator',
    summary: 'The courses the caller coordinates of one status (1 running, 0 expired), by year (newest) and name',
    tags,
    params: CourseListParams,
    responses: { 200: CoordinatorCourseList, ...reads },
  }),
} as const;

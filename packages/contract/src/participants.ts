// The coordinator's participant list (docs/features.md, Participants), its course select, and the CSV export of the
// list (beyond the spec). Only the caller's own courses: any other course id answers 404.
import { z } from 'zod';
import { ErrorBody, IdString, LIMITS, TotalData } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { lineText } from './fields.ts';
import { CourseOptions, PageParams, READ_ERRORS, StatusParams, StatusString } from './options.ts';

export const PARTICIPANT_TEXT = {
  searchPlaceholder: 'Name,ID,Email,Mobile',
  selectCourse: 'Select a Course',
  noParticipants: 'No Participants',
  activeCourse: 'Active Course',
  expiredCourse: 'Expired Course',
  searchTooLong: `max length is ${LIMITS.search}`,
  searchControl: 'Control characters are not allowed',
} as const;

/**
 * The search text: trimmed, at most 100 characters, no control characters; empty means no search. It matches
 * any part of the participant's name, course-wise id, e-mail or mobile number, in any case.
 */
export const ParticipantSearchText = lineText({ tooLong: PARTICIPANT_TEXT.searchTooLong }, LIMITS.search, {
  anyControl: PARTICIPANT_TEXT.searchControl,
});

/** A row of the participant table; missing values are null. */
export const CourseParticipant = z
  .object({
    /** The course-wise id ('Participant Id', the roll). */
    course_wise_id: z.string(),
    participant_name: z.string(),
    email: z.string(),
    mobile_no: z.string().nullable(),
    /** The organisation of the list, or the name typed for "others". */
    org_name: z.string().nullable(),
    designation: z.string().nullable(),
  })
  .meta({ id: 'CourseParticipant' });
export type CourseParticipant = z.infer<typeof CourseParticipant>;

export const CourseParticipantList = z.object({
  course_name: z.string(),
  course_short_name: z.string(),
  /** Participants matching the search (all of the course without one). */
  total_data: TotalData,
  /** By course-wise id. */
  data: z.array(CourseParticipant),
});
export type CourseParticipantList = z.infer<typeof CourseParticipantList>;

/**
 * `…/participants/{page}/{status}/{courseId}/search={text}`: the course must be one of the caller's courses of
 * that status (1 running, 0 expired), else 404; a status other than '0' or '1' answers 400.
 */
export const ParticipantListParams = z.object({
  page: PageParams.shape.page,
  status: StatusString,
  courseId: IdString,
  text: ParticipantSearchText,
});
export const ParticipantExportParams = z.object({ status: StatusString, courseId: IdString });
export const ParticipantExportQuery = z.object({ search: ParticipantSearchText.optional() });

/** The columns of the CSV export: the table's, in its order. */
export const PARTICIPANT_CSV_COLUMNS = [
  'SN',
  'Participant Id',
  'Participant Name',
  'Designation',
  'Organization Name',
  'Mobile',
  'Email',
] as const;

/** The CSV file: UTF-8 with a byte-order mark, CRLF lines, cells that could start a formula prefixed with `'`. */
export const CsvFile = z
  .string()
  .meta({ id: 'CsvFile', description: 'text/csv; charset=utf-8, sent as an attachment' });

const tags = ['participants'];

export const coordinatorParticipants = {
  list: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['courses'],
    path: '/api/coordinator/participants/:page/:status/:courseId/search=:text',
    access: 'coordinator',
    summary:
      'Participants of one of the caller’s courses of the given status, by course-wise id, 10 a page; `text` (may be empty) keeps those whose name, course-wise id, e-mail or mobile contains it, in any case',
    tags,
    params: ParticipantListParams,
    responses: { 200: CourseParticipantList, ...READ_ERRORS },
  }),
  courseOptions: defineEndpoint({
    method: 'GET',
    keep: true,
    reads: ['courses'],
    path: '/api/coordinator/participants/search_filter_params/courses/:status',
    access: 'coordinator',
    summary: 'The caller’s courses of one status (1 running, 0 expired) as select options, by name',
    tags,
    params: StatusParams,
    responses: { 200: CourseOptions, 400: ErrorBody, 401: ErrorBody },
  }),
  exportCsv: defineEndpoint({
    method: 'GET',
    keep: false,
    path: '/api/coordinator/participants/:status/:courseId/export.csv',
    access: 'coordinator',
    summary:
      'The whole participant list of one of the caller’s courses (with `search` as the list takes it) as a CSV attachment: UTF-8 with BOM, the table’s columns; 30 a minute per client',
    tags,
    params: ParticipantExportParams,
    query: ParticipantExportQuery,
    responses: { 200: CsvFile, ...READ_ERRORS, 429: ErrorBody },
  }),
} as const;
